import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { configuredDatabase, openDatabase } from './db/client';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const database = await openDatabase(configuredDatabase(config));
const app = await buildApp({ config, db: database.db, runJobs: true });

let isClosing = false;
async function shutDown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  // In-flight requests finish, then the database closes: an open PGlite would keep the process alive.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ url: config.publicUrl.href, database: database.kind }, 'Vitalia is ready');
