import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes, errorMessages, languages } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';

const localesDir = path.dirname(new URL(import.meta.url).pathname);
/**
 * The API's emails, pushes and Stripe checkout words are in JSON too (apps/api/src/lib/email-words.ts,
 * features/notifications/push-words.ts), held to the same test.
 */
const emailLocalesDir = path.resolve(localesDir, '../../../api/src/locales');
const namespacesIn = (language: string, dir = localesDir) =>
  readdirSync(path.join(dir, language))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
/** English is the reference: a namespace is a file in `en/`, loaded by name when a screen asks for it. */
const namespaces = namespacesIn('en');

function read(language: string, namespace: string, dir = localesDir): unknown {
  return JSON.parse(readFileSync(path.join(dir, language, `${namespace}.json`), 'utf8'));
}

/** Every leaf as `path → value`; array items by index, so lengths must match too. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof value === 'string') return result.set(prefix, value);
  for (const [key, child] of Object.entries(value as object)) {
    for (const [leaf, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(leaf, text);
  }
  return result;
}

const markers = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((match) => match[0]).sort();

describe('locale files', () => {
  it('exist for the same namespaces in every language', () => {
    expect(namespaces).toContain('common');
    for (const language of languages) expect(namespacesIn(language)).toEqual(namespaces);
  });

  it('exist for the same emails, pushes and checkout words in every language', () => {
    expect(namespacesIn('en', emailLocalesDir)).toEqual(['checkout', 'emails', 'push']);
    for (const language of languages)
      expect(namespacesIn(language, emailLocalesDir)).toEqual(['checkout', 'emails', 'push']);
  });

  const everyFile = [
    ...namespaces.map((namespace) => ({ name: namespace, namespace, dir: localesDir })),
    { name: 'api: checkout', namespace: 'checkout', dir: emailLocalesDir },
    { name: 'api: emails', namespace: 'emails', dir: emailLocalesDir },
    { name: 'api: push', namespace: 'push', dir: emailLocalesDir },
  ];

  describe.each(everyFile)('$name', ({ namespace, dir }) => {
    const english = leaves(read('en', namespace, dir));

    it.each(languages.filter((language) => language !== 'en'))(
      'has the same keys in %s as in en',
      (language) => {
        expect([...leaves(read(language, namespace, dir)).keys()].sort()).toEqual([...english.keys()].sort());
      },
    );

    it.each(languages)('keeps the interpolation markers and tags of en in %s', (language) => {
      for (const [key, text] of leaves(read(language, namespace, dir))) {
        expect(markers(text), `${language}/${namespace}:${key}`).toEqual(markers(english.get(key) ?? ''));
      }
    });

    it.each(languages)('has no empty string in %s', (language) => {
      for (const [key, text] of leaves(read(language, namespace, dir))) {
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
      }
    });
  });

  it('gives privacy 10 sections and terms 12 in every language', () => {
    for (const language of languages) {
      const legal = read(language, 'legal') as {
        privacy: { sections: unknown[] };
        terms: { sections: unknown[] };
      };
      expect(legal.privacy.sections).toHaveLength(10);
      expect(legal.terms.sections).toHaveLength(12);
    }
  });

  /** Where each code's words are: `errors`, `errors-app`, or a feature's own namespace (top-level keys by code). */
  const codeKeysOf = (namespace: string) =>
    Object.entries(read('en', namespace) as Record<string, unknown>).filter(([key]) => /^\d{4}$/.test(key));

  it("says every error code of the catalogue in the spec's exact English", () => {
    const english = Object.fromEntries(namespaces.flatMap(codeKeysOf)) as Record<string, string>;
    for (const code of errorCodes) expect(english[String(code)]).toBe(errorMessages[code]);
  });

  it('keeps the features’ codes out of the first download: each code in one part of the catalogue', () => {
    const isFeatureCode = (code: number) => (code >= 6017 && code <= 6024) || code >= 7200;
    const placed = namespaces.flatMap((namespace) =>
      codeKeysOf(namespace).map(([code]) => ({ code, namespace })),
    );
    expect(
      placed.filter(({ code, namespace }) => namespace === 'errors' && isFeatureCode(Number(code))),
    ).toEqual([]);
    expect(
      placed.filter(({ code, namespace }) => namespace !== 'errors' && !isFeatureCode(Number(code))),
    ).toEqual([]);
    const codes = placed.map(({ code }) => code);
    expect(codes.length).toBe(new Set(codes).size);
  });
});
