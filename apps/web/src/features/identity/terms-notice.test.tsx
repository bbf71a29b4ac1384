import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityClient } from '../../lib/identity-client';
import { initTestI18n } from '../../test/i18n';
import { AuthScreen } from './components/auth-screen';

beforeAll(() => initTestI18n());
beforeEach(() => vi.spyOn(identityClient, 'federatedProviders').mockResolvedValue([]));

function renderScreen(isSignUp?: boolean) {
  render(
    <MemoryRouter>
      <AuthScreen title="Title" subtitle="Subtitle" isSignUp={isSignUp}>
        <p>form</p>
      </AuthScreen>
    </MemoryRouter>,
  );
  return screen.getByTestId('terms-notice');
}

describe('the terms line of the sign-in screens', () => {
  it('keeps the spec’s words on sign-up', () => {
    const notice = renderScreen(true);
    expect(notice.textContent).toContain(
      'By signing up, you agree to our Privacy policy and Terms of service.',
    );
  });

  it('says “By continuing” where nobody is signing up (sign-in, password reset)', () => {
    const notice = renderScreen();
    expect(notice.textContent).toContain(
      'By continuing, you agree to our Privacy policy and Terms of service.',
    );
    expect(notice.textContent).not.toContain('signing up');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/terms');
  });
});
