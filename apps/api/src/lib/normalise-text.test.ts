import { describe, expect, it } from 'vitest';
import { foldText, wordsOf } from './normalise-text';

describe('foldText', () => {
  it('lower-cases and folds accents and ligatures', () => {
    expect(foldText('Œufs, Crème Brûlée, Straße')).toBe('oeufs, creme brulee, strasse');
  });

  it('removes tashkeel and tatweel and unifies Arabic letter forms', () => {
    expect(foldText('بُرُوتِين')).toBe('بروتين');
    expect(foldText('بروتيـــن')).toBe('بروتين');
    expect(foldText('أإآٱا')).toBe('ااااا');
    expect(foldText('مستشفى')).toBe('مستشفي');
    expect(foldText('ركبة')).toBe('ركبه');
    expect(foldText('مسؤول، شيئ')).toBe('مسوول، شيي');
  });

  it('writes digits the Western way and numbers whole', () => {
    expect(foldText('٥٠٠ سعرة')).toBe('500 سعره');
    expect(foldText('۱۲')).toBe('12');
    expect(foldText('2 000 kcal, 2,000 kcal, 2.000 kcal, 2\u202f000 kcal')).toBe(
      '2000 kcal, 2000 kcal, 2000 kcal, 2000 kcal',
    );
    expect(foldText('1,5 kg or 1.5 kg')).toBe('1,5 kg or 1.5 kg');
  });
});

describe('wordsOf', () => {
  it('drops English apostrophes, as members also type "cant"', () => {
    expect(wordsOf("I can't breathe, Karim's plan", 'en')).toEqual([
      'i',
      'cant',
      'breathe',
      'karims',
      'plan',
    ]);
  });

  it('drops French elisions', () => {
    expect(wordsOf('L’entraînement qu’il m’a donné, j’ai', 'fr')).toEqual([
      'entrainement',
      'il',
      'a',
      'donne',
      'ai',
    ]);
  });

  it('splits numbers from units and hyphenated words', () => {
    expect(wordsOf('5kg en 12-semaines, petit-déjeuner', 'fr')).toEqual([
      '5',
      'kg',
      'en',
      '12',
      'semaines',
      'petit',
      'dejeuner',
    ]);
  });

  it('strips the Arabic article and its proclitic forms, while two letters stay', () => {
    expect(wordsOf('البروتين والفطور بالشوفان فالقرعة للتمارين', 'ar')).toEqual([
      'بروتين',
      'فطور',
      'شوفان',
      'قرعه',
      'تمارين',
    ]);
    // ألم (pain) folds to الم: its ال is no article.
    expect(wordsOf('ألم', 'ar')).toEqual(['الم']);
  });
});
