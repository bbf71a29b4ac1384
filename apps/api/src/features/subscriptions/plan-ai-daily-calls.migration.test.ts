import { PGlite } from '@electric-sql/pglite';
import { defaultAiDailyCalls } from '@vitalia/contracts';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const migrationTag = '0018_plan_ai_daily_calls';

/** The migrations as they stood before plans held their AI calls a day: the journal stops short of it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitalia-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0018: plans made before they held their AI calls a day (issue 16)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('gives every existing plan the 40 calls a day members had, and keeps the number within 0 to 1000', async () => {
    const client = await PGlite.create();
    cleanups.push(() => client.close());
    const db = drizzle(client);
    const before = await migrationsBefore(migrationTag);
    cleanups.push(() => rm(before, { recursive: true, force: true }));
    await migrate(db, { migrationsFolder: before });
    await client.query(
      `insert into plans (name, tier, interval, price_cents)
       values ('Free', 'free', 'monthly', 0), ('Premium', 'premium', 'monthly', 999), ('Premium', 'premium', 'yearly', 9588)`,
    );

    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<{ tier: string; ai_daily_calls: number }>(
      `select tier, ai_daily_calls from plans order by price_cents`,
    );
    expect(rows).toEqual([
      { tier: 'free', ai_daily_calls: defaultAiDailyCalls },
      { tier: 'premium', ai_daily_calls: 40 },
      { tier: 'premium', ai_daily_calls: 40 },
    ]);
    await client.query(`update plans set ai_daily_calls = 0 where tier = 'free'`);
    await client.query(`update plans set ai_daily_calls = 1000 where interval = 'yearly'`);
    await expect(
      client.query(`update plans set ai_daily_calls = 1001 where interval = 'yearly'`),
    ).rejects.toThrow(/plans_ai_daily_calls_check/);
    await expect(client.query(`update plans set ai_daily_calls = -1 where tier = 'free'`)).rejects.toThrow(
      /plans_ai_daily_calls_check/,
    );
  });
});
