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

/** A service manager kills after 30 s; a stop is promised within 10 (issue 41). */
const stopDeadlineMs = 10_000;
/** Once closing, a request still running (a live stream) is cut after this. */
const closeGraceMs = 1_500;

let isClosing = false;
async function shutDown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  setTimeout(() => {
    app.log.error({ signal }, 'shutting down: still not done after 10 s, leaving now');
    process.exit(1);
  }, stopDeadlineMs).unref();
  app.log.info({ signal, drainSeconds: config.drainSeconds }, 'shutting down: draining');
  // Not ready, no connection kept alive, no job taken: the proxy moves on before anything is refused.
  await app.drain(config.drainSeconds);
  // In-flight requests finish, then the database closes: an open PGlite would keep the process alive.
  const closed = app.close();
  setTimeout(() => app.server.closeAllConnections(), closeGraceMs).unref();
  await closed;
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ url: config.publicUrl.href, database: database.kind }, 'Vitalia is ready');
