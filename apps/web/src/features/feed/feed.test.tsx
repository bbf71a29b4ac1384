import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import { FeedScreen } from './components/feed-screen';
import { initFeedCopy, postFixture, renderScreen, signInAs } from './test-support';

beforeAll(initFeedCopy);
afterEach(() => vi.restoreAllMocks());

const older = postFixture({
  id: '6f1c2f1e-0000-4000-8000-000000000002',
  title: { text: 'وصفة الحمص', language: 'ar' },
  content: { text: 'نقع الحمص ليلة كاملة.', language: 'ar' },
  images: [{ key: `${'a'.repeat(32)}.webp`, url: '/api/feed/images/a.webp', width: 1200, height: 800 }],
});

/** The server, as far as the feed screen asks it. */
function serve(feed: (path: string) => Promise<unknown>) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/feed/digest') return { data: { subscribed: false } };
    return feed(path);
  });
  const put = vi.spyOn(api, 'put').mockResolvedValue(null);
  return { get, put };
}

describe('the member feed', () => {
  it('shows the first page, loads the next with the cursor, and marks the feed read', async () => {
    const { get, put } = serve(async (path) =>
      path === '/feed'
        ? {
            data: {
              // The pinned post is older than the newest: the page is read up to the newest it shows.
              posts: [
                postFixture({ pinned: true }),
                postFixture({
                  id: '6f1c2f1e-0000-4000-8000-000000000009',
                  title: { text: 'Rest days count too', language: 'en' },
                  publishedAt: '2026-02-05T07:30:00.000Z',
                }),
              ],
              nextCursor: 'page-2',
            },
          }
        : { data: { posts: [older], nextCursor: null } },
    );
    signInAs();
    renderScreen(<FeedScreen />);

    const first = await screen.findByRole('article', { name: 'Mobility in 10 minutes' });
    expect(within(first).getByText('Pinned')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Comments (2)' }).getAttribute('href')).toBe(
      '/app/feed/6f1c2f1e-0000-4000-8000-000000000001#comments',
    );
    await waitFor(() => expect(put).toHaveBeenCalledWith('/feed/read', { upTo: '2026-02-05T07:30:00.000Z' }));

    await userEvent.click(screen.getByRole('button', { name: 'Show older posts' }));
    const second = await screen.findByRole('article', { name: 'وصفة الحمص' });
    expect(get).toHaveBeenCalledWith('/feed?cursor=page-2');
    // Staff text reads in its own language and direction, whatever the page's.
    const heading = within(second).getByRole('heading', { level: 2 });
    expect(heading.getAttribute('lang')).toBe('ar');
    expect(heading.getAttribute('dir')).toBe('rtl');
    const image = within(second).getByRole('img', { name: 'وصفة الحمص' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('1200');
    expect(screen.getByText('You’re all caught up.')).toBeTruthy();
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('says so when there is nothing yet', async () => {
    serve(async () => ({ data: { posts: [], nextCursor: null } }));
    signInAs();
    renderScreen(<FeedScreen />);
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });

  it('invites a Free member to upgrade, without asking the API', () => {
    const { get } = serve(async () => ({ data: { posts: [], nextCursor: null } }));
    signInAs({ tier: 'free' });
    renderScreen(<FeedScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'The feed is for Premium members' })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('invites the member when the API answers 4003', async () => {
    const { put } = serve(async () => {
      throw new ApiError('4003', 403);
    });
    signInAs();
    renderScreen(<FeedScreen />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The feed is for Premium members' }),
    ).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('gives staff without a plan the feed and their tools', async () => {
    serve(async () => ({ data: { posts: [postFixture()], nextCursor: null } }));
    signInAs({ role: 'admin', tier: 'free' });
    renderScreen(<FeedScreen />);
    expect(await screen.findByRole('article', { name: 'Mobility in 10 minutes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage posts' }).getAttribute('href')).toBe('/app/feed/manage');
    expect(screen.getByRole('link', { name: 'Moderation' }).getAttribute('href')).toBe(
      '/app/feed/moderation',
    );
  });
});

describe('liking a post', () => {
  it('counts the like at once and keeps the server’s count', async () => {
    serve(async () => ({ data: { posts: [postFixture()], nextCursor: null } }));
    let answer: (value: unknown) => void = () => {};
    vi.spyOn(api, 'put').mockImplementation((path: string) =>
      path.endsWith('/like') ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(null),
    );
    signInAs();
    renderScreen(<FeedScreen />);

    const like = await screen.findByRole('button', { name: 'Like (3)' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(like);
    expect(screen.getByRole('button', { name: 'Like (4)' }).getAttribute('aria-pressed')).toBe('true');

    answer({ data: { likeCount: 7, liked: true } });
    expect(await screen.findByRole('button', { name: 'Like (7)' })).toBeTruthy();
  });

  it('puts the like back and says why when the server refuses', async () => {
    serve(async () => ({ data: { posts: [postFixture({ liked: true, likeCount: 4 })], nextCursor: null } }));
    let refuse: (error: unknown) => void = () => {};
    const remove = vi
      .spyOn(api, 'delete')
      .mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    signInAs();
    renderScreen(<FeedScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Like (4)' }));
    expect(remove).toHaveBeenCalledWith('/feed/posts/6f1c2f1e-0000-4000-8000-000000000001/like');
    expect(screen.getByRole('button', { name: 'Like (3)' }).getAttribute('aria-pressed')).toBe('false');

    refuse(new ApiError('4004', 404));
    const restored = await screen.findByRole('button', { name: 'Like (4)' });
    expect(restored.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Resource not found');
  });
});
