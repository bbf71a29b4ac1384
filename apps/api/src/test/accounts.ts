import type { App } from '../app';

export interface TestAccount {
  uid: string;
  email: string;
  accessToken: string;
  refreshCookie: string;
  authorization: { authorization: string };
}

let counter = 0;
export const uniqueEmail = (prefix = 'member') => `${prefix}.${Date.now()}.${(counter += 1)}@example.com`;

export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'vitalia_refresh');
  if (!cookie) throw new Error('no refresh cookie in the response');
  return cookie.value;
}

/** Signs up through the identity API, as the web app does. */
export async function signUp(
  app: App,
  email = uniqueEmail(),
  password = 'correct-horse',
): Promise<TestAccount> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-up',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json();
  return {
    uid: body.user.uid,
    email,
    accessToken: body.accessToken,
    refreshCookie: refreshCookieOf(response),
    authorization: { authorization: `Bearer ${body.accessToken}` },
  };
}

/** Signs up and registers the product profile (spec §4 sign-up). */
export async function registerMember(app: App, email = uniqueEmail()): Promise<TestAccount> {
  const account = await signUp(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: account.authorization,
    payload: {
      email,
      authProvider: 'password',
      uid: account.uid,
      firstname: null,
      lastname: null,
      language: 'fr',
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return account;
}
