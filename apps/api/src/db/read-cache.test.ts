import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, rawSqlOf, type DatabaseHandle } from './client';
import { readCacheOf } from './read-cache';
import { users } from './schema';

let counter = 0;
async function newMember(database: DatabaseHandle) {
  counter += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      identityUid: `uid-${counter}-${Date.now()}`,
      authProvider: 'password',
      email: `m${counter}.${Date.now()}@example.com`,
      language: 'en',
    })
    .returning();
  return row!;
}

/** A loader that counts its calls, reading the member's first name. */
function firstNameOf(database: DatabaseHandle, id: string) {
  const loader = async () => {
    loader.calls += 1;
    const [row] = await database.db
      .select({ firstname: users.firstname })
      .from(users)
      .where(eq(users.id, id));
    return row?.firstname ?? null;
  };
  loader.calls = 0;
  return loader;
}

describe('the embedded database remembers reads until the next write (decision 013)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(() => database.close());

  it('answers a repeated read from memory', async () => {
    const member = await newMember(database);
    const cache = readCacheOf(database.db);
    const load = firstNameOf(database, member.id);
    await cache.read(`a:${member.id}`, load);
    await cache.read(`a:${member.id}`, load);
    expect(load.calls).toBe(1);
    // Every repository opened on the database shares it.
    await readCacheOf(database.db).read(`a:${member.id}`, load);
    expect(load.calls).toBe(1);
  });

  const writes: [string, (database: DatabaseHandle, id: string) => Promise<unknown>][] = [
    [
      'a statement',
      (database, id) => database.db.update(users).set({ firstname: 'Nadia' }).where(eq(users.id, id)),
    ],
    [
      'a transaction',
      (database, id) =>
        database.db.transaction((tx) => tx.update(users).set({ firstname: 'Nadia' }).where(eq(users.id, id))),
    ],
    [
      'raw SQL of a library (pg-boss)',
      (database, id) =>
        rawSqlOf(database.db).executeSql(`update users set firstname = 'Nadia' where id = $1`, [id]),
    ],
    [
      'a multi-statement text',
      (database, id) =>
        rawSqlOf(database.db).executeSql(`update users set firstname = 'Nadia' where id = '${id}'; select 1`),
    ],
  ];
  it.each(writes)('reads the database again after %s writes, from anywhere', async (_kind, write) => {
    const member = await newMember(database);
    const cache = readCacheOf(database.db);
    const load = firstNameOf(database, member.id);
    expect(await cache.read(`b:${member.id}`, load)).toBeNull();
    await write(database, member.id);
    expect(await cache.read(`b:${member.id}`, load)).toBe('Nadia');
    expect(load.calls).toBe(2);
  });

  it('keeps nothing a write began or ended during', async () => {
    const member = await newMember(database);
    const cache = readCacheOf(database.db);
    const before = await cache.read(`c:${member.id}`, async () => {
      const [row] = await database.db.select().from(users).where(eq(users.id, member.id));
      await database.db.update(users).set({ firstname: 'Karim' }).where(eq(users.id, member.id));
      return row!.firstname;
    });
    expect(before).toBeNull();
    expect(await cache.read(`c:${member.id}`, firstNameOf(database, member.id))).toBe('Karim');
  });

  it('reads during a write wait for it, and what they read is not kept', async () => {
    const member = await newMember(database);
    const cache = readCacheOf(database.db);
    const writing = database.db.transaction(async (tx) => {
      await tx.update(users).set({ firstname: 'Salma' }).where(eq(users.id, member.id));
      await tx.execute(sql`select pg_sleep(0.05)`);
    });
    const load = firstNameOf(database, member.id);
    const [read] = await Promise.all([cache.read(`d:${member.id}`, load), writing]);
    expect(read).toBe('Salma');
    await cache.read(`d:${member.id}`, load);
    expect(load.calls).toBe(2);
  });
});

describe.skipIf(!loadConfig().databaseUrl)('PostgreSQL, which other servers write too', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url: loadConfig().databaseUrl! });
  });
  afterAll(() => database.close());

  it('reads the database every time', async () => {
    const member = await newMember(database);
    const load = firstNameOf(database, member.id);
    await readCacheOf(database.db).read(`e:${member.id}`, load);
    await readCacheOf(database.db).read(`e:${member.id}`, load);
    expect(load.calls).toBe(2);
  });
});
