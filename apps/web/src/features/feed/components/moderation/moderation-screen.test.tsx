import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedModerationItem } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { initFeedCopy, renderScreen, signInAs } from '../../test-support';
import { FeedModerationScreen } from './moderation-screen';

beforeAll(initFeedCopy);
afterEach(() => vi.restoreAllMocks());

const reported: FeedModerationItem = {
  kind: 'comment',
  id: '6f1c2f1e-0000-4000-8000-0000000000c1',
  postId: '6f1c2f1e-0000-4000-8000-000000000001',
  postTitle: 'Mobility in 10 minutes',
  authorName: 'Sami',
  excerpt: 'Buy followers at example.com',
  hidden: false,
  reportCount: 3,
  reasons: ['spam', 'إعلان'],
  lastReportedAt: '2026-03-02T10:00:00.000Z',
};

describe('the feed moderation queue', () => {
  it('asks a reason of 3 to 280 characters before deciding, then says it is done', async () => {
    let queue = [reported];
    vi.spyOn(api, 'get').mockImplementation(async () => ({ data: queue }));
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      queue = [];
      return null;
    });
    signInAs({ role: 'karim' });
    renderScreen(<FeedModerationScreen />, { path: '/app/feed/moderation' });

    const item = (await screen.findByText('Buy followers at example.com')).closest('li')!;
    expect(within(item).getByText('Reports: 3')).toBeTruthy();
    expect(within(item).getByText('إعلان')).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Hide' }));

    const dialog = screen.getByRole('dialog', { name: 'Hide this comment?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Give a reason of 3 to 280 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 't allowed: spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post).toHaveBeenCalledWith('/admin/feed/moderation/comment/6f1c2f1e-0000-4000-8000-0000000000c1', {
      action: 'hide',
      reason: 'not allowed: spam',
    });
    expect(await screen.findByText('Hidden. Members no longer see it.')).toBeTruthy();
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});
