import { describe, expect, it } from 'vitest';
import { clientErrorCodeOf, errorMessages, httpStatusOf } from './errors';

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
  ] as const)('code %i leaves with status %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });
});
