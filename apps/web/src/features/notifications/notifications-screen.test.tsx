import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { NotificationsScreen } from './components/notifications-screen';
import { initNotificationsCopy, notificationFixtures, renderAt, signInAs } from './test-support';

beforeAll(initNotificationsCopy);
afterEach(() => vi.restoreAllMocks());

/** The history as the API filters it: by kind, and unread only. */
function serve(history: Notification[]) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname === '/notifications/unread') return { data: { unread: 2 } };
    const kind = searchParams.get('kind');
    const items = history.filter(
      (item) =>
        (!kind || item.kind === kind) && (searchParams.get('unread') !== 'true' || item.readAt === null),
    );
    return { data: { items, unread: 2, nextCursor: null } };
  });
}

describe('the notifications page', () => {
  it('lists the history and filters it by kind and unread, keeping the filters in the address', async () => {
    signInAs();
    const reply = notificationFixtures.supportReply();
    const renewal = { ...notificationFixtures.renewalComing(), readAt: '2026-03-01T10:00:00.000Z' };
    const won = notificationFixtures.drawWon();
    const get = serve([reply, renewal, won]);
    renderAt(<NotificationsScreen />, '/app/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Replies from support');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Support replied')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/notifications?kind=support_reply');

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'All kinds');
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Renewal coming')).toBeNull();
  });

  it('says when nothing matches the filters, and marks all read', async () => {
    signInAs();
    serve([notificationFixtures.supportReply()]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { unread: 0 } });
    renderAt(<NotificationsScreen />, '/app/notifications?kind=feed_post');
    expect(await screen.findByText('No notifications match these filters.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(post).toHaveBeenCalledWith('/notifications/read', undefined);
  });

  it('opens a notification where the member acts on it, and reads it', async () => {
    signInAs();
    const reply = notificationFixtures.supportReply();
    serve([reply]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { unread: 1 } });
    renderAt(<NotificationsScreen />, '/app/notifications');
    const [item] = await screen.findAllByRole('listitem');
    await userEvent.click(within(item!).getByRole('button'));
    expect(screen.getByTestId('location').textContent).toBe('/app/contact');
    expect(post).toHaveBeenCalledWith(`/notifications/${reply.id}/read`, undefined);
  });
});
