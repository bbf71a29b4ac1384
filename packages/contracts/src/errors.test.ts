import { describe, expect, it } from 'vitest';
import { errorMessages } from './error-messages';
import {
  clientErrorCodeOf,
  ErrorCode,
  errorCodes,
  httpStatusOf,
  isErrorCode,
  isFieldErrorCode,
} from './errors';

describe('failed-call mapping (spec §8)', () => {
  it.each([
    { status: 401, body: null, expected: 'auth/unauthorized' },
    { status: 401, body: { message: 'no code' }, expected: 'auth/unauthorized' },
    { status: 403, body: null, expected: 'auth/token-expired' },
    { status: 403, body: { error: { code: 4003 } }, expected: '4003' },
    { status: 400, body: { error: { code: 6000, message: 'x' } }, expected: '6000' },
    { status: 404, body: { error: { code: 4004 } }, expected: '4004' },
    { status: 400, body: { error: { code: 9999 } }, expected: '5000' },
    { status: 500, body: 'gateway text', expected: '5000' },
    { status: 0, body: undefined, expected: '5000' },
  ])('$status with $body → $expected', ({ status, body, expected }) => {
    expect(clientErrorCodeOf(status, body)).toBe(expected);
  });
});

describe('catalogue', () => {
  it('names each code once, and keeps the numbers on the wire', () => {
    expect(new Set(errorCodes).size).toBe(Object.keys(ErrorCode).length);
    expect(ErrorCode.rewardOutOfStock).toBe(7506);
    expect(ErrorCode.drawMonthTaken).toBe(7509);
    expect(ErrorCode.invalidRequest).toBe(4000);
  });

  it('keeps the spec codes and messages', () => {
    expect(errorMessages[4000]).toBe('Invalid request');
    expect(errorMessages[4001]).toBe('Access not authorized');
    expect(errorMessages[4003]).toBe('Access denied');
    expect(errorMessages[4004]).toBe('Resource not found');
    expect(errorMessages[5000]).toBe('Internal server error');
    for (let code = 6000; code <= 6024; code += 1) expect(errorMessages).toHaveProperty(String(code));
    expect(errorMessages[6005]).toBe(errorMessages[6016]);
    expect(errorMessages[6024]).toBe('Please provide valid allergy information.');
  });

  it.each([
    [4000, 400],
    [4001, 401],
    [4003, 403],
    [4004, 404],
    [5000, 500],
    [6013, 400],
    [7000, 413],
    [7001, 429],
    [7200, 415],
    [7400, 402],
    [7401, 409],
    [7402, 409],
    [7403, 409],
    [7404, 404],
    [7405, 502],
    [7406, 400],
    [7407, 400],
    [7410, 400],
  ] as const)('code %i leaves with status %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });
});

describe('plans, subscriptions and payments (7400–7499)', () => {
  it('keeps every code of the range in the catalogue', () => {
    for (let code = 7400; code <= 7410; code += 1) expect(errorMessages).toHaveProperty(String(code));
    expect(errorMessages).not.toHaveProperty('7411');
    expect(errorMessages[7402]).toBe('You already have this plan.');
  });

  it.each([
    [7406, false],
    [7407, true],
    [7408, true],
    [7409, true],
    [7410, true],
    [7411, false],
    [7403, false],
  ] as const)('code %i is a field code: %s', (code, expected) => {
    expect(isFieldErrorCode(code)).toBe(expected);
  });
});

describe('the catalogue', () => {
  it('has one English message for every code, and no message without a code', () => {
    expect(Object.keys(errorMessages).map(Number)).toEqual([...errorCodes]);
    expect(isErrorCode(7515)).toBe(true);
    expect(isErrorCode(7516)).toBe(false);
    expect(isErrorCode('7515')).toBe(false);
  });
});
