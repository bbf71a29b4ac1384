import { describe, expect, it, vi } from 'vitest';

/** Which screens' code a fresh page fetches for `pathname`. */
async function screensFetched(pathname: string, hasSession: boolean) {
  vi.resetModules();
  const fetched: string[] = [];
  for (const [specifier, name] of [
    ['./layouts/app-layout', 'app-layout'],
    ['../routes/app/dashboard', 'dashboard'],
    ['../routes/app/settings', 'settings'],
    ['../routes/app/feed-post', 'feed-post'],
    ['../routes/login', 'login'],
    ['../routes/register', 'register'],
  ] as const) {
    vi.doMock(specifier, () => {
      fetched.push(name);
      return { default: () => null };
    });
  }
  const { preloadFirstScreen } = await import('./preload-first-screen');
  await preloadFirstScreen(pathname, hasSession);
  return fetched.sort();
}

describe('the first screen fetched while the copy and the session load', () => {
  it.each([
    ['/app/dashboard', true, ['app-layout', 'dashboard']],
    ['/app', true, ['app-layout', 'dashboard']],
    ['/app/settings', true, ['app-layout', 'settings']],
    ['/app/feed/42', true, ['app-layout', 'feed-post']],
    ['/app/nowhere', true, ['app-layout']],
    ['/app/dashboard', false, []],
    ['/login', false, ['login']],
    ['/', false, ['login']],
    ['/register', false, ['register']],
    ['/privacy', false, []],
    ['/application', true, []],
  ])('for %s, with a session %s: %j', async (pathname, hasSession, expected) => {
    expect(await screensFetched(pathname, hasSession)).toEqual(expected);
  });
});
