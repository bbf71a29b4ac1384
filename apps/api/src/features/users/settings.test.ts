import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('settings: password change and data export', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  const changePassword = (account: TestAccount | null, payload: object) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/identity/change-password',
      headers: account?.authorization ?? {},
      payload,
    });
  const signIn = (email: string, password: string) =>
    subject.app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password } });

  it('changes the password when the current one is right', async () => {
    const account = await registerMember(subject.app);
    const response = await changePassword(account, {
      currentPassword: 'correct-horse',
      newPassword: 'battery-staple',
    });
    expect(response.statusCode).toBe(200);
    expect((await signIn(account.email, 'correct-horse')).statusCode).toBe(401);
    expect((await signIn(account.email, 'battery-staple')).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: 'correct-horse', newPassword: 'correct-horse' }, 'newPassword', 6006, 400],
    [{ currentPassword: '', newPassword: 'battery-staple' }, 'currentPassword', 6003, 400],
    [{ currentPassword: 'correct-horse', newPassword: '123' }, 'newPassword', 6002, 400],
    [{ currentPassword: 'not-mine', newPassword: 'battery-staple' }, 'currentPassword', 7101, 401],
  ])('refuses %j (%s → %i) and keeps the password', async (payload, field, code, status) => {
    const account = await registerMember(subject.app);
    const response = await changePassword(account, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.details).toContainEqual({ field, code });
    expect((await signIn(account.email, 'correct-horse')).statusCode).toBe(200);
  });

  it('refuses an anonymous caller', async () => {
    expect(
      (await changePassword(null, { currentPassword: 'a', newPassword: 'bbbbbb' })).json().error.code,
    ).toBe(4001);
  });

  it('exports the caller’s own data as a JSON attachment', async () => {
    const account = await registerMember(subject.app);
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: account.authorization,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vitalia-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.profile.email).toBe(account.email);
    expect(body.account.authProvider).toBe('password');
    expect((await subject.app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});
