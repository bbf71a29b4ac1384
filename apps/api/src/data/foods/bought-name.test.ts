import { languages } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { foodTable, foodsById } from '../foods';
import { boughtName } from './bought-name';

describe('a food as it is bought', () => {
  it('says no cooking of a food weighed cooked, in any language, and keeps every other name as it is', () => {
    const cooking =
      /\b(cooked|boiled|baked|grilled|roasted|braised|cuite?s?|grillée?s?|rôtie?s?)\b|مطبوخ|مطهو|مشوي/i;
    for (const food of foodTable) {
      for (const language of languages) {
        const name = boughtName(food, language);
        if (food.purchaseRatio === 1) expect(name).toBe(food.names[language]);
        else expect(name, `${food.id} in ${language}`).not.toMatch(cooking);
        expect(name.trim().length, `${food.id} in ${language}`).toBeGreaterThan(2);
      }
    }
  });

  it('reads lentils, grilled chicken and slow-cooked beef as a shop sells them', () => {
    const food = (id: string) => foodsById.get(id)!;
    expect(languages.map((language) => boughtName(food('lentils-cooked'), language))).toEqual([
      'Lentils',
      'Lentilles',
      'عدس',
    ]);
    expect(boughtName(food('chicken-breast'), 'fr')).toBe('Blanc de poulet');
    expect(boughtName(food('beef-stew'), 'ar')).toBe('لحم بقري');
    expect(boughtName(food('banana'), 'en')).toBe('Banana');
  });
});
