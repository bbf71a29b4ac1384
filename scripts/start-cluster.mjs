// `npm run start:cluster`: what production runs, on one machine (issue 20, docs/deploy.md). Two API servers on one
// PostgreSQL (DATABASE_URL) and, when REDIS_URL is set, one Redis, sharing one DATA_DIR, behind nginx on one port
// (PORT, 3000 by default). The demo accounts are seeded and printed first, as `npm start` does. `--no-build` serves the
// web app already built (the browser journeys build it once for every server they start).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root, run } from './ensure-install.mjs';

if (!process.env.DATABASE_URL) {
  console.error(
    'start:cluster needs DATABASE_URL: the servers share one PostgreSQL database, e.g.\n' +
      '  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/vitalia npm run start:cluster',
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const serverPorts = [port + 1, port + 2];
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data', 'cluster'));
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const runDir = path.join(dataDir, 'nginx');
const serverEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: publicUrl,
  // Only nginx, on this machine, speaks to the servers: its X-Forwarded-For names the visitor.
  TRUST_PROXY: '127.0.0.1',
};

ensureInstalled();
const nginx = execFileSync('bash', [path.join(root, 'scripts/ensure-nginx.sh')], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
})
  .trim()
  .split('\n')
  .at(-1);
if (!process.argv.includes('--no-build')) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '--silent']);
}
run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli.ts', 'demo:seed'], { env: serverEnv });

const children = new Set();
let isStopping = false;
let front = null;
function stopAll(signal = 'SIGTERM') {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) child.kill(signal);
}
/**
 * A server that stops on its own leaves the other to answer (nginx sends it everything): that is the point of two.
 * nginx stopping, or the last server, stops the cluster.
 */
function supervise(name, child, { isEssential }) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    const servers = [...children].filter((each) => each !== front);
    if (!isStopping) console.error(`${name} stopped (${signal ?? `exit ${code}`})`);
    if (isEssential || servers.length === 0) stopAll();
    if (children.size === 0) process.exit(isStopping && code === 0 ? 0 : 1);
  });
  return child;
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(signal));

async function untilReady(serverPort) {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    const answer = await fetch(`http://127.0.0.1:${serverPort}/api/ready`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on :${serverPort} was not ready within 3 minutes`);
}

// One after the other: the first migrates and writes the signing key into the shared DATA_DIR, the second finds both.
for (const [index, serverPort] of serverPorts.entries()) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...serverEnv, PORT: String(serverPort) },
  });
  supervise(`server ${index + 1} (:${serverPort})`, server, { isEssential: false });
  await untilReady(serverPort);
}

mkdirSync(runDir, { recursive: true });
const site = readFileSync(path.join(root, 'deploy/nginx-site.conf.template'), 'utf8')
  .replaceAll('{{listen}}', String(port))
  .replaceAll(
    '{{servers}}',
    serverPorts
      .map((serverPort) => `  server 127.0.0.1:${serverPort} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
  );
// nginx run by this user, not as a system service: its pid, logs and buffers stay in DATA_DIR.
const config = [
  'worker_processes 1;',
  `pid ${runDir}/nginx.pid;`,
  `error_log ${runDir}/error.log warn;`,
  'events { worker_connections 1024; }',
  'http {',
  '  access_log off;',
  ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${runDir}/${kind};`,
  ),
  site,
  '}',
].join('\n');
const configPath = path.join(runDir, 'nginx.conf');
writeFileSync(configPath, config);
front = spawn(
  nginx,
  ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', configPath, '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
);
supervise('nginx', front, { isEssential: true });
console.log(
  `\nVitalia cluster: ${publicUrl} → nginx on :${port} → servers on :${serverPorts.join(' and :')}` +
    `, one PostgreSQL${process.env.REDIS_URL ? ' and Redis' : ''}, data in ${dataDir}`,
);
