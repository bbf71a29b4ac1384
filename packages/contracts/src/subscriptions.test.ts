import { describe, expect, it } from 'vitest';
import { hasPremiumAccess, planCreate, yearlySavingPercent } from './subscriptions';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.message })) ?? [];

describe('yearly saving (D4)', () => {
  it.each([
    { monthly: 999, yearly: 9588, expected: 20 },
    { monthly: 1000, yearly: 10000, expected: 17 },
    { monthly: 1000, yearly: 0, expected: 100 },
    // Exactly 12.5 % and 11.5 % round up; a saving that rounds to 0 % shows no badge.
    { monthly: 1000, yearly: 10500, expected: 13 },
    { monthly: 1000, yearly: 10620, expected: 12 },
    { monthly: 1000, yearly: 11880, expected: 1 },
    { monthly: 1000, yearly: 11999, expected: null },
    { monthly: 1000, yearly: 12000, expected: null },
    { monthly: 1000, yearly: 13000, expected: null },
    { monthly: 0, yearly: 0, expected: null },
    { monthly: 0, yearly: 9588, expected: null },
    { monthly: -100, yearly: 0, expected: null },
  ])('$monthly/month vs $yearly/year → $expected', ({ monthly, yearly, expected }) => {
    expect(yearlySavingPercent(monthly, yearly)).toBe(expected);
  });
});

describe('Premium access (D4)', () => {
  it.each([
    { subscription: { tier: 'premium', isActive: true }, expected: true },
    { subscription: { tier: 'premium', isActive: false }, expected: false },
    { subscription: { tier: 'free', isActive: true }, expected: false },
    { subscription: { tier: 'free', isActive: false }, expected: false },
    { subscription: null, expected: false },
    { subscription: undefined, expected: false },
  ] as const)('$subscription → $expected', ({ subscription, expected }) => {
    expect(hasPremiumAccess(subscription)).toBe(expected);
  });
});

describe('plan creation', () => {
  it('refuses a Free plan with a price, on the price field', () => {
    expect(
      issuesOf(planCreate.safeParse({ name: 'Free', tier: 'free', type: 'monthly', priceCents: 500 })),
    ).toEqual([{ field: 'priceCents', code: '4000' }]);
  });

  it('accepts a Free plan at 0 and fills the defaults', () => {
    expect(planCreate.parse({ name: ' Free ', tier: 'free', type: 'monthly', priceCents: 0 })).toEqual({
      name: 'Free',
      tier: 'free',
      type: 'monthly',
      priceCents: 0,
      currency: 'EUR',
      isActive: true,
    });
  });

  it('accepts a priced Premium plan in another currency', () => {
    const parsed = planCreate.parse({
      name: 'Premium',
      tier: 'premium',
      type: 'yearly',
      priceCents: 9588,
      currency: 'MAD',
      isActive: false,
    });
    expect(parsed).toMatchObject({ priceCents: 9588, currency: 'MAD', isActive: false });
  });

  it.each([
    { change: { name: '   ' }, field: 'name' },
    { change: { name: 'x'.repeat(61) }, field: 'name' },
    { change: { currency: 'eur' }, field: 'currency' },
    { change: { currency: 'EURO' }, field: 'currency' },
  ])('refuses $change with 4000 on $field', ({ change, field }) => {
    const input = { name: 'Premium', tier: 'premium', type: 'monthly', priceCents: 999, ...change };
    expect(issuesOf(planCreate.safeParse(input))).toEqual([{ field, code: '4000' }]);
  });

  it.each([{ priceCents: -1 }, { priceCents: 9.5 }, { priceCents: 1_000_001 }])(
    'refuses a price of $priceCents',
    ({ priceCents }) => {
      const result = planCreate.safeParse({ name: 'Premium', tier: 'premium', type: 'monthly', priceCents });
      expect(result.success).toBe(false);
      expect(issuesOf(result).map((issue) => issue.field)).toEqual(['priceCents']);
    },
  );
});
