import { describe, expect, it } from 'vitest';
import { numberWordsIn } from './number-words';

describe('numberWordsIn (issue 38)', () => {
  it('reads English cardinals as people write them', () => {
    expect(numberWordsIn('about three thousand nine hundred calories', 'en')).toEqual([3900]);
    expect(numberWordsIn('Twenty-one squats, then three hundred and fifty metres.', 'en')).toEqual([21, 350]);
    expect(numberWordsIn('a hundred reps, two million steps, ninety-nine', 'en')).toEqual([
      100, 2_000_000, 99,
    ]);
    expect(numberWordsIn('Rest two or three minutes.', 'en')).toEqual([2, 3]);
  });

  it('reads French cardinals, with their twenties and "et"', () => {
    expect(numberWordsIn('environ trois mille neuf cents calories', 'fr')).toEqual([3900]);
    expect(numberWordsIn('quatre-vingt-dix secondes, quatre-vingts pompes, soixante-dix', 'fr')).toEqual([
      90, 80, 70,
    ]);
    expect(numberWordsIn('vingt et un jours, deux mille cinq cents pas, dix-sept', 'fr')).toEqual([
      21, 2500, 17,
    ]);
    expect(numberWordsIn('Vingt-quatre heures.', 'fr')).toEqual([24]);
  });

  it('reads Arabic cardinals, with the conjunction written on the word', () => {
    expect(numberWordsIn('حوالي ثلاثة آلاف وتسعمئة سعرة حرارية', 'ar')).toEqual([3900]);
    expect(numberWordsIn('واحد وعشرون يومًا، خمسمائة غرام، ثلاثة عشر', 'ar')).toEqual([21, 500, 13]);
    expect(numberWordsIn('أَلْفَان خطوة ومئتا متر', 'ar')).toContain(2000);
    expect(numberWordsIn('ألف و خمسمئة', 'ar')).toEqual([1500]);
  });

  it('leaves a lone "one" and words that are no number alone', () => {
    expect(numberWordsIn('Write down one thing you did better.', 'en')).toEqual([]);
    expect(numberWordsIn('Une banane ou un yaourt.', 'fr')).toEqual([]);
    expect(numberWordsIn('دوّن شيئًا واحدًا أتقنته', 'ar')).toEqual([]);
    expect(numberWordsIn('Someone, anyone, lonely: none of these.', 'en')).toEqual([]);
    expect(numberWordsIn('and and and', 'en')).toEqual([]);
    expect(numberWordsIn('', 'fr')).toEqual([]);
  });
});
