import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes } from '../../db/schema';
import { registerMember, signUp, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('password reset by emailed code (spec §7, D3)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  const post = (url: string, payload: object) =>
    subject.app.inject({ method: 'POST', url: `/api/auth/password-reset/${url}`, payload });
  const signIn = (email: string, password: string) =>
    subject.app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password } });

  async function requestCode(email: string): Promise<string> {
    const before = subject.outbox.length;
    expect((await post('request', { email })).statusCode).toBe(200);
    expect(subject.outbox).toHaveLength(before + 1);
    const code = /\b(\d{6})\b/.exec(subject.outbox.at(-1)!.text)?.[1];
    if (!code) throw new Error('no code in the email');
    return code;
  }

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const account = await signUp(subject.app);
    const known = await post('request', { email: account.email });
    const before = subject.outbox.length;
    const unknown = await post('request', { email: uniqueEmail('ghost') });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(subject.outbox).toHaveLength(before);
  });

  it('emails a 6-digit code in the account language, Arabic right to left', async () => {
    const account = await registerMember(subject.app);
    await subject.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: account.authorization,
      payload: { language: 'ar' },
    });
    const code = await requestCode(account.email);
    const mail = subject.outbox.at(-1)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.to).toBe(account.email);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toContain('Vitalia');
  });

  it('resets the password with the right code, once, and ends every session', async () => {
    const account = await signUp(subject.app);
    const code = await requestCode(account.email);
    expect((await post('verify-code', { email: account.email, code })).statusCode).toBe(200);
    expect((await post('reset', { email: account.email, code, newPassword: 'brand-new-1' })).statusCode).toBe(
      200,
    );

    expect((await signIn(account.email, 'correct-horse')).statusCode).toBe(401);
    expect((await signIn(account.email, 'brand-new-1')).statusCode).toBe(200);
    const refresh = await subject.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      cookies: { vitalia_refresh: account.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);

    const reuse = await post('reset', { email: account.email, code, newPassword: 'third-one-1' });
    expect(reuse.json().error.code).toBe(7102);
    expect((await signIn(account.email, 'brand-new-1')).statusCode).toBe(200);
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const account = await signUp(subject.app);
    const code = await requestCode(account.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await post('verify-code', { email: account.email, code: wrongCode(code) })).json().error.code,
      ).toBe(7102);
    }
    expect((await post('verify-code', { email: account.email, code })).json().error.code).toBe(7102);
    expect(
      (await post('reset', { email: account.email, code, newPassword: 'brand-new-1' })).json().error.code,
    ).toBe(7102);
    expect((await signIn(account.email, 'correct-horse')).statusCode).toBe(200);
  });

  it('refuses an expired code and leaves the password alone', async () => {
    const account = await signUp(subject.app);
    const code = await requestCode(account.email);
    await subject.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.uid, account.uid));
    expect((await post('verify-code', { email: account.email, code })).json().error.code).toBe(7102);
    expect(
      (await post('reset', { email: account.email, code, newPassword: 'brand-new-1' })).json().error.code,
    ).toBe(7102);
    expect((await signIn(account.email, 'correct-horse')).statusCode).toBe(200);
  });

  it('replaces the previous code when a new one is requested', async () => {
    const account = await signUp(subject.app);
    const first = await requestCode(account.email);
    const second = await requestCode(account.email);
    if (first !== second)
      expect((await post('verify-code', { email: account.email, code: first })).statusCode).toBe(400);
    expect((await post('verify-code', { email: account.email, code: second })).statusCode).toBe(200);
  });

  it.each([
    ['request', { email: 'nope' }, 'email', 6000],
    ['verify-code', { email: 'a@example.com', code: '12ab56' }, 'code', 4000],
    ['reset', { email: 'a@example.com', code: '123456', newPassword: '123' }, 'newPassword', 6002],
    ['reset', { email: 'a@example.com', code: '123456' }, 'newPassword', 6003],
  ])('%s refuses %j (%s → %i)', async (url, payload, field, code) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, code });
  });
});
