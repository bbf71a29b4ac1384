import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';

/** English copy loaded synchronously, so component tests read real strings. */
export async function initTestI18n() {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}
