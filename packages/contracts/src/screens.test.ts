import { describe, expect, it } from 'vitest';
import { isAppPath, paths, pathsOf, sandboxCheckoutPrefix, screenPatterns } from './screens';

describe('screen paths', () => {
  it('fill each `:name` segment in order, encoded as one segment', () => {
    const own = pathsOf({ list: '/app/notes', note: '/app/notes/:noteId/lines/:lineId' });
    expect(own.list()).toBe('/app/notes');
    expect(own.note('a/b', 'ü ?')).toBe('/app/notes/a%2Fb/lines/%C3%BC%20%3F');
    expect(paths.channel('c1')).toBe('/app/community/c1');
    expect(paths.receipt('p 1')).toBe('/app/billing/receipts/p%201');
    // @ts-expect-error: a channel's path needs its id
    expect(paths.channel()).toBe('/app/community/');
    // @ts-expect-error: the dashboard takes none
    expect(paths.dashboard('x')).toBe('/app/dashboard');
  });

  it('give every pattern but the catch-all a path that the pattern matches', () => {
    expect(Object.keys(paths)).toEqual(Object.keys(screenPatterns).filter((name) => name !== 'appAny'));
    for (const [name, pattern] of Object.entries(screenPatterns)) {
      if (pattern.includes('*')) continue;
      const fill = paths[name as keyof typeof paths] as (...values: string[]) => string;
      const path = fill('x', 'y');
      expect(path.split('/').length).toBe(pattern.split('/').length);
      expect(path).toBe(pattern.replace(/:\w+/g, 'x'));
    }
  });

  it('tell the signed-in app from the rest', () => {
    expect(sandboxCheckoutPrefix).toBe('/checkout/sandbox/');
    expect(isAppPath('/app')).toBe(true);
    expect(isAppPath('/app/feed')).toBe(true);
    expect(isAppPath('/application')).toBe(false);
    expect(isAppPath('/login')).toBe(false);
  });
});
