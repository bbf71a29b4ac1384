import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any number no other advisory lock of ours uses: servers starting together take turns to migrate. */
const migrationLockKey = 2_026_112_701;

/** How many migrations this build carries: a database that has applied fewer is not ready for it. */
export async function migrationsInBuild(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Both drivers expose the same query builder; repositories are typed against the node-postgres flavour so that no
 * feature code ever branches on the driver.
 */
export type Database = NodePgDatabase<typeof schema>;
/** What `db.transaction` hands its callback: the same queries, inside the transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /**
       * A dump of a database made earlier (dumpEmbeddedDatabase): the tests start each of theirs from one already
       * migrated, since creating an embedded database costs one to two seconds before any migration runs.
       */
      startFrom?: Blob;
    };

/** The database a server or the operator CLI works on: DATABASE_URL's PostgreSQL, or the embedded one in DATA_DIR. */
export const configuredDatabase = (config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };

// PGlite returns int8 and numeric as numbers, `pg` as strings: parse them here, the one place, so that counts and
// sums have one type everywhere. Counts stay far below 2^53.
const int8Oid = 20;
const numericOid = 1700;
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === int8Oid || oid === numericOid) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

export async function openDatabase(
  target: DatabaseTarget,
  onIdleConnectionLost: (error: Error) => void = (error) =>
    console.warn(`A PostgreSQL connection was lost while idle: ${error.message}`),
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types: postgresTypes });
    // An idle connection that the server ends (a restart, a failover, a dropped test database) is an 'error' event:
    // without a listener it would crash the process. The pool discards it and opens another when one is needed.
    pool.on('error', onIdleConnectionLost);
    // The pool listens only to the connections it holds idle. One handed out — to a transaction between two
    // statements, say — would raise an unhandled 'error' when PostgreSQL ends it, and that ends the process (issue
    // 20's fault script: a PostgreSQL restart under load did). Heard here, the holder's next statement fails instead,
    // is answered as such, and the pool drops the connection when it comes back.
    pool.on('connect', (connection) => connection.on('error', () => undefined));
    const db = drizzlePostgres(pool, { schema });
    // Several servers starting at once migrate one after the other: the first applies what is new, the others find
    // nothing left to do (issue 20). Unlocked, two would race to create the same tables.
    await rawSqlOf(db).withAdvisoryLock(migrationLockKey, () => migratePostgres(db, { migrationsFolder }));
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: path.join(target.dataDir, 'pglite') } : {}),
    ...(target.startFrom ? { loadDataDir: target.startFrom } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** The whole of an embedded database, for `startFrom`; uncompressed, since it is read back at once. */
export function dumpEmbeddedDatabase(db: Database): Promise<Blob> {
  const client = driverOf(db);
  if (client instanceof pg.Pool) throw new Error('only an embedded database can be dumped');
  return client.dumpDataDir('none');
}

/** A session advisory lock this process holds until `release`, or until its connection is lost. */
export interface HeldLock {
  isHeld(): boolean;
  release(): Promise<void>;
}

/** Plain SQL text and values, for a library that brings its own statements (the job runner's pg-boss). */
export interface RawSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs `work` while this process holds a PostgreSQL advisory lock: no other server runs its own at once. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Takes the advisory lock (`space`, `key`) and keeps it. PostgreSQL drops a session's locks when its connection
   * ends, with the process that held it too: other servers read `pg_locks` to tell a live holder from a dead one.
   */
  holdAdvisoryLock(space: number, key: number): Promise<HeldLock>;
}

/** The driver under the query builder: the one place that tells PGlite from node-postgres apart. */
function driverOf(db: Database): PGlite | pg.Pool {
  return (db as unknown as { $client: PGlite | pg.Pool }).$client;
}

/** The embedded database's one client; null with PostgreSQL, and for a transaction's handle. */
export function embeddedClientOf(db: Database): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** The PostgreSQL server's pool, for what needs a connection of its own (LISTEN); null on the embedded database. */
export function postgresPoolOf(db: Database): pg.Pool | null {
  const client = driverOf(db);
  return client instanceof pg.Pool ? client : null;
}

/** Reaches the driver under the query builder. */
export function rawSqlOf(db: Database): RawSql {
  const client = driverOf(db);
  if (client instanceof pg.Pool) {
    return {
      executeSql: (text, values) => client.query(text, values),
      async withAdvisoryLock(key, work) {
        // A session lock belongs to one connection: hold one for the whole of `work`.
        const connection = await client.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [key]);
          return await work();
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          connection.release();
        }
      },
      async holdAdvisoryLock(space, key) {
        // A connection of its own, outside the pool: it lives as long as the lock, and the pool keeps its size.
        const connection = new pg.Client(client.options);
        let isHeld = false;
        const lose = () => (isHeld = false);
        connection.on('error', lose);
        connection.on('end', lose);
        await connection.connect();
        try {
          await connection.query('select pg_advisory_lock($1, $2)', [space, key]);
        } catch (error) {
          await connection.end().catch(() => undefined);
          throw error;
        }
        isHeld = true;
        return {
          isHeld: () => isHeld,
          release: () => connection.end().catch(() => undefined),
        };
      },
    };
  }
  return {
    async executeSql(text, values) {
      // pg-boss sends its schema as one multi-statement text without values; PGlite runs those through exec().
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    // One process owns an embedded database: there is nobody to exclude.
    withAdvisoryLock: (_key, work) => work(),
    async holdAdvisoryLock(space, key) {
      // Its one session lasts as long as the process: a later process opening the folder finds the lock gone.
      await client.query('select pg_advisory_lock($1, $2)', [space, key]);
      let isHeld = true;
      return {
        isHeld: () => isHeld,
        async release() {
          if (!isHeld) return;
          isHeld = false;
          await client.query('select pg_advisory_unlock($1, $2)', [space, key]).catch(() => undefined);
        },
      };
    },
  };
}
