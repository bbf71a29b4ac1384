import { describe, expect, it } from 'vitest';
import { firebaseScryptVector as vector } from '../../test/firebase-scrypt-vector';
import { firebaseScryptHash } from './firebase-scrypt';
import { verifyPassword } from './passwords';

const parameters = (changes: { rounds?: number; memCost?: number } = {}) => ({
  signerKey: Buffer.from(vector.signerKey, 'base64'),
  saltSeparator: Buffer.from(vector.saltSeparator, 'base64'),
  rounds: vector.rounds,
  memCost: vector.memCost,
  ...changes,
});
const stored = (changes?: { rounds?: number; memCost?: number }) =>
  firebaseScryptHash(
    parameters(changes),
    Buffer.from(vector.salt, 'base64'),
    Buffer.from(vector.hash, 'base64'),
  );

describe("Firebase's modified scrypt (passwords imported from Firebase, decision 040)", () => {
  it("verifies Firebase's test vector and refuses a wrong password", async () => {
    expect(stored()).toMatch(/^firebase-scrypt\$8\$14\$Bw==\$/);
    expect(await verifyPassword(stored(), vector.password)).toBe(true);
    expect(await verifyPassword(stored(), 'user1Password')).toBe(false);
    expect(await verifyPassword(stored(), '')).toBe(false);
  });

  it('refuses a stored hash with parameters outside Firebase limits instead of computing them', async () => {
    await expect(verifyPassword(stored({ memCost: 30 }), vector.password)).rejects.toThrow(/memory cost/);
    await expect(verifyPassword(stored({ rounds: 0 }), vector.password)).rejects.toThrow(/rounds/);
    await expect(verifyPassword('firebase-scrypt$8$14$Bw==', vector.password)).rejects.toThrow(/malformed/);
  });
});
