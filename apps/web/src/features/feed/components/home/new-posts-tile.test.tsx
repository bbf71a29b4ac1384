import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { initFeedCopy, postFixture, renderScreen, signInAs } from '../../test-support';
import { NewPostsTile } from './new-posts-tile';

beforeAll(initFeedCopy);
afterEach(() => vi.restoreAllMocks());

function serve({ unread, posts }: { unread: number; posts: ReturnType<typeof postFixture>[] }) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/feed/unread') return { data: { count: unread } };
    if (url === '/feed') return { data: { posts, nextCursor: null } };
    throw new Error(`No answer for GET ${url}`);
  });
}

describe('the home screen’s feed block', () => {
  it('counts the new posts and names the newest, past the pinned one', async () => {
    signInAs();
    serve({
      unread: 3,
      posts: [postFixture({ pinned: true, title: { text: 'Welcome', language: 'en' } }), postFixture()],
    });
    renderScreen(<NewPostsTile />, { path: '/app/dashboard' });
    const tile = (await screen.findByRole('link', { name: 'The feed' })).closest('article') as HTMLElement;
    expect(await within(tile).findByText('3 new posts')).toBeTruthy();
    expect(within(tile).getByText('Mobility in 10 minutes')).toBeTruthy();
    expect(within(tile).getByRole('link').getAttribute('href')).toBe('/app/feed');
  });

  it('says the member is up to date when nothing is new', async () => {
    signInAs();
    serve({ unread: 0, posts: [postFixture()] });
    renderScreen(<NewPostsTile />, { path: '/app/dashboard' });
    expect(await screen.findByText('You’re up to date')).toBeTruthy();
  });

  it('invites a Free member to the feed, reading nothing', () => {
    signInAs({ tier: 'free' });
    const get = vi.spyOn(api, 'get');
    renderScreen(<NewPostsTile />, { path: '/app/dashboard' });
    expect(screen.getByRole('link', { name: 'The feed' }).getAttribute('href')).toBe('/app/billing');
    expect(get).not.toHaveBeenCalled();
  });
});
