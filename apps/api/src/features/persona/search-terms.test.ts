import { describe, expect, it } from 'vitest';
import { foldText } from '../../lib/normalise-text';
import { searchWordsOf, stemArabic } from './search-terms';

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
