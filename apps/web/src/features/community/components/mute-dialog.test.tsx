import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolate, type Message } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../components/ui/alert/alert-modal';
import { api } from '../../../lib/api-client';
import community from '../../../locales/en/community.json';
import { initTestI18n } from '../../../test/i18n';
import { MessageItem } from './message-item';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'community', community);
});
afterEach(() => vi.restoreAllMocks());

const message: Message = {
  id: '0b6f6c1e-4c0e-4d8e-9a59-6b1b4f0c2a11',
  channelId: 'c-runners',
  seq: 3,
  parentId: null,
  author: { name: 'sam', isStaff: false, isMe: false, person: null },
  body: 'Buy followers here',
  status: 'visible',
  createdAt: new Date().toISOString(),
  editedAt: null,
  pinned: false,
  replyCount: 0,
  reactions: [],
  mentions: [],
};

function renderMessage(shown: Message, viewer: { isStaff: boolean; isReadOnly?: boolean }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ul>
        <MessageItem
          message={shown}
          viewerName="me"
          isStaff={viewer.isStaff}
          isReadOnly={viewer.isReadOnly ?? false}
        />
      </ul>
      <AlertModal />
    </QueryClientProvider>,
  );
}

const muteLabel = `Mute ${isolate('sam')}`;

describe('muting a member (staff)', () => {
  it('refuses a reason under 3 characters, then sends the duration chosen and the reason', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(null);
    renderMessage(message, { isStaff: true });

    await user.click(screen.getByRole('button', { name: muteLabel }));
    const dialog = screen.getByRole('dialog', { name: muteLabel });
    const reason = within(dialog).getByLabelText('Reason (kept in the record)');
    await user.click(reason);
    await user.paste('  no ');
    expect(within(dialog).getByText('Characters: 2 of 280')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));

    expect(await within(dialog).findByText('Give a reason between 3 and 280 characters long.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: '1 day' }));
    await user.clear(reason);
    await user.paste(' Selling followers ');
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/community/mutes', {
        messageId: message.id,
        minutes: 24 * 60,
        reason: 'Selling followers',
      }),
    );
    expect(screen.queryByRole('dialog', { name: muteLabel })).toBeNull();
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      `${isolate('sam')} is muted until`,
    );
  });

  it('offers the durations from 15 minutes to 7 days, an hour chosen at first', async () => {
    const user = userEvent.setup();
    renderMessage(message, { isStaff: true });
    await user.click(screen.getByRole('button', { name: muteLabel }));
    const radios = within(screen.getByRole('dialog')).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      '15 minutes',
      '1 hour',
      '1 day',
      '7 days',
    ]);
    expect(radios.find((radio) => radio.checked)?.value).toBe('60');
  });

  it('is offered for other members only: not to members, not on staff messages or on your own', () => {
    renderMessage(message, { isStaff: false });
    expect(screen.queryByRole('button', { name: muteLabel })).toBeNull();
    renderMessage({ ...message, id: 'm-2', author: { ...message.author, isStaff: true } }, { isStaff: true });
    renderMessage({ ...message, id: 'm-3', author: { ...message.author, isMe: true } }, { isStaff: true });
    expect(screen.queryByRole('button', { name: muteLabel })).toBeNull();
  });

  it('leaves no action on a message of an archived channel', () => {
    renderMessage(message, { isStaff: true, isReadOnly: true });
    expect(screen.queryByRole('button', { name: muteLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: 'React' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
