import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostForStaff } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import { initFeedCopy, renderScreen, signInAs } from '../../test-support';
import { ManageScreen } from './manage-screen';

beforeAll(initFeedCopy);
afterEach(() => vi.restoreAllMocks());

const published: PostForStaff = {
  id: '6f1c2f1e-0000-4000-8000-000000000001',
  state: 'published',
  title: { writtenIn: 'fr', texts: { fr: 'Mobilité en 10 minutes', en: 'Mobility in 10 minutes' } },
  content: { writtenIn: 'fr', texts: { fr: 'Commencez doucement.' } },
  images: [],
  authorName: 'Karim',
  publishAt: '2026-02-03T09:00:00.000Z',
  pinned: false,
  likeCount: 12,
  commentCount: 4,
  createdAt: '2026-02-01T09:00:00.000Z',
  revisions: [],
};

function renderManage() {
  vi.spyOn(api, 'get').mockResolvedValue({ data: { posts: [published], nextCursor: null } });
  signInAs({ role: 'admin' });
  renderScreen(<ManageScreen />, { path: '/app/feed/manage' });
}

describe('managing posts', () => {
  it('pins a published post and says so', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ...published, pinned: true } });
    renderManage();
    const row = (await screen.findByText('Mobility in 10 minutes')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Pin' }));
    expect(put).toHaveBeenCalledWith(`/admin/feed/posts/${published.id}/pin`, { pinned: true });
    expect(await screen.findByText('Post pinned on top of the feed.')).toBeTruthy();
  });

  it('archives a post once confirmed, sending it back whole with its new state', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: { ...published, state: 'archived' } });
    renderManage();
    const row = (await screen.findByText('Mobility in 10 minutes')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive this post?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/admin/feed/posts/${published.id}`, {
        writtenIn: 'fr',
        title: published.title.texts,
        content: published.content.texts,
        imageKeys: [],
        state: 'archived',
      }),
    );
    expect(await screen.findByText('Post archived.')).toBeTruthy();
  });

  it('shows more posts on demand, a page at a time, until the last', async () => {
    const older: PostForStaff = {
      ...published,
      id: '6f1c2f1e-0000-4000-8000-000000000002',
      title: { writtenIn: 'en', texts: { en: 'Sleep and recovery' } },
    };
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: { posts: [published], nextCursor: 'next-page' } })
      .mockResolvedValueOnce({ data: { posts: [older], nextCursor: null } });
    signInAs({ role: 'admin' });
    renderScreen(<ManageScreen />, { path: '/app/feed/manage' });
    await screen.findByText('Mobility in 10 minutes');
    expect(screen.queryByText('Sleep and recovery')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    expect(await screen.findByText('Sleep and recovery')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith('/admin/feed/posts?cursor=next-page');
    expect(screen.getByText('Mobility in 10 minutes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more posts' })).toBeNull();
  });

  it('says a refusal in the reader’s words', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('7708', 409));
    renderManage();
    const row = (await screen.findByText('Mobility in 10 minutes')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Pin' }));
    expect(await screen.findByText('Only a published post can be pinned.')).toBeTruthy();
  });
});
