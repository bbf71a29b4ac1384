import { defaultAiDailyCalls } from '@vitalia/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations-before';

const migrationTag = '0018_plan_ai_daily_calls';

describe('migration 0018: plans made before they held their AI calls a day (issue 16)', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>> | undefined;
  afterAll(() => database?.close());

  it('gives every existing plan the 40 calls a day members had, and keeps the number within 0 to 1000', async () => {
    database = await databaseBefore(migrationTag);
    const { client } = database;
    await client.query(
      `insert into plans (name, tier, interval, price_cents)
       values ('Free', 'free', 'monthly', 0), ('Premium', 'premium', 'monthly', 999), ('Premium', 'premium', 'yearly', 9588)`,
    );

    await database.migrateRest();
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
