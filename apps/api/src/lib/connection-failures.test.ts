import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { freePorts } from '../test/server-process';
import { isConnectionFailure } from './connection-failures';
import { databaseRetryAfterSeconds, handleError } from './errors';

const databaseUrl = loadConfig().databaseUrl;

/** A server with one route that runs `work`, answering failures through the app's error handler. */
function serverRunning(work: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get('/work', async () => ({ data: await work() }));
  return app;
}

describe('a database that cannot be reached (issue 20)', () => {
  let closedPort: number;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    // A port nobody listens on: connecting is refused, as while PostgreSQL restarts.
    closedPort = (await freePorts(1))[0]!;
  });
  afterAll(() => Promise.all(pools.map((pool) => pool.end())));
  const pool = (url: string) => {
    const created = new pg.Pool({ connectionString: url, max: 1 });
    created.on('error', () => undefined);
    pools.push(created);
    return created;
  };

  it('answers 5000 with Retry-After, through the query builder', async () => {
    const db = drizzle(pool(`postgresql://postgres@127.0.0.1:${closedPort}/none`));
    const app = serverRunning(() => db.execute(sql`select 1`));
    const response = await app.inject({ method: 'GET', url: '/work' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 5000, message: expect.any(String) } });
    expect(response.headers['retry-after']).toBe(String(databaseRetryAfterSeconds));
  });

  it('keeps other failures as 5000 without a hint to try again', async () => {
    const app = serverRunning(async () => {
      throw new TypeError('a bug of ours');
    });
    const response = await app.inject({ method: 'GET', url: '/work' });
    expect(response.json().error.code).toBe(5000);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it.skipIf(!databaseUrl)(
    'answers 5000 with Retry-After when PostgreSQL ends the connection mid-query',
    async () => {
      const running = pool(databaseUrl!);
      const app = serverRunning(() => running.query('select pg_sleep(30)'));
      const answer = app.inject({ method: 'GET', url: '/work' });
      // What a restart does to every session: "terminating connection due to administrator command" (57P01).
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const { rowCount } = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where query = 'select pg_sleep(30)' and pid <> pg_backend_pid()`,
          );
          if (rowCount) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await admin.end();
      }
      const response = await answer;
      expect(response.json().error.code).toBe(5000);
      expect(response.headers['retry-after']).toBe(String(databaseRetryAfterSeconds));
    },
  );

  it('tells connection failures from other errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shuttingDown = Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
    expect(isConnectionFailure(refused)).toBe(true);
    expect(isConnectionFailure(shuttingDown)).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isConnectionFailure(new AggregateError([refused]))).toBe(true);
    // A unique violation, a syntax error, a bug: the same request would fail again.
    expect(isConnectionFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionFailure(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isConnectionFailure(new TypeError('x is undefined'))).toBe(false);
    expect(isConnectionFailure('a string')).toBe(false);
  });
});
