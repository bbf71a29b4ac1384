import { describe, expect, it } from 'vitest';
import {
  isCardExpiry,
  isCardNumber,
  sandboxCardBehaviour,
  sandboxCardInput,
  sandboxTestCards,
} from './sandbox-checkout';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.message })) ?? [];

describe('card number (Luhn)', () => {
  it.each([
    { number: '4242424242424242', expected: true },
    { number: '4242 4242 4242 4242', expected: true },
    { number: '4242-4242-4242-4242', expected: true },
    { number: ' 4242 4242-4242 4242 ', expected: true },
    { number: '5555555555554444', expected: true },
    { number: '378282246310005', expected: true },
    { number: '400000000002', expected: true },
    { number: '4000000000000000006', expected: true },
    { number: '4242424242424241', expected: false },
    { number: '4242424242424224', expected: false },
    // Luhn-valid, but 11 and 20 digits are not card lengths.
    { number: '40000000006', expected: false },
    { number: '40000000000000000002', expected: false },
    { number: '4242a42424242424', expected: false },
    { number: '4242.4242.4242.4242', expected: false },
    { number: '', expected: false },
  ])('$number → $expected', ({ number, expected }) => {
    expect(isCardNumber(number)).toBe(expected);
  });

  it('accepts every sandbox test card', () => {
    expect(Object.values(sandboxTestCards).map(isCardNumber)).toEqual([true, true, true, true]);
  });
});

describe('card expiry (MM/YY, not in the past)', () => {
  const today = new Date('2026-05-15T12:00:00Z');
  it.each([
    { expiry: '05/26', expected: true },
    { expiry: '06/26', expected: true },
    { expiry: '01/27', expected: true },
    { expiry: '12/99', expected: true },
    { expiry: ' 05 / 26 ', expected: true },
    { expiry: '04/26', expected: false },
    { expiry: '12/25', expected: false },
    { expiry: '13/30', expected: false },
    { expiry: '00/30', expected: false },
    { expiry: '5/26', expected: false },
    { expiry: '05/2026', expected: false },
    { expiry: '05-26', expected: false },
    { expiry: '0526', expected: false },
    { expiry: 'ab/cd', expected: false },
    { expiry: '', expected: false },
  ])('$expiry on 15 May 2026 → $expected', ({ expiry, expected }) => {
    expect(isCardExpiry(expiry, today)).toBe(expected);
  });

  it('compares months in UTC', () => {
    // 1 June 2026 at 01:30 UTC is still 31 May in Brazil; a card ending in May has expired.
    expect(isCardExpiry('05/26', new Date('2026-05-31T22:30:00-03:00'))).toBe(false);
    expect(isCardExpiry('05/26', new Date('2026-05-31T23:59:59.999Z'))).toBe(true);
  });
});

describe('sandbox test cards (D4)', () => {
  it.each([
    { number: '4242 4242 4242 4242', expected: 'succeeds' },
    { number: '4000 0000 0000 0002', expected: 'declined' },
    { number: '4000 0025 0000 3155', expected: 'needsConfirmation' },
    { number: '4000 0000 0000 0341', expected: 'renewalsDeclined' },
    { number: '4000-0000-0000-0341', expected: 'renewalsDeclined' },
    { number: '4000000000000002', expected: 'declined' },
    { number: '5555 5555 5555 4444', expected: null },
    { number: '4242 4242 4242 424', expected: null },
    { number: '', expected: null },
  ])('$number → $expected', ({ number, expected }) => {
    expect(sandboxCardBehaviour(number)).toBe(expected);
  });
});

describe('sandbox card form carries the field codes', () => {
  const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', name: ' Amina Benali ' };

  it('accepts a valid card and trims the name', () => {
    expect(sandboxCardInput.parse(valid)).toEqual({ ...valid, name: 'Amina Benali' });
    expect(sandboxCardInput.parse({ ...valid, cvc: '1234' }).cvc).toBe('1234');
  });

  it.each([
    { change: { cardNumber: '4242 4242 4242 4241' }, field: 'cardNumber', code: '7407' },
    { change: { cardNumber: '4242' }, field: 'cardNumber', code: '7407' },
    { change: { expiry: '01/20' }, field: 'expiry', code: '7408' },
    { change: { expiry: '13/30' }, field: 'expiry', code: '7408' },
    { change: { expiry: '1299' }, field: 'expiry', code: '7408' },
    { change: { cvc: '12' }, field: 'cvc', code: '7409' },
    { change: { cvc: '12345' }, field: 'cvc', code: '7409' },
    { change: { cvc: '12a' }, field: 'cvc', code: '7409' },
    { change: { name: '' }, field: 'name', code: '7410' },
    { change: { name: '   ' }, field: 'name', code: '7410' },
    { change: { name: 'x'.repeat(101) }, field: 'name', code: '7410' },
  ])('$change → $code on $field', ({ change, field, code }) => {
    expect(issuesOf(sandboxCardInput.safeParse({ ...valid, ...change }))).toEqual([{ field, code }]);
  });

  it('reports every wrong field at once', () => {
    const result = sandboxCardInput.safeParse({ cardNumber: '1', expiry: '1', cvc: '1', name: '' });
    expect(issuesOf(result)).toEqual([
      { field: 'cardNumber', code: '7407' },
      { field: 'expiry', code: '7408' },
      { field: 'cvc', code: '7409' },
      { field: 'name', code: '7410' },
    ]);
  });
});
