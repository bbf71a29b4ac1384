import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signUp, uniqueEmail, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const completeProfile = {
  firstname: 'Amina',
  lastname: 'El Idrissi',
  username: 'amina.runs',
  gender: 'female',
  birthDate: '1994-05-17',
};

describe('users and profiles (spec §7, D6)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  const me = (account: TestAccount) =>
    subject.app.inject({ method: 'GET', url: '/api/users/me', headers: account.authorization });
  const update = (account: TestAccount, payload: object) =>
    subject.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: account.authorization,
      payload,
    });
  const register = (account: TestAccount, payload: object) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: account.authorization,
      payload,
    });

  describe('register', () => {
    it('answers 4004 from users/me until the identity is registered', async () => {
      const account = await signUp(subject.app);
      expect((await me(account)).json().error.code).toBe(4004);
    });

    it('registers the caller as a user with an incomplete profile and no subscription', async () => {
      const account = await signUp(subject.app);
      const response = await register(account, {
        email: account.email,
        authProvider: 'password',
        uid: account.uid,
        firstname: null,
        lastname: null,
        language: 'fr',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        role: 'user',
        isCompleted: false,
        subscription: null,
        email: account.email,
        firstname: null,
        lastname: null,
        language: 'fr',
      });
      expect((await me(account)).json().data.email).toBe(account.email);
    });

    it('keeps the first and last name an SSO sign-up brings', async () => {
      const account = await signUp(subject.app);
      const response = await register(account, {
        email: account.email,
        authProvider: 'google.com',
        uid: account.uid,
        firstname: 'Karim',
        lastname: 'Benali',
        language: 'ar',
      });
      expect(response.json().data).toMatchObject({ firstname: 'Karim', lastname: 'Benali', language: 'ar' });
    });

    it('refuses to register another identity (4003) or twice (7104)', async () => {
      const account = await signUp(subject.app);
      const payload = { email: account.email, authProvider: 'password', uid: account.uid, language: 'en' };
      expect((await register(account, { ...payload, uid: 'someone-else' })).json().error.code).toBe(4003);
      expect((await register(account, { ...payload, email: uniqueEmail('other') })).json().error.code).toBe(
        4003,
      );
      expect((await register(account, payload)).statusCode).toBe(201);
      const again = await register(account, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe(7104);
    });

    it('refuses an unknown provider or language', async () => {
      const account = await signUp(subject.app);
      const payload = { email: account.email, authProvider: 'github.com', uid: account.uid, language: 'de' };
      const response = await register(account, payload);
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .error.details.map((detail: { field: string }) => detail.field)
          .sort(),
      ).toEqual(['authProvider', 'language']);
    });
  });

  describe('profile completion', () => {
    it('completes the profile once every required field is valid', async () => {
      const account = await registerMember(subject.app);
      const response = await update(account, {
        ...completeProfile,
        username: `amina.${Date.now()}`,
        bio: '  Marathons and mint tea.  ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        isCompleted: true,
        bio: 'Marathons and mint tea.',
        lastname: 'El Idrissi',
      });
    });

    it('stays incomplete while a required field is missing', async () => {
      const account = await registerMember(subject.app);
      const { gender: _gender, ...withoutGender } = completeProfile;
      const response = await update(account, { ...withoutGender, username: `nogender.${Date.now()}` });
      expect(response.json().data.isCompleted).toBe(false);
    });

    it.each([
      [{ firstname: '' }, 'firstname', 6007],
      [{ firstname: 'R2-D2' }, 'firstname', 6008],
      [{ lastname: '   ' }, 'lastname', 6009],
      [{ lastname: '<script>' }, 'lastname', 6010],
      [{ username: '' }, 'username', 6011],
      [{ username: 'a b' }, 'username', 6012],
      [{ gender: 'robot' }, 'gender', 6013],
      [{ birthDate: '' }, 'birthDate', 6014],
      [{ birthDate: '2001-02-30' }, 'birthDate', 6015],
      [{ birthDate: 'yesterday' }, 'birthDate', 6015],
      [{ bio: '   ' }, 'bio', 6021],
      [{ bio: 'x'.repeat(501) }, 'bio', 6022],
    ])('refuses %j with %s → %i and stores nothing', async (change, field, code) => {
      const account = await registerMember(subject.app);
      const before = (await me(account)).json().data;
      const response = await update(account, {
        ...completeProfile,
        username: `valid.${Date.now()}`,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toContainEqual({ field, code });
      expect((await me(account)).json().data).toEqual(before);
    });

    it('accepts names in Arabic and with apostrophes', async () => {
      const account = await registerMember(subject.app);
      const response = await update(account, { firstname: 'كريم', lastname: "N'Diaye-Martin" });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ firstname: 'كريم', lastname: "N'Diaye-Martin" });
    });

    it('refuses anyone under 13 (6015), storing nothing, and admits a 13th birthday', async () => {
      const account = await registerMember(subject.app);
      const tooYoung = await update(account, { birthDate: yearsAgo(13, 1) });
      expect(tooYoung.json().error.details).toContainEqual({ field: 'birthDate', code: 6015 });
      expect((await me(account)).json().data.birthDate).toBeNull();
      expect((await update(account, { birthDate: yearsAgo(13) })).statusCode).toBe(200);
    });

    it('keeps usernames unique whatever their case (7103)', async () => {
      const first = await registerMember(subject.app);
      const second = await registerMember(subject.app);
      const username = `Karim.${Date.now()}`;
      expect((await update(first, { username })).statusCode).toBe(200);
      const taken = await update(second, { username: username.toLowerCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ code: 7103, details: [{ field: 'username', code: 7103 }] });
    });

    it('changes only the caller’s own profile', async () => {
      const first = await registerMember(subject.app);
      const second = await registerMember(subject.app);
      await update(first, { firstname: 'Premier' });
      expect((await me(second)).json().data.firstname).toBeNull();
      expect((await me(first)).json().data.email).toBe(first.email);
    });

    it('changes the language', async () => {
      const account = await registerMember(subject.app);
      expect((await update(account, { language: 'ar' })).json().data.language).toBe('ar');
      expect((await update(account, { language: 'xx' })).statusCode).toBe(400);
    });
  });
});
