import { describe, expect, it } from 'vitest';
import { namesRestrictedFood, type FoodRestrictions } from './restricted-foods';

const allergic = (...allergies: FoodRestrictions['allergies']): FoodRestrictions => ({
  allergies,
  diets: [],
});
const eating = (...diets: FoodRestrictions['diets']): FoodRestrictions => ({ allergies: [], diets });

describe('namesRestrictedFood (issue 38)', () => {
  it('finds the food a member is allergic to, in each language, whole names first', () => {
    const peanuts = allergic('peanuts');
    expect(namesRestrictedFood('Spread a spoon of peanut butter on your banana.', 'en', peanuts)).toBe(true);
    expect(namesRestrictedFood('Une banane avec du beurre de cacahuète.', 'fr', peanuts)).toBe(true);
    expect(namesRestrictedFood('موزة مع ملعقة من زبدة الفول السوداني.', 'ar', peanuts)).toBe(true);
    expect(namesRestrictedFood('A handful of peanuts.', 'en', peanuts)).toBe(true);
    // Butter on its own is butter, not peanut butter; and peanut butter holds no dairy.
    expect(namesRestrictedFood('A spoon of peanut butter.', 'en', allergic('milk'))).toBe(false);
    expect(namesRestrictedFood('ملعقة من زبدة الفول السوداني', 'ar', allergic('milk'))).toBe(false);
    expect(namesRestrictedFood('A slice of toast with butter and honey.', 'en', peanuts)).toBe(false);
    expect(namesRestrictedFood('A slice of toast with butter and honey.', 'en', allergic('milk'))).toBe(true);
    expect(namesRestrictedFood('A banana, a yogurt or toast with honey.', 'en', allergic('milk'))).toBe(true);
    expect(namesRestrictedFood('A bowl of mixed nuts.', 'en', allergic('nuts'))).toBe(true);
    expect(namesRestrictedFood('حفنة من المكسرات', 'ar', allergic('nuts'))).toBe(true);
  });

  it('finds a food their diet leaves out', () => {
    const plate = 'A plate with eggs, chicken, fish, lentils or Greek yogurt does it.';
    expect(namesRestrictedFood(plate, 'en', eating('vegetarian'))).toBe(true);
    expect(namesRestrictedFood('Lentils or Greek yogurt do it.', 'en', eating('vegetarian'))).toBe(false);
    expect(namesRestrictedFood('Lentils or Greek yogurt do it.', 'en', eating('vegan'))).toBe(true);
    expect(namesRestrictedFood('Un sandwich au jambon.', 'fr', eating('halal'))).toBe(true);
    expect(namesRestrictedFood('طبق فيه دجاج', 'ar', eating('vegetarian'))).toBe(true);
    expect(namesRestrictedFood('Une tranche de pain complet.', 'fr', eating('gluten_free'))).toBe(true);
  });

  it('finds nothing for a member without restrictions, or in a text without food', () => {
    expect(namesRestrictedFood('Peanut butter and ham.', 'en', { allergies: [], diets: [] })).toBe(false);
    expect(
      namesRestrictedFood('Rest two days a week and sleep well.', 'en', allergic('peanuts', 'milk')),
    ).toBe(false);
    expect(namesRestrictedFood('', 'ar', eating('vegan'))).toBe(false);
  });
});
