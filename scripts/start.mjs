// `npm start`: install what is missing, build the web app, seed the demo accounts (printed), then serve everything on
// one port with the embedded database (or DATABASE_URL when it is set).
import { ensureInstalled, root, run } from './ensure-install.mjs';
import { runForeground } from './run-foreground.mjs';

ensureInstalled();
console.log('Building the web app…');
run('npm', ['run', 'build', '--silent']);
run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli.ts', 'demo:seed']);
runForeground(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root });
