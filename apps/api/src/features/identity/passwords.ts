import { hash, verify } from '@node-rs/argon2';
import { isFirebaseScryptHash, verifyFirebaseScrypt } from './firebase-scrypt';

/** argon2id (the library's default algorithm) at OWASP's recommended floor: 19 MiB, 2 passes, 1 lane. */
const parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, parameters);

/** Ours (argon2id), or one imported from Firebase with its scrypt parameters (decision 040). */
export const verifyPassword = (passwordHash: string, password: string) =>
  isFirebaseScryptHash(passwordHash)
    ? verifyFirebaseScrypt(passwordHash, password)
    : verify(passwordHash, password);

/** An imported hash is replaced with argon2id the first time its password is known, at a sign-in. */
export const isImportedHash = (passwordHash: string) => isFirebaseScryptHash(passwordHash);

// Verifying against a real hash for unknown emails keeps sign-in equally slow whether or not the account exists.
const decoyHash = hash('decoy-password-for-timing', parameters);
export async function spendVerificationTime(password: string) {
  await verify(await decoyHash, password).catch(() => false);
}
