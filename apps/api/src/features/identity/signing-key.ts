import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, jwtVerify, type JWK, type CryptoKey } from 'jose';
import type { SessionCaller } from '../../lib/auth';
import { isUuid } from '../../lib/ids';

export const accessTokenTtlSeconds = 15 * 60;
const algorithm = 'EdDSA';
export const accessTokenAudience = 'vitalia-api';

export interface TokenIssuer {
  /** The embedded service's tokens always name their sign-in. */
  issue(caller: Required<SessionCaller>): Promise<string>;
  verify(token: string): Promise<Required<SessionCaller>>;
  jwks(): { keys: JWK[] };
}

async function loadOrCreateKey(dataDir: string | null): Promise<JWK> {
  const file = dataDir ? path.join(dataDir, 'keys', 'identity-signing-key.json') : null;
  if (file) {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as JWK;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const { privateKey } = await generateKeyPair(algorithm, { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: algorithm, use: 'sig' };
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    // The private key never leaves this file; only the owner may read it.
    await writeFile(file, JSON.stringify(jwk), { mode: 0o600 });
  }
  return jwk;
}

/**
 * Ed25519 access tokens (D3): created at first start and kept under DATA_DIR (or in memory for tests). Keys are
 * imported once, since verifying costs more than the profile query that follows (shared/notes/environment.md).
 */
export async function createTokenIssuer(options: {
  dataDir: string | null;
  issuer: string;
}): Promise<TokenIssuer> {
  const privateJwk = await loadOrCreateKey(options.dataDir);
  const { d: _private, ...publicJwk } = privateJwk;
  const privateKey = (await importJWK(privateJwk, algorithm)) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, algorithm)) as CryptoKey;

  // A member's screen sends the same token with every call for up to 15 minutes: remember what a token proved until
  // it expires, so each one pays for one signature check, not one per request. Bounded; oldest entries go first.
  const verified = new Map<string, { caller: Required<SessionCaller>; expiresAtMs: number }>();
  const verifiedLimit = 10_000;

  return {
    issue: (caller) =>
      new SignJWT({ email: caller.email, sep: caller.sessionEpoch, sid: caller.sessionId })
        .setProtectedHeader({ alg: algorithm, kid: privateJwk.kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(accessTokenAudience)
        .setSubject(caller.uid)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenTtlSeconds}s`)
        .sign(privateKey),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.caller;
      // The allow-list of algorithms refuses `none` and any key confusion; issuer, audience and expiry are checked.
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [algorithm],
        issuer: options.issuer,
        audience: accessTokenAudience,
        currentDate: new Date(Date.now()),
      });
      const { sub, email, sep, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string' || typeof sep !== 'number' || !exp) {
        throw new Error('incomplete token');
      }
      if (typeof sid !== 'string' || !isUuid(sid)) throw new Error('a token of no sign-in');
      const caller = { uid: sub, email, sessionEpoch: sep, sessionId: sid };
      if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value as string);
      verified.set(token, { caller, expiresAtMs: exp * 1000 });
      return caller;
    },
    jwks: () => ({ keys: [publicJwk] }),
  };
}
