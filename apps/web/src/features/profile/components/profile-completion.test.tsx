import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '@vitalia/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Toaster } from '../../../components/ui/toast';
import { useAlertStore } from '../../../lib/alert-store';
import { api, ApiError } from '../../../lib/api-client';
import { authActions, useAuthStore } from '../../../lib/auth-store';
import errors from '../../../locales/en/errors.json';
import errorsApp from '../../../locales/en/errors-app.json';
import health from '../../../locales/en/health.json';
import profile from '../../../locales/en/profile.json';
import { initTestI18n } from '../../../test/i18n';
import { ProfileCompletion } from './profile-completion';

const calls: string[] = [];
let updateProfile: MockInstance<typeof authActions.updateProfile>;
let put: MockInstance<typeof api.put>;

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'profile', profile);
  i18next.addResourceBundle('en', 'health', health);
  i18next.addResourceBundle('en', 'errors', errors);
});

beforeEach(() => {
  calls.length = 0;
  useAuthStore.setState({
    user: { uid: 'u1', email: 'amina@example.com', displayName: null },
    profile: null,
  });
  updateProfile = vi.spyOn(authActions, 'updateProfile').mockImplementation(async () => {
    calls.push('profile');
    // The screen moves on without reading the profile answered.
    return {} as Profile;
  });
  put = vi.spyOn(api, 'put').mockImplementation(async (_path, body) => {
    calls.push('health');
    return { data: { ...(body as object), consentedAt: new Date().toISOString() } };
  });
});
afterEach(() => vi.restoreAllMocks());

function renderCompletion() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProfileCompletion />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillAboutYou(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(profile.fields.firstname), 'Amina');
  await user.type(screen.getByLabelText(profile.fields.lastname), 'El Idrissi');
  await user.type(screen.getByLabelText(profile.fields.username), 'amina.runs');
  await user.click(screen.getByText(profile.genders.female));
  await user.type(screen.getByLabelText(profile.fields.birthDate), '1995-04-12');
  await user.click(screen.getByRole('button', { name: profile.complete }));
  await screen.findByRole('heading', { name: health.step.title });
}

const aboutYou = {
  firstname: 'Amina',
  lastname: 'El Idrissi',
  username: 'amina.runs',
  gender: 'female',
  birthDate: '1995-04-12',
  bio: null,
};

describe('profile completion in two steps (D6)', () => {
  it('checks step 1 locally and saves nothing before the last step', async () => {
    const user = renderCompletion();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    await fillAboutYou(user);
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/I agree that/)).toHaveProperty('checked', false);
  });

  it('skips the health step: only the profile is saved', async () => {
    const user = renderCompletion();
    await fillAboutYou(user);
    await user.type(screen.getByLabelText(health.fields.height), '172');
    await user.click(screen.getByRole('button', { name: health.step.skip }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith(aboutYou));
    expect(put).not.toHaveBeenCalled();
    // Issue 39: the guard moves on to the plans, which a "Success" modal would cover; a toast says it instead.
    const toast = await screen.findByText('Profile updated successfully');
    expect(toast.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(useAlertStore.getState().visible).toBe(false);
  });

  it('keeps nothing without consent, and says so', async () => {
    const user = renderCompletion();
    await fillAboutYou(user);
    await user.click(screen.getByText(health.diets.halal));
    await user.click(screen.getByRole('button', { name: health.step.finish }));
    expect(await screen.findByText(health.consent.required)).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves the health data first, then the profile', async () => {
    const user = renderCompletion();
    await fillAboutYou(user);
    await user.type(screen.getByLabelText(health.fields.height), '172');
    await user.type(screen.getByLabelText(health.fields.weight), '68,4');
    await user.click(screen.getByText(health.diets.halal));
    await user.click(screen.getByText(health.allergens.sesame));
    await user.click(screen.getByLabelText(/I agree that/));
    await user.click(screen.getByRole('button', { name: health.step.finish }));
    await waitFor(() => expect(calls).toEqual(['health', 'profile']));
    expect(put).toHaveBeenCalledWith('/users/me/health', {
      consent: true,
      heightCm: 172,
      weightKg: 68.4,
      workoutPreferences: [],
      dietaryPreferences: ['halal'],
      allergies: ['sesame'],
    });
  });

  it('refuses a height out of range on the field', async () => {
    const user = renderCompletion();
    await fillAboutYou(user);
    await user.type(screen.getByLabelText(health.fields.height), '300');
    await user.click(screen.getByLabelText(/I agree that/));
    await user.click(screen.getByRole('button', { name: health.step.finish }));
    expect(await screen.findByText(errorsApp['6023'])).toBeTruthy();
    // The spec's sentence says the value is wrong; the line under it says what is right.
    expect(screen.getByLabelText(health.fields.height).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('50 to 272 cm')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('says the bound a refused name crossed, under the spec’s message', async () => {
    const user = renderCompletion();
    await user.type(screen.getByLabelText(profile.fields.firstname), 'A'.repeat(51));
    await user.click(screen.getByRole('button', { name: profile.complete }));
    expect(await screen.findByText(errors['6008'])).toBeTruthy();
    const hint = 'Up to 50 letters, with spaces, apostrophes or hyphens between them.';
    expect(screen.getByText(hint)).toBeTruthy();
    // Only under the field that was refused.
    expect(screen.getAllByText(hint)).toHaveLength(1);
  });

  it('goes back to step 1 with the error on the field when the profile is refused', async () => {
    updateProfile.mockRejectedValueOnce(new ApiError('7103', 409, [{ field: 'username', code: 7103 }]));
    const user = renderCompletion();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: health.step.skip }));
    expect(await screen.findByText(errors['7103'])).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.getByLabelText(profile.fields.username)).toHaveProperty('value', 'amina.runs');
  });
});
