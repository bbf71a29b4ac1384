import { createCipheriv, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Firebase Authentication's modified scrypt (github.com/firebase/scrypt), for passwords imported from Firebase
 * (decision 040). Such a hash is checked once, at its member's first sign-in here, and replaced with argon2id.
 */
export interface FirebaseScryptParameters {
  /** The project's "base64_signer_key": what the derived key encrypts. */
  signerKey: Buffer;
  saltSeparator: Buffer;
  rounds: number;
  memCost: number;
}

const tag = 'firebase-scrypt';
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** Firebase's own limits (firebase-tools refuses others); they also cap what a stored hash can make us compute. */
export function firebaseScryptParametersProblem({ signerKey, rounds, memCost }: FirebaseScryptParameters) {
  if (signerKey.length === 0) return 'the hash key must not be empty';
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 8)
    return 'rounds must be a whole number from 1 to 8';
  if (!Number.isInteger(memCost) || memCost < 1 || memCost > 14)
    return 'the memory cost must be a whole number from 1 to 14';
  return null;
}

/**
 * Each row carries the project's parameters, as an argon2id string carries its own: verifying needs nothing but the
 * row (decision 040, "Moving accounts"). Standard base64 never contains `$`.
 */
export function firebaseScryptHash(parameters: FirebaseScryptParameters, salt: Buffer, hash: Buffer): string {
  const { rounds, memCost, saltSeparator, signerKey } = parameters;
  return [tag, rounds, memCost, saltSeparator, signerKey, salt, hash]
    .map((part) => (Buffer.isBuffer(part) ? part.toString('base64') : String(part)))
    .join('$');
}

export const isFirebaseScryptHash = (stored: string) => stored.startsWith(`${tag}$`);

function parse(stored: string) {
  const [, rounds, memCost, saltSeparator, signerKey, salt, hash, ...rest] = stored.split('$');
  if (hash === undefined || rest.length > 0) throw new Error('malformed firebase-scrypt hash');
  const parameters = {
    rounds: Number(rounds),
    memCost: Number(memCost),
    saltSeparator: Buffer.from(saltSeparator!, 'base64'),
    signerKey: Buffer.from(signerKey!, 'base64'),
  };
  const problem = firebaseScryptParametersProblem(parameters);
  if (problem) throw new Error(`malformed firebase-scrypt hash: ${problem}`);
  return { parameters, salt: Buffer.from(salt!, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** scrypt(password, salt ‖ separator), whose first 32 bytes key AES-256-CTR (zero IV) over the signer key. */
export async function verifyFirebaseScrypt(stored: string, password: string): Promise<boolean> {
  const { parameters, salt, hash } = parse(stored);
  const N = 2 ** parameters.memCost;
  const derivedKey = await scryptAsync(password, Buffer.concat([salt, parameters.saltSeparator]), 64, {
    N,
    r: parameters.rounds,
    p: 1,
    // OpenSSL needs a little more than 128·N·r bytes and Node refuses past `maxmem`: twice that always suffices.
    maxmem: 128 * N * parameters.rounds * 2,
  });
  const cipher = createCipheriv('aes-256-ctr', derivedKey.subarray(0, 32), Buffer.alloc(16));
  const expected = Buffer.concat([cipher.update(parameters.signerKey), cipher.final()]);
  return expected.length === hash.length && timingSafeEqual(expected, hash);
}
