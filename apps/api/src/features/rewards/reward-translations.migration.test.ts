import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createEventBus } from '../../lib/domain-events/domain-events';
import { rewardsRepository } from './rewards.repository';
import { rewardsService } from './rewards.service';

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const migrationTag = '0006_per_language_reward_text';

/** The migrations as they stood before text per language: the journal stops short of it. */
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

describe('migration 0006: rewards written before text per language (D9)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps every existing reward valid: its name and description become the English text', async () => {
    const client = await PGlite.create();
    cleanups.push(() => client.close());
    const db = drizzle(client);
    const before = await migrationsBefore(migrationTag);
    cleanups.push(() => rm(before, { recursive: true, force: true }));
    await migrate(db, { migrationsFolder: before });
    await client.query(
      `insert into rewards (name, category, partner, description)
       values ('Calm streaming, 3 months free', 'streaming', 'Calm+', 'Three months of guided meditation.')`,
    );

    await migrate(db, { migrationsFolder });
    const service = rewardsService({
      repository: rewardsRepository(
        db as unknown as Database,
        createEventBus({ db: db as unknown as Database, log: console }),
      ),
      checkLowStock: async () => {},
    });
    const [reward] = await service.catalogue();
    expect(reward).toMatchObject({
      name: 'Calm streaming, 3 months free',
      description: 'Three months of guided meditation.',
      writtenIn: 'en',
      translations: { name: {}, description: {} },
    });
    await expect(
      client.query(`update rewards set written_language = 'de' where name = 'Calm streaming, 3 months free'`),
    ).rejects.toThrow(/rewards_written_language_check/);
  });
});
