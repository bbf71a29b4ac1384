/** Interface languages (spec §1, §9; decisions D5). */
export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];

export const fallbackLanguage: Language = 'en';
export const newAccountDefaultLanguage: Language = 'fr';
export const languageStorageKey = 'language';

export const languageInfo: Readonly<
  Record<Language, { nativeName: string; dir: 'ltr' | 'rtl'; intlLocale: string }>
> = {
  en: { nativeName: 'English', dir: 'ltr', intlLocale: 'en-GB' },
  fr: { nativeName: 'Français', dir: 'ltr', intlLocale: 'fr-FR' },
  // Western digits, as members in the Maghreb read them and as the Arabic copy is written.
  ar: { nativeName: 'العربية', dir: 'rtl', intlLocale: 'ar-u-nu-latn' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * D5: the stored choice if supported; else the first part of the browser language if supported; else the fallback.
 */
export function resolveStartupLanguage(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  const primary = browserLanguage?.split('-')[0]?.toLowerCase();
  if (isLanguage(primary)) return primary;
  return fallbackLanguage;
}

/** D5: a new account takes the language the person chose in the switcher, otherwise fr. */
export function resolveNewAccountLanguage(chosen: string | null | undefined): Language {
  return isLanguage(chosen) ? chosen : newAccountDefaultLanguage;
}
