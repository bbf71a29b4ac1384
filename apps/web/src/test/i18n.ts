import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { brand } from '../lib/brand';
import auth from '../locales/en/auth.json';
import common from '../locales/en/common.json';
import errors from '../locales/en/errors.json';
import errorsApp from '../locales/en/errors-app.json';
import notifications from '../locales/en/notifications.json';
import settings from '../locales/en/settings.json';

// `notifications`: the bell is in every signed-in bar.
const copy = { common, auth, errors, 'errors-app': errorsApp, notifications, settings };

/** English copy loaded synchronously, so component tests read real strings. */
export async function initTestI18n() {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    // Tests that switch language (a profile in French, say) still read English rather than keys.
    fallbackLng: 'en',
    // A copy: the store is changed in place, and `resetTestI18n` goes back to the original.
    resources: { en: structuredClone(copy) },
    defaultNS: 'common',
    // As the app interpolates: {{appName}} and {{supportEmail}} in any string.
    interpolation: { escapeValue: false, defaultVariables: { ...brand } },
    // A key a component asks for that no loaded namespace holds fails the test instead of rendering the key.
    saveMissing: true,
    saveMissingTo: 'current',
    missingKeyHandler: (_languages, namespace, key) => {
      throw new Error(`Missing translation: ${namespace}:${key}`);
    },
  });
}

/**
 * Back to what `initTestI18n` loads, in English. The files of a worker share one i18next (setup.ts): strings another
 * file added (French `common`, say) would otherwise answer where this file expects the English fallback.
 */
export async function resetTestI18n() {
  if (!i18next.isInitialized) return;
  for (const [language, namespaces] of Object.entries(i18next.store.data)) {
    for (const namespace of Object.keys(namespaces)) i18next.removeResourceBundle(language, namespace);
  }
  for (const [namespace, strings] of Object.entries(copy)) {
    i18next.addResourceBundle('en', namespace, strings);
  }
  await i18next.changeLanguage('en');
}
