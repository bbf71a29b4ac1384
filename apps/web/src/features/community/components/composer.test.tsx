import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import community from '../../../locales/en/community.json';
import { initTestI18n } from '../../../test/i18n';
import { Composer } from './composer';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'community', community);
});
afterEach(() => vi.restoreAllMocks());

function renderComposer() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Composer list={{ channelId: 'c-runners' }} placeholder="Write a message" />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: 'Message' });
}

describe('the composer', () => {
  it('says a muted member is muted right under the box, and keeps saying it while they type', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockImplementation(async (path: string) => {
      if (path.endsWith('/messages')) throw new ApiError('7607', 403, [], 3600);
      return null;
    });
    const box = renderComposer();

    await user.type(box, 'Hello{Enter}');
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toMatch(/^You are muted in the community until .+\d{2}:\d{2}\.$/);
    expect(box.getAttribute('aria-describedby')).toBe(problem.id);
    expect(post).toHaveBeenCalledWith('/community/channels/c-runners/messages', { body: 'Hello' });

    await user.type(box, ' again');
    expect(screen.getByRole('alert').textContent).toMatch(/^You are muted in the community until /);
  });

  it('lets typing clear a problem typing mends (an empty message)', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockResolvedValue(null);
    const box = renderComposer();

    await user.type(box, '{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Write a message first.');
    await user.type(box, 'H');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('empties the box at once, so a message typed while the last one travels is kept', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    vi.spyOn(api, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const box = renderComposer();

    await user.type(box, 'First{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe('');
    await user.type(box, 'Second');
    answer({
      data: {
        id: 'm-1',
        channelId: 'c-runners',
        seq: 1,
        parentId: null,
        author: { name: 'amina', isStaff: false, isMe: true },
        body: 'First',
        status: 'visible',
        createdAt: new Date().toISOString(),
        editedAt: null,
        pinned: false,
        replyCount: 0,
        reactions: [],
        mentions: [],
      },
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((box as HTMLTextAreaElement).value).toBe('Second');
  });
});
