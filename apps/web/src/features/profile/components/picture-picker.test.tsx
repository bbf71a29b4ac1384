import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '@vitalia/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { authActions, useAuthStore } from '../../../lib/auth-store';
import errors from '../../../locales/en/errors.json';
import errorsApp from '../../../locales/en/errors-app.json';
import profileCopy from '../../../locales/en/profile.json';
import { initTestI18n } from '../../../test/i18n';
import { PicturePicker } from './picture-picker';

const member: Profile = {
  id: 'p1',
  role: 'user',
  isCompleted: true,
  subscription: null,
  email: 'amina@example.com',
  firstname: 'Amina',
  lastname: 'El Idrissi',
  username: null,
  gender: null,
  birthDate: null,
  bio: null,
  pictureUrl: null,
  nameDisplay: 'name',
  showPicture: true,
  language: 'en',
};
const answered = { ...member, pictureUrl: '/api/pictures/0123456789abcdef0123456789abcdef.webp' };
const limits = { maxBytes: 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] };
let replaceProfile: MockInstance<typeof authActions.replaceProfile>;
let put: MockInstance<typeof api.put>;
let remove: MockInstance<typeof api.delete>;

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'profile', profileCopy);
  i18next.addResourceBundle('en', 'errors', errors);
  // jsdom has neither object URLs nor image decoding; Chromium runs the real ones in the e2e journey.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
  HTMLImageElement.prototype.decode = async () => {};
});

/** Signed in as `member`, with `profile` (the picture, say) in the store. */
function signIn(profile: Profile) {
  useAuthStore.setState({ user: { uid: 'u1', email: member.email, displayName: null }, profile });
}

beforeEach(() => {
  signIn(member);
  vi.spyOn(api, 'get').mockResolvedValue({ data: limits });
  put = vi.spyOn(api, 'put').mockResolvedValue({ data: answered });
  remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: member });
  replaceProfile = vi.spyOn(authActions, 'replaceProfile');
});
afterEach(() => vi.restoreAllMocks());

async function renderPicker() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const picker = (formSubmissions: number) => (
    <QueryClientProvider client={client}>
      <PicturePicker formSubmissions={formSubmissions} />
    </QueryClientProvider>
  );
  const { container, rerender } = render(picker(0));
  // The limits arrive from the server before the hint names the size.
  await screen.findByText('JPEG, PNG or WebP, up to 1 MB.');
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = userEvent.setup({ applyAccept: false });
  return {
    choose: (file: File) => user.upload(input, file),
    user,
    formSent: (times: number) => rerender(picker(times)),
  };
}

const file = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'me', { type });

describe('picture picker (D6)', () => {
  it('shows the initials until there is a picture', async () => {
    await renderPicker();
    expect(screen.getByText('AE')).toBeTruthy();
    expect(screen.queryByRole('button', { name: profileCopy.picture.remove })).toBeNull();
  });

  it('refuses a type or a size the server would refuse, without sending it', async () => {
    const { choose } = await renderPicker();
    await choose(file('image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe(errorsApp['7200']);
    await choose(file('image/png', 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This picture is larger than 1 MB. Please choose a smaller one.',
    );
    expect(put).not.toHaveBeenCalled();
  });

  it('lets a refusal go once the form around it is sent again', async () => {
    const { choose, formSent } = await renderPicker();
    await choose(file('image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe(errorsApp['7200']);
    formSent(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await choose(file('image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe(errorsApp['7200']);
  });

  it('uploads at once and keeps the profile the server answers with', async () => {
    const { choose } = await renderPicker();
    const picture = file('image/png');
    await choose(picture);
    await waitFor(() => expect(replaceProfile).toHaveBeenCalledWith(answered));
    expect(put).toHaveBeenCalledWith('/users/me/picture', picture);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what the server refused, in the reader’s words', async () => {
    put.mockRejectedValueOnce(new ApiError('7200', 415));
    const { choose } = await renderPicker();
    await choose(file('image/jpeg'));
    expect((await screen.findByRole('alert')).textContent).toBe(errorsApp['7200']);
    expect(replaceProfile).not.toHaveBeenCalled();
    expect(screen.getByText('AE')).toBeTruthy();
  });

  it('removes the picture', async () => {
    signIn(answered);
    const { user } = await renderPicker();
    expect(screen.getByRole('img', { name: profileCopy.picture.alt }).getAttribute('src')).toBe(
      answered.pictureUrl,
    );
    await user.click(screen.getByRole('button', { name: profileCopy.picture.remove }));
    await waitFor(() => expect(replaceProfile).toHaveBeenCalledWith(member));
    expect(remove).toHaveBeenCalledWith('/users/me/picture');
  });
});
