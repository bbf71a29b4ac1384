import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations-before';
import type { Database } from '../../db/client';
import { createEventBus } from '../../lib/domain-events/domain-events';
import { rewardsRepository } from './rewards.repository';
import { rewardsService } from './rewards.service';

const migrationTag = '0006_per_language_reward_text';

describe('migration 0006: rewards written before text per language (D9)', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>> | undefined;
  afterAll(() => database?.close());

  it('keeps every existing reward valid: its name and description become the English text', async () => {
    database = await databaseBefore(migrationTag);
    const { client, db } = database;
    await client.query(
      `insert into rewards (name, category, partner, description)
       values ('Calm streaming, 3 months free', 'streaming', 'Calm+', 'Three months of guided meditation.')`,
    );

    await database.migrateRest();
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
