import { describe, expect, it } from 'vitest';
import { foldText } from '../lib/normalise-text';
import { containsWord, foodsNamedIn, unlistedFoodWords } from './food-words';

const named = (text: string, language: 'en' | 'fr' | 'ar') =>
  foodsNamedIn(text, language).map((food) => food.names.en);

describe('food words', () => {
  it('finds the foods a text names, in its language, accents and plurals aside', () => {
    expect(named('Greek yogurt or cottage cheese at breakfast', 'en')).toEqual(
      expect.arrayContaining(['Greek yogurt', 'Plain yogurt']),
    );
    expect(named('Des oeufs et du yaourt à la grecque', 'fr')).toEqual(
      expect.arrayContaining(['Eggs', 'Greek yogurt']),
    );
    expect(named('زبادي يوناني مع الفطور', 'ar')).toContain('Greek yogurt');
    // "cooked" says how, not what: it names no food on its own.
    expect(named('Everything cooked at home', 'en')).toEqual([]);
  });

  it('lists the words of the other foods, leaving out those a listed food or word shares', () => {
    const greekYogurt = foodsNamedIn('Greek yogurt', 'en').map((food) => food.id);
    const others = unlistedFoodWords(new Set(greekYogurt), 'fr', ['proteines']);
    expect(others).not.toContain('yaourt');
    expect(others).not.toContain('proteines');
    expect(others.some((word) => containsWord(foldText('un peu de beurre de cacahuète'), word))).toBe(true);
    expect(others.some((word) => containsWord(foldText('un yaourt à la grecque'), word))).toBe(false);
  });

  it('matches a whole word or its start, never the middle of another word', () => {
    expect(containsWord('des oeufs durs', 'oeuf')).toBe(true);
    expect(containsWord('les boeufs', 'oeuf')).toBe(false);
  });
});
