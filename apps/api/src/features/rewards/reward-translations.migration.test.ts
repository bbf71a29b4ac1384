import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../../test/migrations-before';
import type { Database } from '../../db/client';
import { createEventBus } from '../../lib/domain-events/domain-events';
import { rewardsRepository } from './rewards.repository';
import { rewardsService } from './rewards.service';

const migrationTag = '0006_per_language_reward_text';

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
