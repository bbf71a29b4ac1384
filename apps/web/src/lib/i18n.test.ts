import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../test/i18n';
import { reportMissingTranslation, startupLanguage, startupNamespaces } from './i18n';

beforeAll(initTestI18n);

describe('missing translations', () => {
  it('fail a unit test instead of putting the raw key on screen', () => {
    expect(i18next.t('common:alert.ok')).toBe('OK');
    expect(() => i18next.t('common:alerts.noSuchMessage')).toThrow(
      'Missing translation: common:alerts.noSuchMessage',
    );
  });

  it('are reported in the browser with the line the journeys fail on', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportMissingTranslation(['ar'], 'auth', 'alerts.profileUpdated');
    expect(consoleError).toHaveBeenCalledWith('Missing translation: auth:alerts.profileUpdated (ar)');
    consoleError.mockRestore();
  });
});

describe('the copy fetched at start-up beside common and errors', () => {
  it.each([
    ['/', ['auth']],
    ['/login', ['auth']],
    ['/register', ['auth']],
    ['/password-reset', ['auth']],
    ['/app', ['app', 'errors-app', 'notifications']],
    ['/app/dashboard', ['app', 'errors-app', 'notifications']],
    ['/app/rewards/winner', ['app', 'errors-app', 'notifications']],
    ['/checkout/sandbox/cs_1', ['errors-app']],
    ['/feed/digest/unsubscribe', ['errors-app']],
    ['/privacy', []],
    ['/application', []],
    ['/login/extra', []],
  ])('for %s is %j', (pathname, expected) => {
    expect(startupNamespaces(pathname)).toEqual(expected);
  });
});

describe('the language a visit starts in', () => {
  it('is the one a link from an email names, then the choice made here, then the browser’s', () => {
    expect(startupLanguage('?token=t&lang=ar', 'fr', 'en-GB')).toBe('ar');
    expect(startupLanguage('?token=t', 'fr', 'en-GB')).toBe('fr');
    expect(startupLanguage('', null, 'fr-FR')).toBe('fr');
    // A language the app does not speak in the link is ignored, not a way past the rules.
    expect(startupLanguage('?lang=de', null, 'ar-MA')).toBe('ar');
    expect(startupLanguage('?lang=de', null, 'de-DE')).toBe('en');
  });
});
