import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedComment } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { useMeaningfulAction } from '../../../lib/meaningful-action';
import { initFeedCopy, postFixture, renderScreen, signInAs } from '../test-support';
import { PostScreen } from './post-screen';

beforeAll(initFeedCopy);
afterEach(() => {
  vi.restoreAllMocks();
  useMeaningfulAction.setState({ last: null });
});

const post = postFixture();
const comment = (overrides: Partial<FeedComment>): FeedComment => ({
  id: '6f1c2f1e-0000-4000-8000-0000000000c1',
  parentId: null,
  isMine: false,
  authorName: 'Sami',
  authorIsStaff: false,
  author: {
    id: '6f1c2f1e-0000-4000-8000-0000000000a2',
    displayName: 'Sami K.',
    pictureUrl: null,
    badge: null,
  },
  body: 'Great routine!',
  createdAt: '2026-02-03T10:00:00.000Z',
  replies: [],
  ...overrides,
});
const thread = comment({
  replies: [
    comment({
      id: '6f1c2f1e-0000-4000-8000-0000000000c2',
      parentId: '6f1c2f1e-0000-4000-8000-0000000000c1',
      isMine: true,
      authorName: 'Amina',
      body: 'Thanks!',
    }),
  ],
});

function serve() {
  vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
    path.endsWith('/comments') ? { data: { comments: [thread], nextCursor: null } } : { data: post },
  );
}

function renderPost() {
  signInAs();
  renderScreen(<PostScreen postId={post.id} />, { path: `/app/feed/${post.id}` });
}

describe('the post screen', () => {
  it('shows the post, its comments and their replies, and reports the post with a reason', async () => {
    serve();
    const report = vi.spyOn(api, 'post').mockResolvedValue(null);
    renderPost();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mobility in 10 minutes' })).toBeTruthy();
    expect(await screen.findByText('Great routine!')).toBeTruthy();
    const replies = screen.getByRole('list', { name: `Replies to \u2068Sami\u2069` });
    expect(within(replies).getByText('Thanks!')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Report post' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this post' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Off topic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(report).toHaveBeenCalledWith(`/feed/posts/${post.id}/reports`, { reason: 'Off topic' }),
    );
    expect(await screen.findByText('Thanks, the team will take a look.')).toBeTruthy();
  });

  it('says a second report of the same post in the dialog', async () => {
    serve();
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7705', 409));
    renderPost();
    await userEvent.click(await screen.findByRole('button', { name: 'Report post' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('You already reported this.')).toBeTruthy();
  });

  it('replies under a top-level comment and says a refusal under the box', async () => {
    serve();
    const send = vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7610', 400));
    renderPost();
    const top = (await screen.findByText('Great routine!')).closest('li')!;
    await userEvent.click(within(top).getAllByRole('button', { name: 'Reply' })[0]!);
    await userEvent.type(within(top).getByRole('textbox', { name: 'Your reply' }), 'Me too');
    await userEvent.click(within(top.querySelector('form')!).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(`/feed/posts/${post.id}/comments`, {
        body: 'Me too',
        parentId: '6f1c2f1e-0000-4000-8000-0000000000c1',
      }),
    );
    expect(await within(top).findByText('Replies cannot have replies of their own.')).toBeTruthy();
    expect(useMeaningfulAction.getState().last).toBeNull();
  });

  it('offers a push once a comment is sent: someone may reply to it (issue 39)', async () => {
    serve();
    vi.spyOn(api, 'post').mockResolvedValue({ data: comment({ body: 'Thanks Karim' }) });
    renderPost();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Thanks Karim');
    expect(useMeaningfulAction.getState().last).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(useMeaningfulAction.getState().last).toBe('feed-comment'));
  });

  it('deletes the reader’s own comment once confirmed; only others’ can be reported', async () => {
    serve();
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(null);
    renderPost();
    // Whose comment it is comes from the answer (`isMine`), not from comparing ids the web never receives.
    const own = (await screen.findByText('Thanks!')).closest('li')!;
    expect(within(own).queryByRole('button', { name: 'Report' })).toBeNull();
    const others = (await screen.findByText('Great routine!')).closest('li')!;
    const othersActions = within(others).getAllByRole('button', { name: /^(Report|Delete)$/ });
    expect(othersActions.map((button) => button.textContent)).toEqual(['Report', 'Delete']);
    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/feed/comments/6f1c2f1e-0000-4000-8000-0000000000c2'),
    );
  });

  it('says so when the post is gone', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4004', 404));
    renderPost();
    expect(await screen.findByText('This post does not exist or is no longer available.')).toBeTruthy();
  });
});
