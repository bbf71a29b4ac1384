import { describe, expect, it } from 'vitest';
import { yearlySavingPercent } from './subscriptions';

describe('yearly saving (D4)', () => {
  it.each([
    { monthly: 999, yearly: 9588, expected: 20 },
    { monthly: 1000, yearly: 10000, expected: 17 },
    { monthly: 1000, yearly: 12000, expected: null },
    { monthly: 1000, yearly: 13000, expected: null },
    { monthly: 0, yearly: 0, expected: null },
  ])('$monthly/month vs $yearly/year → $expected', ({ monthly, yearly, expected }) => {
    expect(yearlySavingPercent(monthly, yearly)).toBe(expected);
  });
});
