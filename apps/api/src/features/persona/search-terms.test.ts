import { describe, expect, it } from 'vitest';
import { foldText } from '../../lib/normalise-text';
import { questionKey, searchWordsOf, stemArabic } from './search-terms';

describe('the Arabic light stemmer', () => {
  it('brings singular, plural and possessive forms together', () => {
    expect(new Set(['عضلة', 'عضلات', 'عضلاتي'].map((word) => stemArabic(foldText(word))))).toEqual(
      new Set(['عضل']),
    );
    expect(stemArabic(foldText('ركبتي'))).toBe(stemArabic(foldText('ركبة')));
    expect(stemArabic('سعرات')).toBe(stemArabic(foldText('سعرة')));
  });

  it('leaves loanwords ending in ين whole, and never cuts below three letters', () => {
    expect(stemArabic('بروتين')).toBe('بروتين');
    expect(stemArabic('كرياتين')).toBe('كرياتين');
    expect(stemArabic('بروتينات')).toBe('بروتين');
    expect(stemArabic('وقت')).toBe('وقت');
  });

  it('reads a word with the conjunction و both ways, and drops stop words with it', () => {
    expect(searchWordsOf('وبروتين وهل', 'ar')).toEqual([['وبروتين', 'بروتين']]);
  });
});

describe('the words members use for the same thing (issue 38)', () => {
  it('gives the words of one group a shared term, in each language', () => {
    const shared = (text: string, language: 'en' | 'fr' | 'ar') => searchWordsOf(text, language)[0]![0];
    expect(shared('jogging', 'en')).toBe(shared('running', 'en'));
    expect(shared('stomach', 'en')).toBe(shared('belly', 'en'));
    expect(shared('courbatures', 'fr')).toBe(shared('raide', 'fr'));
    expect(shared('الكرش', 'ar')).toBe(shared('البطن', 'ar'));
  });

  it('reads an Arabic word without its tanween alef or a preposition written onto it', () => {
    expect(searchWordsOf('يومًا', 'ar')[0]).toContain('يوم');
    expect(searchWordsOf('لحرق', 'ar')[0]).toContain('حرق');
  });
});

describe('questionKey', () => {
  it('is the same for a question asked in other case, punctuation or fillers, and differs otherwise', () => {
    const key = questionKey('How many rest days do I need each week?', 'en');
    expect(questionKey('how many rest days do I need each week', 'en')).toBe(key);
    expect(questionKey('How many rest days, each week?', 'en')).toBe(key);
    expect(questionKey('How many rest days do I need each month?', 'en')).not.toBe(key);
    expect(questionKey('Combien de jours de repos par semaine ?', 'fr')).toBe(
      questionKey('combien de jours de repos par semaine', 'fr'),
    );
  });
});
