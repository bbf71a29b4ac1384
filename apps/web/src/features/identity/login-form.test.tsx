import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hideAlert, useAlertStore } from '../../lib/alert-store';
import { ApiError } from '../../lib/api-client';
import { identityClient } from '../../lib/identity-client';
import { initTestI18n } from '../../test/i18n';
import { renderScreenAt } from '../../test/render-screen';
import { LoginForm } from './components/login-form';

beforeAll(() => initTestI18n());
afterEach(() => {
  vi.restoreAllMocks();
  hideAlert();
});

async function signInWith(failure: ApiError) {
  vi.spyOn(identityClient, 'signIn').mockRejectedValue(failure);
  renderScreenAt(<LoginForm />, '/login');
  await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in with the wrong password (issue 39)', () => {
  it('says so above the form only: no “Error / Back” modal to close first', async () => {
    await signInWith(new ApiError('7101', 401));
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is incorrect');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useAlertStore.getState().visible).toBe(false);
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'wrong-password');
  });

  it('keeps the spec’s alert for a failure the form cannot explain (§8)', async () => {
    await signInWith(new ApiError('5000', 500));
    await waitFor(() => expect(useAlertStore.getState().visible).toBe(true));
    expect(useAlertStore.getState()).toMatchObject({
      title: 'Error',
      message: 'Failed to sign in. Please check your credentials and try again.',
    });
  });
});
