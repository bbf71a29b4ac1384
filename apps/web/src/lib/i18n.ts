import {
  fallbackLanguage,
  isAppPath,
  isLanguage,
  languageInfo,
  languageStorageKey,
  languages,
  resolveStartupLanguage,
  type Language,
} from '@vitalia/contracts';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { brand } from './brand';

// Each language × namespace (a file of locales/<language>/) is a JSON file of its own, fetched when a screen first asks
// for it: a visitor downloads only the language they read (locale-files.ts writes them at build time).
const localesBase = import.meta.env.VITE_LOCALES_BASE;

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/**
 * A key with no text in the reader's language would reach the screen as `alerts.profileUpdated`. It is never silent:
 * the journeys fail on this console line (e2e/support), and unit tests throw (test/i18n.ts).
 */
export function reportMissingTranslation(languages: readonly string[], namespace: string, key: string) {
  console.error(`Missing translation: ${namespace}:${key} (${languages.join(', ')})`);
}

export function applyDocumentLanguage(language: string) {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  document.documentElement.dir = languageInfo[language].dir;
}

/**
 * The copy the first screen's layout needs beside common and errors, fetched with them rather than once that layout
 * asks for it: one round trip less before the sign-in screens and the signed-in area show.
 */
export function startupNamespaces(pathname: string): string[] {
  // The bar's notification bell is on every signed-in screen.
  if (isAppPath(pathname)) return ['app', 'errors-app', 'notifications'];
  // Pages reached from outside the app (the sandbox checkout, a digest's unsubscribe link) answer features' codes.
  if (pathname.startsWith('/checkout/') || pathname.startsWith('/feed/digest/')) return ['errors-app'];
  if (/^\/(login|register|password-reset)?$/.test(pathname)) return ['auth'];
  return [];
}

/**
 * The language a visit starts in: the one a link from an email names (`?lang=fr`, the member's language when it was
 * sent), else the choice made on this device, else the browser's (D5). The link's is not kept as a choice.
 */
export function startupLanguage(search: string, stored: string | null, browserLanguage: string): Language {
  const linked = new URLSearchParams(search).get('lang');
  return isLanguage(linked) ? linked : resolveStartupLanguage(stored, browserLanguage);
}

/** `firstScreenCopy`: what the screen the page opens on reads beyond the start-up copy, fetched in the same round. */
export async function initI18n(firstScreenCopy: readonly string[] = []): Promise<void> {
  const language = startupLanguage(location.search, readStoredLanguage(), navigator.language);
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const response = await fetch(`${localesBase}/${lng}/${ns}.json`);
        if (!response.ok) throw new Error(`Missing locale file ${lng}/${ns} (${response.status})`);
        return (await response.json()) as Record<string, unknown>;
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      // No key-level fallback: a test keeps the three languages' keys identical, so loading English beside Arabic
      // or French would only add to the first download. Unsupported languages fall back to English at start-up (D5).
      fallbackLng: false,
      supportedLngs: languages,
      ns: ['common', 'errors', ...startupNamespaces(location.pathname), ...firstScreenCopy],
      defaultNS: 'common',
      // The spec's translation defaults (§9).
      keySeparator: '.',
      nsSeparator: ':',
      interpolation: { prefix: '{{', suffix: '}}', escapeValue: false, defaultVariables: { ...brand } },
      returnNull: false,
      saveMissing: true,
      saveMissingTo: 'current',
      missingKeyHandler: reportMissingTranslation,
    });
  applyDocumentLanguage(language);
}

/** Fetches copy ahead of the screen that reads it. A failure is left to that screen, which asks again and says so. */
export async function loadCopy(namespaces: readonly string[]): Promise<void> {
  await i18next.loadNamespaces([...namespaces]).catch(() => undefined);
}

/** D5: the choice is kept under `language` and drives `<html lang dir>`. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode: the choice still applies to this visit.
  }
  await i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : fallbackLanguage;
}

export function intlLocale(language: Language = currentLanguage()): string {
  return languageInfo[language].intlLocale;
}
