import { hash, verify } from '@node-rs/argon2';
import { isFirebaseScryptHash, verifyFirebaseScrypt } from './firebase-scrypt';

export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2id (the library's default algorithm) at OWASP's recommended floor: 19 MiB, 2 passes, 1 lane. */
export const owaspPasswordHashing: PasswordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The parameters travel in the hash itself: verifying needs none, and a hash made with others still verifies. */
export const passwordHasher =
  (parameters: PasswordHashing = owaspPasswordHashing) =>
  (password: string) =>
    hash(password, parameters);

/** Ours (argon2id), or one imported from Firebase with its scrypt parameters (decision 040). */
export const verifyPassword = (passwordHash: string, password: string) =>
  isFirebaseScryptHash(passwordHash)
    ? verifyFirebaseScrypt(passwordHash, password)
    : verify(passwordHash, password);

/** An imported hash is replaced with argon2id the first time its password is known, at a sign-in. */
export const isImportedHash = (passwordHash: string) => isFirebaseScryptHash(passwordHash);

// Verifying against a real hash for unknown emails keeps sign-in equally slow whether or not the account exists.
const decoyHash = passwordHasher()('decoy-password-for-timing');
export async function spendVerificationTime(password: string) {
  await verify(await decoyHash, password).catch(() => false);
}
