import { describe, expect, it } from 'vitest';
import { isolate, localizedText, resolveText, translationsBeside } from './localized-text';
import { rewardTextIn, rewardTranslations } from './rewards';

describe('text per language (D9)', () => {
  const calm = {
    writtenIn: 'en' as const,
    texts: { en: 'Calm streaming, 3 months free', ar: 'بث Calm، ثلاثة أشهر مجانًا' },
  };

  it('gives the reader their language when the text exists in it', () => {
    expect(resolveText(calm, 'ar')).toEqual({ text: 'بث Calm، ثلاثة أشهر مجانًا', language: 'ar' });
    expect(resolveText(calm, 'en')).toEqual({ text: 'Calm streaming, 3 months free', language: 'en' });
  });

  it('falls back to the language it was written in, saying so, when the reader’s is missing or blank', () => {
    expect(resolveText(calm, 'fr')).toEqual({ text: 'Calm streaming, 3 months free', language: 'en' });
    const writtenInFrench = { writtenIn: 'fr' as const, texts: { fr: 'Tapis de yoga', en: '   ' } };
    expect(resolveText(writtenInFrench, 'en')).toEqual({ text: 'Tapis de yoga', language: 'fr' });
    expect(resolveText(writtenInFrench, 'ar')).toEqual({ text: 'Tapis de yoga', language: 'fr' });
  });

  it('resolves a reward field from its written text and translations', () => {
    const reward = {
      name: 'Tapis de yoga',
      description: '',
      writtenIn: 'fr' as const,
      translations: { name: { ar: 'سجادة يوغا' }, description: { en: 'A mat' } },
    };
    expect(rewardTextIn(reward, 'name', 'ar')).toEqual({ text: 'سجادة يوغا', language: 'ar' });
    expect(rewardTextIn(reward, 'name', 'en')).toEqual({ text: 'Tapis de yoga', language: 'fr' });
    expect(rewardTextIn(reward, 'description', 'en')).toEqual({ text: 'A mat', language: 'en' });
    expect(rewardTextIn(reward, 'description', 'ar')).toEqual({ text: '', language: 'fr' });
  });

  it('keeps only real translations beside the written language', () => {
    expect(translationsBeside('en', { en: 'Shoes', fr: '  ', ar: 'أحذية' })).toEqual({ ar: 'أحذية' });
    expect(translationsBeside('fr')).toEqual({});
  });

  it('refuses an unknown language, a text too long or an unknown field, with the bad-request code', () => {
    const name = localizedText(5);
    expect(name.parse({ fr: '  Yoga ' })).toEqual({ fr: 'Yoga' });
    for (const bad of [{ de: 'Yoga' }, { fr: 'Yoga mat' }, { ar: 42 }]) {
      const result = name.safeParse(bad);
      expect(result.success).toBe(false);
    }
    expect(name.safeParse({ fr: 'Yoga mat' }).error?.issues[0]?.message).toBe('4000');
    expect(rewardTranslations.safeParse({ title: { fr: 'x' } }).error?.issues[0]?.message).toBe('4000');
  });

  it('isolates a text so its direction does not leak into the sentence around it', () => {
    expect(isolate('Calm+')).toBe('\u2068Calm+\u2069');
  });
});
