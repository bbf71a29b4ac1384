import { describe, expect, it } from 'vitest';
import { emailField, passwordField, registrationPayload } from './auth';

const firstCode = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth fields carry the spec codes', () => {
  it.each([
    ['', '6001'],
    ['   ', '6001'],
    ['not-an-email', '6000'],
    [undefined, '6001'],
  ])('email %j → %s', (value, code) => {
    expect(firstCode(emailField.safeParse(value))).toBe(code);
  });

  it.each([
    ['', '6003'],
    ['12345', '6002'],
    [undefined, '6003'],
  ])('password %j → %s', (value, code) => {
    expect(firstCode(passwordField.safeParse(value))).toBe(code);
  });

  it('accepts a valid registration', () => {
    const parsed = registrationPayload.parse({
      email: ' amina@example.com ',
      authProvider: 'apple.com',
      uid: 'u1',
      language: 'ar',
    });
    expect(parsed.email).toBe('amina@example.com');
  });

  it('refuses an unknown provider', () => {
    expect(
      registrationPayload.safeParse({ email: 'a@b.co', authProvider: 'github.com', uid: 'u', language: 'en' })
        .success,
    ).toBe(false);
  });
});
