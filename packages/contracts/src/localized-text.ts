import { z } from 'zod';
import { languages, type Language } from './languages';

/**
 * D9: what staff write for members (rewards now; posts, channels and quiz questions next) carries text per language.
 * Staff see and edit every language; members get the text resolved to theirs, tagged with the language it is in.
 * See docs/decisions/019-per-language-staff-text.md.
 */

/** A language key in a request: anything but en, fr or ar is refused as a bad request (4000). */
export const languageCode = z.enum(languages, '4000');

/** Text per language, each optional; an unknown language key or a text over `maxLength` is refused (4000). */
export const localizedText = (maxLength: number) =>
  z.partialRecord(languageCode, z.string().trim().max(maxLength, '4000'));
export type LocalizedText = Partial<Record<Language, string>>;

/** A text in every language it was given, and the one it was written in: the fallback. */
export const textPerLanguage = z.object({
  writtenIn: z.enum(languages),
  texts: z.partialRecord(z.enum(languages), z.string()),
});
export type TextPerLanguage = z.infer<typeof textPerLanguage>;

/** One text picked for a reader, with its language, so the page can set `lang` and `dir` on it. */
export const resolvedText = z.object({ text: z.string(), language: z.enum(languages) });
export type ResolvedText = z.infer<typeof resolvedText>;

/** The reader's language when the text exists in it, else the language it was written in (D9). */
export function resolveText(value: TextPerLanguage, wanted: Language): ResolvedText {
  const own = value.texts[wanted]?.trim();
  if (own) return { text: own, language: wanted };
  return { text: value.texts[value.writtenIn] ?? '', language: value.writtenIn };
}

/**
 * The translations worth keeping: blank ones and one in the written language (the written text itself stands for
 * that language) are dropped.
 */
export function translationsBeside(writtenIn: Language, texts: LocalizedText = {}): LocalizedText {
  return Object.fromEntries(
    Object.entries(texts).filter(([language, text]) => language !== writtenIn && Boolean(text?.trim())),
  ) as LocalizedText;
}

/**
 * Wraps a text in Unicode isolates (FSI … PDI), the plain-text `<bdi>`: an English name inside an Arabic sentence
 * (an email line, an announcement) keeps its own order and its trailing punctuation ("Calm+").
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
