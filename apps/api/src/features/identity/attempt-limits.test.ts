import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { attemptLimits, limitPolicies, lockSecondsAfter } from './attempt-limits';
import { identityRepository } from './identity.repository';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

const signInFrom = (ip: string, email: string, password: string) =>
  subject.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in',
    remoteAddress: ip,
    payload: { email, password },
  });

describe('per-account limits with backoff (D3)', () => {
  it('doubles the lock with each failure past the free ones, up to the cap', () => {
    const policy = limitPolicies['sign-in'];
    expect([4, 5, 6, 7].map((failures) => lockSecondsAfter(policy, failures))).toEqual([0, 30, 60, 120]);
    expect(lockSecondsAfter(policy, 40)).toBe(policy.maxLockSeconds);
  });

  it('locks an account after 5 wrong passwords, whatever address they come from', async () => {
    const account = await signUp(subject.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signInFrom(`10.0.0.${attempt}`, account.email, 'wrong-password');
      expect(response.json().error.code).toBe(7101);
    }
    const locked = await signInFrom('10.0.0.99', account.email, 'wrong-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe(7001);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: a guesser must not learn that it was right.
    expect((await signInFrom('10.0.0.100', account.email, 'correct-horse')).statusCode).toBe(429);
    // Resetting the password by emailed code proves the owner, and lifts the lock.
    await subject.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: account.email },
    });
    const code = /\b(\d{6})\b/.exec(subject.outbox.at(-1)!.text)![1]!;
    await subject.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/reset',
      payload: { email: account.email, code, newPassword: 'brand-new-1' },
    });
    expect((await signInFrom('10.0.0.101', account.email, 'brand-new-1')).statusCode).toBe(200);
    // Other accounts are untouched.
    const other = await signUp(subject.app);
    expect((await signInFrom('10.0.0.99', other.email, 'correct-horse')).statusCode).toBe(200);
  });

  it('recovers when the lock ends, locks longer on the next failure, and forgets after a success', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const limits = attemptLimits(identityRepository(subject.database.db), () => now);
    const email = uniqueEmail('backoff');
    const waitFor = () =>
      limits.assertAllowed('sign-in', email).then(
        () => 0,
        (error: { retryAfterSeconds?: number }) => error.retryAfterSeconds ?? -1,
      );

    for (let failure = 0; failure < 5; failure += 1) await limits.recordFailure('sign-in', email);
    expect(await waitFor()).toBe(30);
    now = new Date(now.getTime() + 31_000);
    expect(await waitFor()).toBe(0);
    await limits.recordFailure('sign-in', email);
    expect(await waitFor()).toBe(60);

    now = new Date(now.getTime() + 61_000);
    await limits.clear('sign-in', email);
    await limits.recordFailure('sign-in', email);
    expect(await waitFor()).toBe(0);
  });

  it('starts counting again once the window has passed', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const limits = attemptLimits(identityRepository(subject.database.db), () => now);
    const email = uniqueEmail('window');
    for (let failure = 0; failure < 4; failure += 1) await limits.recordFailure('sign-in', email);
    now = new Date(now.getTime() + limitPolicies['sign-in'].windowSeconds * 1000 + 1000);
    await limits.recordFailure('sign-in', email);
    await expect(limits.assertAllowed('sign-in', email)).resolves.toBeUndefined();
  });

  it('limits reset requests per address, known or not, without saying which', async () => {
    const known = await signUp(subject.app);
    const unknown = uniqueEmail('nobody');
    for (const email of [known.email, unknown]) {
      const answers = [];
      for (let request = 0; request < 4; request += 1) {
        const response = await subject.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          remoteAddress: `10.1.0.${request}`,
          payload: { email },
        });
        answers.push(response.statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    }
  });

  it('refuses repeated sign-ups of a taken address', async () => {
    const account = await signUp(subject.app);
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/identity/sign-up',
        remoteAddress: `10.2.0.${attempt}`,
        payload: { email: account.email, password: 'another-pass' },
      });
      codes.push(response.json().error.code);
    }
    expect(codes).toEqual([7100, 7100, 7100, 7100, 7100, 7001]);
  });
});
