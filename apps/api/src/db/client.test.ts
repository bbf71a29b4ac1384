import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isConnectionFailure } from '../lib/connection-failures';
import { createTestApp, type TestApp } from '../test/test-app';
import { migrationsInBuild, openDatabase } from './client';

const databaseUrl = loadConfig().databaseUrl;
let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

// Only a server can end the connections it holds; the embedded database has none to lose.
describe.skipIf(!databaseUrl)('a PostgreSQL connection lost while idle', () => {
  it('neither crashes the server nor fails the next query', async () => {
    const { db } = subject.database;
    const [{ name }] = (await db.execute(sql`select current_database() as name`)).rows as [{ name: string }];
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);

    // Unhandled, the pool's 'error' event would be an uncaught exception, which fails the whole run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  // Issue 20's fault script found it: PostgreSQL restarted under load ended a server this way.
  it('held by a transaction between two statements: the transaction fails, the server goes on', async () => {
    const { db } = subject.database;
    const [{ name }] = (await db.execute(sql`select current_database() as name`)).rows as [{ name: string }];
    let goOn!: () => void;
    const isHeld = new Promise<void>((resolve) => (goOn = resolve));
    const outcome = db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await isHeld;
        await tx.execute(sql`select 2`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      let ended = 0;
      for (let attempt = 0; attempt < 100 && ended === 0; attempt += 1) {
        ({ rowCount: ended } = (await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = $1 and state = 'idle in transaction' and pid <> pg_backend_pid()`,
          [name],
        )) as { rowCount: number });
        if (ended === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(ended).toBe(1);
    } finally {
      await admin.end();
    }
    // The server's "terminating connection" reaches the connection while nobody waits on it: an 'error' event
    // without a listener would be an uncaught exception, which ends a server and fails the whole run here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    goOn();
    expect(isConnectionFailure(await outcome)).toBe(true);
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe.skipIf(!databaseUrl)('servers starting together on one new PostgreSQL database (issue 20)', () => {
  it('migrate it once between them: each migration is applied a single time, and every server opens', async () => {
    const name = `vitalia_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    try {
      const servers = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: url.href })),
      );
      const { rows } = await servers[0]!.db.execute(
        sql`select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]).toEqual({ applied: await migrationsInBuild(), distinct: await migrationsInBuild() });
      await Promise.all(servers.map((server) => server.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
