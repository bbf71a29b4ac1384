import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberScreens } from './route-table';

const sourceDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Every signed-in screen has these before it renders (lib/i18n.ts `startupNamespaces`). */
const startupCopy = ['common', 'errors', 'app', 'errors-app', 'notifications'];

const importPattern = /(?:from |import\()'(\.{1,2}\/[^']+)'/g;
const featuresDir = path.join(sourceDir, 'features');

/** The feature code a route file reaches, following its imports (static and lazy) through the features. */
function codeReachedFrom(file: string, reached = new Set<string>()): Set<string> {
  if (reached.has(file)) return reached;
  reached.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const base = path.resolve(path.dirname(file), specifier!);
    const target = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((end) => base + end)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (target?.startsWith(featuresDir)) codeReachedFrom(target, reached);
  }
  return reached;
}

/** The namespaces a screen's code asks for: `useTranslation('x')`, `useTranslation(['x', …])` and `t('x:key')`. */
function namespacesReadBy(routeFile: string): Set<string> {
  const found = new Set<string>();
  for (const file of codeReachedFrom(routeFile)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /useTranslation\(\[?'([a-z-]+)'|\bt\('([a-z-]+):/g,
    ))
      found.add((match[1] ?? match[2])!);
  }
  return found;
}

const screens = Object.entries(memberScreens).map(([pathname, screen]) => {
  const routeName = /routes\/app\/([a-z-]+)/.exec(screen.load.toString())?.[1];
  const later = 'laterCopy' in screen ? (screen.laterCopy as readonly string[]) : [];
  return { pathname, routeName, copy: [...(screen.copy as readonly string[]), ...later] };
});

describe('each signed-in screen names the copy it reads, fetched with its code', () => {
  it.each(screens)('$pathname', ({ routeName, copy }) => {
    expect(routeName).toBeDefined();
    for (const namespace of copy)
      expect(existsSync(path.join(sourceDir, 'locales/en', `${namespace}.json`))).toBe(true);
    const unlisted = [...namespacesReadBy(path.join(sourceDir, 'routes/app', `${routeName}.tsx`))].filter(
      (namespace) => !copy.includes(namespace) && !startupCopy.includes(namespace),
    );
    expect(unlisted).toEqual([]);
  });
});

const englishCopy = (namespace: string) =>
  JSON.parse(readFileSync(path.join(sourceDir, 'locales/en', `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

describe("each signed-in screen's tab title", () => {
  it.each(Object.entries(memberScreens))('$0', (_pathname, screen) => {
    const [namespace, key] = screen.title.includes(':')
      ? screen.title.split(':')
      : ['common', `titles.${screen.title}`];
    if (namespace !== 'common') expect(screen.copy as readonly string[]).toContain(namespace);
    const words = key!
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], englishCopy(namespace!));
    expect(typeof words).toBe('string');
  });
});
