import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { databaseRateLimitStore } from './rate-limit-store';

// Two servers share counters only through PostgreSQL; on the embedded database there is only ever one server.
const sharesPostgres = Boolean(loadConfig().databaseUrl);
let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ authRateLimitPerMinute: 3 });
});
afterAll(() => subject.close());

function hitOnce(
  store: InstanceType<ReturnType<typeof databaseRateLimitStore>>,
  key: string,
  windowMs: number,
) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
  );
}

describe('per-IP limits shared through the database', () => {
  it('counts one address together across instances, per route, and starts again when the window ends', async () => {
    const Store = databaseRateLimitStore(subject.database.db);
    const route = { routeInfo: { method: 'POST', url: '/api/identity/sign-in' } } as never;
    const first = new Store().child(route);
    const second = new Store().child(route);
    const otherRoute = new Store().child({
      routeInfo: { method: 'POST', url: '/api/identity/sign-up' },
    } as never);

    const answers = [];
    for (const store of [first, second, first, second])
      answers.push(await hitOnce(store, '10.9.0.1', 60_000));
    expect(answers.map((answer) => answer.current)).toEqual([1, 2, 3, 4]);
    expect(answers[3]!.ttl).toBeGreaterThan(50_000);
    expect((await hitOnce(otherRoute, '10.9.0.1', 60_000)).current).toBe(1);

    await hitOnce(first, '10.9.0.2', 200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await hitOnce(second, '10.9.0.2', 200)).current).toBe(1);
  });

  it.runIf(sharesPostgres)('holds one allowance when two servers share a PostgreSQL', async () => {
    const twin = await buildApp({
      config: { ...loadConfig(), environment: 'test', webDistDir: '/nonexistent', authRateLimitPerMinute: 3 },
      db: subject.database.db,
      logger: false,
      mailer: { send: async () => {} },
      keysDir: null,
    });
    const statuses = [];
    for (const app of [subject.app, twin, subject.app, twin]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        remoteAddress: '10.9.0.3',
        payload: { email: `shared.${Date.now()}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    await twin.close();
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('per-IP limits behind a proxy (TRUST_PROXY)', () => {
  const signIn = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
    });

  it('count each visitor the trusted proxy names, and the proxy itself when it is not trusted', async () => {
    const behindProxy = await createTestApp({ authRateLimitPerMinute: 2, trustedProxies: ['127.0.0.1'] });
    const direct = await createTestApp({ authRateLimitPerMinute: 2 });
    try {
      for (const app of [behindProxy.app, direct.app]) {
        await signIn(app, '203.0.113.7');
        await signIn(app, '203.0.113.7');
      }
      // Another visitor through the same proxy has an allowance of their own…
      expect((await signIn(behindProxy.app, '198.51.100.4')).statusCode).not.toBe(429);
      expect((await signIn(behindProxy.app, '203.0.113.7')).statusCode).toBe(429);
      // …unless the proxy is not trusted: then everyone behind it is one address.
      expect((await signIn(direct.app, '198.51.100.4')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
      await direct.close();
    }
  });
});
