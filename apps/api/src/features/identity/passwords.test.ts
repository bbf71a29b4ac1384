import { describe, expect, it } from 'vitest';
import { owaspPasswordHashing, passwordHasher, verifyPassword } from './passwords';

describe('password hashing', () => {
  it("hashes with argon2id at OWASP's floor unless told otherwise, as the server and the CLI do", async () => {
    expect(await passwordHasher()('correct-horse')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(owaspPasswordHashing).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('verifies a hash made with other parameters, which it reads from the hash itself', async () => {
    const cheap = await passwordHasher({ memoryCost: 256, timeCost: 1, parallelism: 1 })('correct-horse');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'correct-horse')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong-horse')).toBe(false);
  });
});
