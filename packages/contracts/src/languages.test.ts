import { describe, expect, it } from 'vitest';
import { languageInfo, resolveNewAccountLanguage, resolveStartupLanguage } from './languages';

describe('startup language (D5)', () => {
  it.each([
    { stored: 'ar', browser: 'fr-FR', expected: 'ar' },
    { stored: 'en', browser: 'ar-MA', expected: 'en' },
    { stored: 'de', browser: 'fr-CA', expected: 'fr' },
    { stored: null, browser: 'ar-MA', expected: 'ar' },
    { stored: null, browser: 'AR', expected: 'ar' },
    { stored: '', browser: 'en-US', expected: 'en' },
    { stored: null, browser: 'de-DE', expected: 'en' },
    { stored: undefined, browser: undefined, expected: 'en' },
    { stored: 'FR', browser: 'es', expected: 'en' },
  ])('stored $stored, browser $browser → $expected', ({ stored, browser, expected }) => {
    expect(resolveStartupLanguage(stored, browser)).toBe(expected);
  });

  it('gives a new account fr unless a language was chosen', () => {
    expect(resolveNewAccountLanguage(null)).toBe('fr');
    expect(resolveNewAccountLanguage('xx')).toBe('fr');
    expect(resolveNewAccountLanguage('ar')).toBe('ar');
  });

  it('writes Arabic right to left', () => {
    expect(languageInfo.ar.dir).toBe('rtl');
    expect(languageInfo.en.dir).toBe('ltr');
    expect(languageInfo.fr.dir).toBe('ltr');
  });
});
