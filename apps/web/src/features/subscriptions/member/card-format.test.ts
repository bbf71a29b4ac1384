import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, futureExpiry } from './card-format';

describe('card number formatting', () => {
  it('groups digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });
});

describe('expiry formatting', () => {
  it('adds the slash once the month is whole', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12345')).toBe('12/34');
  });

  it('reads a lone digit above 1 as a month', () => {
    expect(formatExpiry('4')).toBe('04/');
  });

  it('lets the slash be deleted', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('offers a date in the future for the test cards', () => {
    expect(futureExpiry(new Date('2026-05-01T00:00:00Z'))).toBe('12/29');
  });
});
