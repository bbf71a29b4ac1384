import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations-before';

const migrationTag = '0025_starter_channels';
const migrationFile = new URL(`../../db/migrations/${migrationTag}.sql`, import.meta.url);

describe('migration 0025: the starter channels and report reasons (issue 39)', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>> | undefined;
  afterAll(() => database?.close());

  it('opens the three starter channels beside the ones staff made, keeps old reports without a reason, and opens them once', async () => {
    database = await databaseBefore(migrationTag);
    const { client } = database;
    const { rows: users } = await client.query<{ id: string }>(
      `insert into users (identity_uid, auth_provider, email) values ('uid-1', 'password', 'amina@example.com')
       returning id`,
    );
    const { rows: channels } = await client.query<{ id: string }>(
      `insert into community_channels (name, description)
       values ('{"writtenIn":"en","texts":{"en":"Morning runs"}}', '{"writtenIn":"en","texts":{"en":""}}')
       returning id`,
    );
    const { rows: messages } = await client.query<{ id: string }>(
      `insert into community_messages (channel_id, seq, body) values ($1, 1, 'Cheap shakes') returning id`,
      [channels[0]!.id],
    );
    await client.query(`insert into community_reports (message_id, reporter_id) values ($1, $2)`, [
      messages[0]!.id,
      users[0]!.id,
    ]);

    await database.migrateRest();
    const starters = () =>
      client.query<{
        starter_key: string;
        name: { texts: Record<string, string> };
        description: { texts: Record<string, string> };
        mode: string;
      }>(
        `select starter_key, name, description, mode from community_channels
         where starter_key is not null order by stream_no`,
      );
    const { rows } = await starters();
    expect(rows.map((row) => [row.starter_key, row.name.texts, row.mode])).toEqual([
      ['introductions', { en: 'Introductions', fr: 'Présentations', ar: 'تعارف' }, 'open'],
      ['training', { en: 'Training', fr: 'Entraînement', ar: 'التدريب' }, 'open'],
      ['nutrition', { en: 'Nutrition', fr: 'Nutrition', ar: 'التغذية' }, 'open'],
    ]);
    for (const { description } of rows) {
      expect(Object.keys(description.texts).sort()).toEqual(['ar', 'en', 'fr']);
      expect(Object.values(description.texts).every((text) => text.length > 20)).toBe(true);
    }
    const { rows: reports } = await client.query(`select reason from community_reports`);
    expect(reports).toEqual([{ reason: null }]);
    const { rows: all } = await client.query(`select count(*)::int as count from community_channels`);
    expect(all).toEqual([{ count: 4 }]);

    // Run again (a restored backup, a hand-applied script), the starter channels are not opened twice.
    const insert = (await readFile(migrationFile, 'utf8')).split('--> statement-breakpoint').at(-1)!;
    await client.query(insert);
    expect((await starters()).rows).toHaveLength(3);
  });
});
