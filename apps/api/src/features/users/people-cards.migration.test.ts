import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrations-before';

describe('migration 0028: how members show (issue 39, decision 050)', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>> | undefined;
  afterAll(() => database?.close());

  it('keeps members who joined before it on their username, and shows later ones by name', async () => {
    database = await databaseBefore('0028_people_cards');
    const { client } = database;
    await client.query(
      `insert into users (identity_uid, auth_provider, email, firstname, lastname, username)
       values ('uid-before', 'password', 'amina@example.com', 'Amina', 'Idrissi', 'amina_runs')`,
    );

    await database.migrateRest();
    await client.query(
      `insert into users (identity_uid, auth_provider, email, firstname, lastname, username)
       values ('uid-after', 'password', 'nadia@example.com', 'Nadia', 'Bennani', 'nadia_lifts')`,
    );
    const { rows } = await client.query<{
      identity_uid: string;
      name_display: string;
      show_picture: boolean;
    }>(`select identity_uid, name_display, show_picture from users order by identity_uid`);
    expect(rows).toEqual([
      { identity_uid: 'uid-after', name_display: 'name', show_picture: true },
      { identity_uid: 'uid-before', name_display: 'username', show_picture: true },
    ]);
    const { rows: handles } = await client.query<{ count: number }>(
      `select count(distinct public_id)::int as count from users`,
    );
    expect(handles).toEqual([{ count: 2 }]);
  });
});
