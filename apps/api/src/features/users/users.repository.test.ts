import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { usersRepository } from './users.repository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => database.close());

let counter = 0;
async function newMember(repository: ReturnType<typeof usersRepository>) {
  counter += 1;
  const row = await repository.insert({
    identityUid: `uid-${counter}`,
    authProvider: 'password',
    email: `member${counter}@example.com`,
    language: 'en',
  });
  return row!;
}

describe('the embedded database keeps rows read by identity between writes', () => {
  it('answers a repeated read from memory, and a write through any repository clears it', async () => {
    const app = usersRepository(database.db, { isSoleWriter: true });
    const other = usersRepository(database.db, { isSoleWriter: true });
    const member = await newMember(app);
    const first = await app.findByIdentity(member.identityUid);
    expect(await app.findByIdentity(member.identityUid)).toBe(first);

    await other.update(member.id, { firstname: 'Nadia' });
    expect((await app.findByIdentity(member.identityUid))?.firstname).toBe('Nadia');
    await other.deleteByIdentity(member.identityUid);
    expect(await app.findByIdentity(member.identityUid)).toBeUndefined();
  });

  it('does not keep a row read while a write was under way', async () => {
    const repository = usersRepository(database.db, { isSoleWriter: true });
    const member = await newMember(repository);
    const reading = repository.findByIdentity(member.identityUid);
    const writing = repository.update(member.id, { firstname: 'Karim' });
    await Promise.all([reading, writing]);
    expect((await repository.findByIdentity(member.identityUid))?.firstname).toBe('Karim');
  });

  it('reads the database every time when other processes may write (PostgreSQL)', async () => {
    const repository = usersRepository(database.db);
    const member = await newMember(repository);
    const first = await repository.findByIdentity(member.identityUid);
    expect(await repository.findByIdentity(member.identityUid)).not.toBe(first);
  });
});
