import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) at OWASP's recommended floor: 19 MiB, 2 passes, 1 lane. */
const parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, parameters);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);

// Verifying against a real hash for unknown emails keeps sign-in equally slow whether or not the account exists.
const decoyHash = hash('decoy-password-for-timing', parameters);
export async function spendVerificationTime(password: string) {
  await verify(await decoyHash, password).catch(() => false);
}
