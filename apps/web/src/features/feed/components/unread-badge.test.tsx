import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { initFeedCopy, renderScreen, signInAs } from '../test-support';
import FeedUnreadBadge from './unread-badge';

beforeAll(initFeedCopy);
afterEach(() => vi.restoreAllMocks());

describe('the Feed entry’s unread badge', () => {
  it('says how many posts are new', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { count: 3 } });
    signInAs();
    renderScreen(<FeedUnreadBadge variant="tab" />);
    expect(await screen.findByText('New posts: 3')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/feed/unread');
  });

  it('asks nothing for a Free member', () => {
    const get = vi.spyOn(api, 'get');
    signInAs({ tier: 'free' });
    renderScreen(<FeedUnreadBadge variant="top" />);
    expect(get).not.toHaveBeenCalled();
  });
});
