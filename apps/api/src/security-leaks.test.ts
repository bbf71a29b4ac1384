import type { AddressInfo } from 'node:net';
import { sandboxTestCards } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieOf, registerMember, uniqueEmail, type TestAccount } from './test/accounts';
import { openCheckout, payCheckout } from './test/billing';
import { codesCsv, createReward, importFile } from './test/rewards';
import { smtpListener } from './test/smtp-listener';
import { createTestApp, memberWithRole, seedPlans, type TestApp } from './test/test-app';

/**
 * Issue 20's security suite (OWASP ASVS 5.0 level 2), continued from security.test.ts: what must never leave the
 * server, in an error's answer (V16.5.1) or in its log (V16.2.5).
 */

describe('error answers carry no stack, path or SQL (ASVS V16.5.1)', () => {
  let subject: TestApp;
  let member: TestAccount;
  beforeAll(async () => {
    subject = await createTestApp({}, (app) => {
      app.get('/api/test/throws', async () => {
        const error = new Error('select password_hash from identity_accounts failed');
        error.stack = `Error: ${error.message}\n    at handler (/work/apps/api/src/app.ts:12:3)`;
        throw error;
      });
      app.get('/api/test/query', async () =>
        subject.database.db.execute(sql`select password_hash from no_such_table`),
      );
      app.get('/api/test/caller-shaped', async () => {
        throw Object.assign(new Error('relation "identity_accounts" at /src/app.ts:1 (postgres)'), {
          statusCode: 400,
        });
      });
      app.get('/api/test/not-an-error', async () => {
        // What a library may throw: not every failure is an Error.
        throw 'INSERT INTO payments failed: stack at /src/app.ts:3';
      });
    });
    member = await registerMember(subject.app);
    // The identity's table goes: every request that reads or writes it now fails in the database driver.
    await subject.database.db.execute(sql`alter table identity_accounts rename to identity_accounts_gone`);
  });
  afterAll(() => subject?.close());

  const forbidden = [
    'at /',
    '.ts:',
    'select',
    'insert',
    'relation',
    'postgres',
    'pglite',
    'stack',
    'drizzle',
  ];
  const expectOnlyTheEnvelope = (response: LightMyRequestResponse, code: number, message: string) => {
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: { code, message } });
    for (const word of forbidden) expect(response.body.toLowerCase()).not.toContain(word);
  };

  it.each([
    ['an unexpected throw, with a stack and SQL in its message', { method: 'GET', url: '/api/test/throws' }],
    ['a query on a table that does not exist', { method: 'GET', url: '/api/test/query' }],
    ['a thrown string', { method: 'GET', url: '/api/test/not-an-error' }],
    [
      "sign-in, whose table is gone (the driver's SELECT fails)",
      {
        method: 'POST',
        url: '/api/identity/sign-in',
        payload: { email: 'a@example.com', password: 'secret-1' },
      },
    ],
    [
      "sign-up, whose table is gone (the driver's INSERT fails)",
      {
        method: 'POST',
        url: '/api/identity/sign-up',
        payload: { email: uniqueEmail(), password: 'secret-1' },
      },
    ],
  ] as const)('answers %s with 5000 and nothing more', async (_failure, request) => {
    const response = await subject.app.inject(request);
    expect(response.statusCode).toBe(500);
    expectOnlyTheEnvelope(response, 5000, 'Internal server error');
  });

  it('answers a signed-in request whose session check fails in the database with 5000 and nothing more', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: member.authorization,
    });
    expect(response.statusCode).toBe(500);
    expectOnlyTheEnvelope(response, 5000, 'Internal server error');
  });

  it("answers a failure shaped like the caller's mistake with 4000, without its message", async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/caller-shaped' });
    expect(response.statusCode).toBe(400);
    expectOnlyTheEnvelope(response, 4000, 'Invalid request');
  });
});

describe('secrets never reach the log, at its most verbose level (ASVS V16.2.5)', () => {
  const logLines: string[] = [];
  const mails: string[] = [];
  const smtp = smtpListener(async (message) => void mails.push(message.toString('utf8')));
  let subject: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    subject = await createTestApp({ logLevel: 'trace', smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, undefined, {
      logStream: { write: (line) => void logLines.push(line) },
      sendsRealMail: true,
    });
  });
  afterAll(async () => {
    await subject?.close();
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  });

  const log = () => logLines.join('');
  /** Anywhere in the log; a short code only as a number of its own, not inside a timestamp or a duration. */
  const logHolds = (secret: string) =>
    /^\d{1,8}$/.test(secret) ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(log()) : log().includes(secret);

  it('holds no password, token, cookie, reset code, promo code or card number after a member’s whole journey', async () => {
    const app = subject.app;
    const secrets: string[] = [];
    /** Every access token and refresh cookie a response hands out is a secret. */
    const kept = (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      const body = response.body ? (response.json() as { accessToken?: string }) : {};
      if (body.accessToken) secrets.push(body.accessToken);
      for (const cookie of response.cookies) if (cookie.value) secrets.push(cookie.value);
      return response;
    };
    const post = (url: string, payload?: object, headers: Record<string, string> = {}, cookie?: string) =>
      app.inject({
        method: 'POST',
        url,
        headers,
        ...(payload ? { payload } : {}),
        ...(cookie ? { cookies: { vitalia_refresh: cookie } } : {}),
      });

    // Staff stock a reward with promo codes; the member will claim one.
    const plans = await seedPlans(subject);
    const admin = await memberWithRole(subject, 'admin');
    secrets.push(admin.accessToken, admin.refreshCookie, 'correct-horse');
    const reward = await createReward(app, admin, { lowStockThreshold: 0 });
    const codePrefix = `VIP${Date.now().toString(36).toUpperCase()}`;
    expect((await importFile(app, admin, reward.id, 'codes.csv', codesCsv(codePrefix, 3))).statusCode).toBe(
      201,
    );

    // Sign-up, a mistyped password, sign-in, refresh.
    const email = uniqueEmail('journey');
    const passwords = ['first-Secret-17', 'typo-Secret-29', 'second-Secret-31', 'third-Secret-43'] as const;
    secrets.push(...passwords);
    const signedUp = kept(await post('/api/identity/sign-up', { email, password: passwords[0] }));
    const bearer = (response: LightMyRequestResponse) => ({
      authorization: `Bearer ${response.json().accessToken}`,
    });
    kept(
      await post(
        '/api/auth/register',
        {
          email,
          authProvider: 'password',
          uid: signedUp.json().user.uid,
          firstname: 'Amina',
          lastname: null,
          language: 'en',
        },
        bearer(signedUp),
      ),
    );
    expect((await post('/api/identity/sign-in', { email, password: passwords[1] })).statusCode).toBe(401);
    const signedIn = kept(await post('/api/identity/sign-in', { email, password: passwords[0] }));
    const refreshed = kept(
      await post('/api/identity/refresh?include=profile', undefined, {}, refreshCookieOf(signedIn)),
    );
    const member: TestAccount = {
      uid: refreshed.json().user.uid,
      email,
      accessToken: refreshed.json().accessToken,
      refreshCookie: refreshCookieOf(refreshed),
      authorization: bearer(refreshed),
    };

    // Premium with a card, then a claimed promo code.
    secrets.push(sandboxTestCards.succeeds);
    kept(await payCheckout(app, await openCheckout(app, member, plans.monthly.id)));
    const claimed = kept(
      await app.inject({
        method: 'POST',
        url: `/api/rewards/${reward.id}/claim`,
        headers: member.authorization,
      }),
    );
    const promoCode: string = claimed.json().data.code;
    expect(promoCode).toMatch(new RegExp(`^${codePrefix}-\\d$`));
    secrets.push(promoCode);

    // Change the password, sign out.
    kept(
      await post(
        '/api/identity/change-password',
        { currentPassword: passwords[0], newPassword: passwords[2] },
        member.authorization,
      ),
    );
    expect((await post('/api/identity/sign-out', undefined, {}, member.refreshCookie)).statusCode).toBe(204);

    // Forgotten password: the code comes by email, is checked, then sets a new password.
    kept(await post('/api/auth/password-reset/request', { email }));
    const resetMail = mails.find((mail) => mail.includes(`To: ${email}`) && /reset/i.test(mail));
    const resetCode = /^(\d{6})\r?$/m.exec(resetMail ?? '')?.[1];
    expect(resetCode).toMatch(/^\d{6}$/);
    secrets.push(resetCode!);
    kept(await post('/api/auth/password-reset/verify-code', { email, code: resetCode }));
    kept(await post('/api/auth/password-reset/reset', { email, code: resetCode, newPassword: passwords[3] }));
    kept(await post('/api/identity/sign-in', { email, password: passwords[3] }));

    // The log did record the journey, request by request and the mail it sent…
    const entries = logLines.map((line) => JSON.parse(line) as { msg?: string; req?: object });
    expect(entries.filter((entry) => entry.msg === 'incoming request').length).toBeGreaterThanOrEqual(15);
    expect(entries.some((entry) => entry.msg === 'mail sent')).toBe(true);
    expect(log()).toContain(email);
    // …and none of its secrets, nor any header that carries them.
    expect(secrets.length).toBeGreaterThan(15);
    expect(secrets.filter(logHolds)).toEqual([]);
    expect(log()).not.toMatch(/bearer\s/i);
    expect(log()).not.toMatch(/"(authorization|cookie|set-cookie)"\s*:\s*(?!"\[Redacted\]")/i);
    expect(log()).not.toContain('vitalia_refresh');
  });

  it('logs a body too broken to parse without the text around the fault', async () => {
    const password = 'broken-Secret-59';
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"someone@example.com","password":${password}}`,
    });
    expect(response.json().error.code).toBe(4000);
    expect(log()).toContain('rejected request');
    expect(log()).not.toContain(password.slice(0, 6));
  });
});

describe('a failed query is logged by its statement, never its values', () => {
  const logLines: string[] = [];
  const secret = 'promo-SECRET-4711';
  let subject: TestApp;
  beforeAll(async () => {
    const failingInsert = () =>
      subject.database.db.execute(sql`insert into no_such_table values (${secret})`);
    subject = await createTestApp(
      {},
      (app) => {
        app.get('/api/test/failing-insert', failingInsert);
        // The same failure as the cause of ours: pino writes each cause's message and stack beside the error's.
        app.get('/api/test/failing-insert-as-cause', async () => {
          try {
            await failingInsert();
          } catch (cause) {
            throw new Error('storing the code failed', { cause });
          }
        });
      },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
  });
  afterAll(() => subject?.close());

  it.each(['/api/test/failing-insert', '/api/test/failing-insert-as-cause'])('%s', async (url) => {
    logLines.length = 0;
    const response = await subject.app.inject({ method: 'GET', url });
    expect(response.json().error.code).toBe(5000);
    const log = logLines.join('');
    expect(log).toContain('insert into no_such_table');
    expect(log).toContain('no_such_table');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('params');
  });
});
