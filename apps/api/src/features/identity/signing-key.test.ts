import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenAudience, createTokenIssuer } from './signing-key';

describe('access token signing key', () => {
  let dataDir: string;
  const issuer = 'http://localhost:3000/api/identity';
  const caller = {
    uid: 'uid-1',
    email: 'amina@example.com',
    sessionEpoch: 0,
    sessionId: '3b4c1d2e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-keys-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function signWithStoredKey(build: (jwt: SignJWT) => SignJWT) {
    const jwk = JSON.parse(await readFile(path.join(dataDir, 'keys', 'identity-signing-key.json'), 'utf8'));
    const key = await importJWK(jwk, 'EdDSA');
    return build(
      new SignJWT({ email: caller.email, sep: caller.sessionEpoch, sid: caller.sessionId })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setSubject(caller.uid),
    ).sign(key);
  }

  it('is created at first start, readable by its owner only, and kept across restarts', async () => {
    const first = await createTokenIssuer({ dataDir, issuer });
    const token = await first.issue(caller);
    const file = await stat(path.join(dataDir, 'keys', 'identity-signing-key.json'));
    expect(file.mode & 0o777).toBe(0o600);
    const restarted = await createTokenIssuer({ dataDir, issuer });
    await expect(restarted.verify(token)).resolves.toEqual(caller);
  });

  it('refuses an expired token signed with the right key', async () => {
    const verifier = await createTokenIssuer({ dataDir, issuer });
    const expired = await signWithStoredKey((jwt) =>
      jwt
        .setIssuer(issuer)
        .setAudience(accessTokenAudience)
        .setIssuedAt(1_700_000_000)
        .setExpirationTime(1_700_000_900),
    );
    await expect(verifier.verify(expired)).rejects.toThrow(/exp/);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const verifier = await createTokenIssuer({ dataDir, issuer });
    const otherAudience = await signWithStoredKey((jwt) =>
      jwt.setIssuer(issuer).setAudience('another-api').setExpirationTime('5m'),
    );
    const otherIssuer = await signWithStoredKey((jwt) =>
      jwt.setIssuer('https://evil.example').setAudience(accessTokenAudience).setExpirationTime('5m'),
    );
    await expect(verifier.verify(otherAudience)).rejects.toThrow(/aud/);
    await expect(verifier.verify(otherIssuer)).rejects.toThrow(/iss/);
  });
});

describe('verified-token memory', () => {
  it('stops accepting a remembered token once it expires', async () => {
    const issuer = 'http://localhost:3000/api/identity';
    const tokens = await createTokenIssuer({ dataDir: null, issuer });
    const caller = {
      uid: 'u',
      email: 'e@example.com',
      sessionEpoch: 0,
      sessionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    };
    const token = await tokens.issue(caller);
    await expect(tokens.verify(token)).resolves.toEqual(caller);
    const later = Date.now() + 16 * 60 * 1000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      await expect(tokens.verify(token)).rejects.toThrow();
    } finally {
      Date.now = realNow;
    }
  });
});
