import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostForStaff } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import { initFeedCopy, renderScreen, signInAs } from '../../test-support';
import { PostForm } from './post-form';

beforeAll(async () => {
  await initFeedCopy();
  // jsdom has no object URLs; Chromium runs the real ones.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => vi.restoreAllMocks());

const image = (index: number) => ({
  key: `${String(index).repeat(32)}.webp`,
  url: `/api/feed/images/${String(index).repeat(32)}.webp`,
  width: 800,
  height: 600,
});

const draft = (overrides: Partial<PostForStaff> = {}): PostForStaff => ({
  id: '6f1c2f1e-0000-4000-8000-000000000009',
  state: 'draft',
  title: { writtenIn: 'en', texts: { en: 'Morning mobility' } },
  content: { writtenIn: 'en', texts: { en: 'Ten minutes, every morning.' } },
  images: [],
  authorName: 'Karim',
  publishAt: null,
  pinned: false,
  likeCount: 0,
  commentCount: 0,
  createdAt: '2026-03-01T08:00:00.000Z',
  revisions: [],
  ...overrides,
});

function renderForm(post: PostForStaff | null = null) {
  signInAs({ role: 'admin' });
  const view = renderScreen(<PostForm post={post} />, { path: '/app/feed/new' });
  const fileInput = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { fileInput };
}

const file = (name: string, type: string) => new File(['bytes'], name, { type });
const languageTab = (name: RegExp) =>
  within(screen.getByRole('tablist', { name: 'Languages' })).getByRole('tab', { name });

describe('the post composer', () => {
  it('says what is missing in the written language before sending anything', async () => {
    const post = vi.spyOn(api, 'post');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The title is required')).toBeTruthy();
    expect(screen.getByText('The content is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('puts the codes of the answer’s details on their fields, in the language tab they belong to', async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError('6018', 400, [
        { field: 'title.fr', code: 6018 },
        { field: 'content.ar', code: 6020 },
      ]),
    );
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Morning mobility');
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), 'Ten minutes.');
    await userEvent.click(languageTab(/Français/));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title (translation)' }), 'Mobilité');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post.mock.calls[0]).toEqual([
      '/admin/feed/posts',
      {
        writtenIn: 'en',
        title: { en: 'Morning mobility', fr: 'Mobilité' },
        content: { en: 'Ten minutes.' },
        imageKeys: [],
        state: 'draft',
      },
    ]);
    // The first language holding a refused field opens, and says what is wrong there.
    await waitFor(() => expect(languageTab(/Français/).getAttribute('aria-selected')).toBe('true'));
    const panel = document.getElementById('composer-language-panel-fr')!;
    expect(within(panel).getByText('Please enter a valid title')).toBeTruthy();
    await userEvent.click(languageTab(/العربية/));
    expect(screen.getByText('Please enter a valid content')).toBeTruthy();
  });

  it('sends a schedule as a moment with its offset', async () => {
    const post = vi
      .spyOn(api, 'put')
      .mockRejectedValue(new ApiError('7700', 400, [{ field: 'publishAt', code: 7700 }]));
    renderForm(draft());
    await userEvent.click(screen.getByRole('radio', { name: /Schedule/ }));
    const when = screen.getByLabelText('Publication time');
    await userEvent.type(when, '2099-05-01T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    const body = post.mock.calls[0]?.[1] as { state: string; publishAt: string };
    expect(body.state).toBe('scheduled');
    expect(body.publishAt).toMatch(/^2099-05-01T09:30:00[+-]\d\d:\d\d$/);
    expect(new Date(body.publishAt).getTime()).toBe(new Date('2099-05-01T09:30').getTime());
    expect(await screen.findByText('Choose a publication time in the future.')).toBeTruthy();
  });

  it('uploads each image on choice and refuses a fifth before sending it', async () => {
    const upload = vi.spyOn(api, 'post').mockResolvedValue({ data: image(4) });
    const { fileInput } = renderForm(draft({ images: [image(1), image(2), image(3)] }));

    await userEvent.upload(fileInput, file('fourth.png', 'image/png'));
    expect(upload).toHaveBeenCalledOnce();
    expect(upload.mock.calls[0]?.[0]).toBe('/admin/feed/images');
    expect(upload.mock.calls[0]?.[1]).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByRole('status', { name: /Uploading/ })).toBeNull());
    expect(screen.getAllByRole('button', { name: /Remove image/ })).toHaveLength(4);

    await userEvent.upload(fileInput, file('fifth.png', 'image/png'));
    expect(await screen.findByText('A post can carry at most 4 images.')).toBeTruthy();
    expect(upload).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('button', { name: /Remove image/ })).toHaveLength(4);
  });

  it('refuses a file that is not an image before sending it', async () => {
    const upload = vi.spyOn(api, 'post');
    const { fileInput } = renderForm();
    // `applyAccept: false`: a person can still pick "All files" in the system dialog.
    await userEvent.setup({ applyAccept: false }).upload(fileInput, file('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('The picture must be a JPEG, PNG or WebP image')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });
});
