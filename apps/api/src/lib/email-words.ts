import type { Language } from '@vitalia/contracts';
import ar from '../locales/ar/emails.json';
import en from '../locales/en/emails.json';
import fr from '../locales/fr/emails.json';

/**
 * The words of every email, one JSON file per language (issue 37), kept alike by the same three-language test as
 * the screens' copy (apps/web/src/locales/locales.test.ts): the same keys, the same `{{markers}}`, the same number
 * of lines. The compiler checks French and Arabic have English's shape.
 */
export type EmailCopy = typeof en;
const copies: Record<Language, EmailCopy> = { en, fr, ar };

export const emailCopyIn = (language: Language): EmailCopy => copies[language];

/** A phrase with its `{{markers}}` filled; a marker without a value is a mistake, never sent as written. */
export function fill(phrase: string, values: Readonly<Record<string, string | number>> = {}): string {
  return phrase.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for {{${name}}} in "${phrase}"`);
    return String(values[name]);
  });
}

/** "Hello Amina," or "Hello," when the name is not known. */
export const greetingIn = (language: Language, name: string | null) => {
  const { greeting } = copies[language];
  return name ? fill(greeting.named, { name }) : greeting.anonymous;
};
