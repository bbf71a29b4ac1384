import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, NotificationPage, StreamEvent } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import { liveStream } from '../../lib/live-stream';
import arabicCopy from '../../locales/ar/notifications.json';
import NotificationBell from './components/notification-bell';
import {
  initNotificationsCopy,
  notificationFixtures as fixtures,
  renderAt,
  signInAs,
  withoutIsolates,
} from './test-support';

beforeAll(initNotificationsCopy);
beforeEach(() => signInAs({ tier: 'free' }));
afterEach(() => vi.restoreAllMocks());

/**
 * The API's notifications as a small server: pages keyed by the cursor that asks for them (`''` for the first), the
 * unread count following what is marked read. A page given as an Error fails with it.
 */
function serveNotifications(pages: Record<string, Partial<NotificationPage> | Error>) {
  const all = () => Object.values(pages).flatMap((page) => (page instanceof Error ? [] : (page.items ?? [])));
  const readIds = new Set(
    all()
      .filter((item) => item.readAt !== null)
      .map((item) => item.id),
  );
  const unread = () => all().filter((item) => !readIds.has(item.id)).length;
  const withReadState = (item: Notification) =>
    readIds.has(item.id) ? { ...item, readAt: item.readAt ?? new Date().toISOString() } : item;

  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/notifications/unread') return { data: { unread: unread() } };
    const [path, search = ''] = url.split('?');
    if (path !== '/notifications') throw new Error(`unexpected GET ${url}`);
    const page = pages[new URLSearchParams(search).get('before') ?? ''];
    if (!page) throw new Error(`unexpected GET ${url}`);
    if (page instanceof Error) throw page;
    return {
      data: {
        items: (page.items ?? []).map(withReadState),
        unread: unread(),
        nextCursor: page.nextCursor ?? null,
      },
    };
  });
  const post = vi.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url === '/notifications/read') all().forEach((item) => readIds.add(item.id));
    else {
      const id = /^\/notifications\/([^/]+)\/read$/.exec(url)?.[1];
      if (!id) throw new Error(`unexpected POST ${url}`);
      readIds.add(id);
    }
    return { data: { unread: unread() } };
  });
  return {
    get,
    post,
    setPage: (cursor: string, page: Partial<NotificationPage> | Error) => (pages[cursor] = page),
  };
}

const renderBell = () => renderAt(<NotificationBell />);
/** The bell once its count is in: the first render of a file is slow on a busy machine, hence the longer wait. */
const bell = (name: string | RegExp = /^Notifications/) =>
  screen.findByRole('button', { name }, { timeout: 3000 });
const location = () => screen.getByTestId('location').textContent;

async function openPanel() {
  await userEvent.click(await bell());
  return screen.findByRole('region', { name: 'Notifications' });
}

/** The items of the open panel, each as the words it shows (isolates aside). */
async function itemWords() {
  const panel = await openPanel();
  const items = await within(panel).findAllByRole('listitem');
  return items.map((item) => withoutIsolates(item.textContent));
}

describe('the bell', () => {
  it('shows how many notifications are unread, and says it in its name', async () => {
    serveNotifications({
      '': { items: [fixtures.drawWon(), fixtures.feedPost(), fixtures.paymentFailed()] },
    });
    renderBell();
    const button = await bell('Notifications, 3 unread');
    // The badge sits beside the button, so the button holds no text its name leaves out.
    expect(button.textContent).toBe('');
    expect(button.parentElement?.textContent).toBe('3');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says "99+" past 99 while its name keeps the real count', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { unread: 120 } });
    renderBell();
    const button = await bell('Notifications, 120 unread');
    expect(button.parentElement?.textContent).toBe('99+');
  });

  it('shows no count when everything is read', async () => {
    serveNotifications({ '': { items: [] } });
    renderBell();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/notifications/unread'));
    const button = await bell('Notifications');
    expect(button.textContent).toBe('');
  });
});

describe('the bell on the live stream', () => {
  it('counts again when the stream says it changed, for a Premium member', async () => {
    signInAs({ tier: 'premium' });
    const listeners: ((event: StreamEvent) => void)[] = [];
    vi.spyOn(liveStream, 'use').mockImplementation((listener) => {
      listeners.push(listener);
      return () => {};
    });
    const server = serveNotifications({ '': { items: [fixtures.drawWon()] } });
    renderBell();
    await bell('Notifications, 1 unread');
    await waitFor(() => expect(listeners).toHaveLength(1));

    server.setPage('', { items: [fixtures.drawWon(), fixtures.feedPost()] });
    listeners[0]!({ event: 'notifications', data: {} });
    expect(await bell('Notifications, 2 unread')).toBeTruthy();
  });

  it('leaves the stream alone for a Free member, whose bell reads its count each minute', async () => {
    const use = vi.spyOn(liveStream, 'use');
    serveNotifications({ '': { items: [fixtures.drawWon()] } });
    renderBell();
    await bell('Notifications, 1 unread');
    // Past the page's load and the idle moment the stream would wait for.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(use).not.toHaveBeenCalled();
  });
});

describe('the bell in Arabic', () => {
  beforeAll(() => i18next.addResourceBundle('ar', 'notifications', arabicCopy));
  afterEach(() => i18next.changeLanguage('en'));

  it.each([
    [1, 'الإشعارات: إشعار واحد غير مقروء'],
    [2, 'الإشعارات: إشعاران غير مقروءين'],
    [3, 'الإشعارات: 3 إشعارات غير مقروءة'],
    [11, 'الإشعارات: 11 إشعارًا غير مقروء'],
    [100, 'الإشعارات: 100 إشعار غير مقروء'],
  ])('names %i unread in the right plural form', async (unread, name) => {
    await i18next.changeLanguage('ar');
    vi.spyOn(api, 'get').mockResolvedValue({ data: { unread } });
    renderBell();
    expect(await bell(name)).toBeTruthy();
  });
});

describe('the panel', () => {
  it('lists the notifications newest first, new ones marked, each with how long ago', async () => {
    const read = { ...fixtures.supportReply(), readAt: new Date().toISOString() };
    serveNotifications({ '': { items: [fixtures.feedPost(), read] } });
    renderBell();
    const panel = await openPanel();
    const [newPost, reply] = await within(panel).findAllByRole('listitem');
    expect(within(newPost!).getByRole('button').textContent).toMatch(/^Unread: New post/);
    expect(within(reply!).getByRole('button').textContent).toMatch(/^Support replied/);
    expect(newPost!.querySelector('time')?.textContent).toBe('5 min ago');
    expect(within(panel).getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/app/settings#notifications',
    );
  });

  describe('words each kind from its facts', () => {
    it.each<[string, () => Notification, string]>([
      [
        'a draw won, with the day its code expires',
        () => fixtures.drawWon(),
        'You won the draw!Your Gym pass code is waiting in Perks. Use it before 30 April 2026.',
      ],
      [
        'a draw won whose code does not expire',
        () => fixtures.drawWon({ expiresOn: null }),
        'You won the draw!Your Gym pass code is waiting in Perks.',
      ],
      [
        'a code claimed',
        () => fixtures.codeClaimed({ writtenIn: 'en', texts: { en: 'Cinema night', fr: 'Soirée cinéma' } }),
        'Code readyYour Cinema night code is in Perks.',
      ],
      [
        'a renewal coming',
        () => fixtures.renewalComing(),
        'Renewal comingPremium renews on 1 May 2026: €9.99.',
      ],
      [
        'a renewal coming on no known day',
        () => fixtures.renewalComing(null),
        'Renewal comingPremium renews soon: €9.99.',
      ],
      [
        'a failed payment',
        () => fixtures.paymentFailed(),
        'Payment failedWe couldn’t take €9.99. Update your card to keep Premium.',
      ],
      [
        'a reply from support',
        () => fixtures.supportReply(),
        'Support repliedA reply on S-000042 — My receipt shows the wrong name',
      ],
      ['a new post', () => fixtures.feedPost(), 'New postMobility in 10 minutes'],
    ])('%s', async (_, notification, words) => {
      serveNotifications({ '': { items: [{ ...notification(), readAt: new Date().toISOString() }] } });
      renderBell();
      expect(await itemWords()).toEqual([`${words}5 min ago`]);
    });
  });

  it('tags a reward name and a post title with the language they are in', async () => {
    serveNotifications({
      '': {
        items: [fixtures.codeClaimed({ writtenIn: 'ar', texts: { ar: 'بطاقة هدية' } }), fixtures.feedPost()],
      },
    });
    renderBell();
    const panel = await openPanel();
    const reward = await within(panel).findByText('بطاقة هدية');
    expect([reward.getAttribute('lang'), reward.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const title = within(panel).getByText('Mobility in 10 minutes');
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['en', 'ltr']);
  });

  it('says calmly when there is nothing yet', async () => {
    serveNotifications({ '': { items: [] } });
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByText('Nothing new.')).toBeTruthy();
    expect(
      within(panel).getByText('We’ll tell you here when you win a draw, get a reply, or a new post is out.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('says when the list did not load, and tries again', async () => {
    const server = serveNotifications({ '': new ApiError('5000', 500) });
    renderBell();
    const panel = await openPanel();
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'Your notifications did not load.',
    );
    server.setPage('', { items: [fixtures.feedPost()] });
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Mobility in 10 minutes')).toBeTruthy();
  });

  it('asks for older notifications with the last page’s cursor', async () => {
    const newest = fixtures.feedPost();
    const older = { ...fixtures.paymentFailed(), readAt: new Date().toISOString() };
    const server = serveNotifications({
      '': { items: [newest], nextCursor: 'cursor-2' },
      'cursor-2': { items: [older] },
    });
    renderBell();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Show older' }));
    expect(await within(panel).findByText('Payment failed')).toBeTruthy();
    expect(server.get).toHaveBeenCalledWith('/notifications?before=cursor-2');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    // The last page has no cursor: nothing older.
    expect(within(panel).queryByRole('button', { name: 'Show older' })).toBeNull();
  });
});

describe('reading a notification', () => {
  it.each<[string, string, () => Notification]>([
    ['a draw won', '/app/perks', () => fixtures.drawWon()],
    [
      'a code claimed',
      '/app/perks',
      () => fixtures.codeClaimed({ writtenIn: 'en', texts: { en: 'Gym pass' } }),
    ],
    ['a renewal coming', '/app/billing', () => fixtures.renewalComing()],
    ['a failed payment', '/app/billing', () => fixtures.paymentFailed()],
    ['a reply from support', '/app/contact', () => fixtures.supportReply()],
    ['a new post', '/app/feed/6f1c2f1e-0000-4000-8000-000000000001', () => fixtures.feedPost()],
  ])('marks %s read and goes to %s', async (_, path, make) => {
    const notification = make();
    const server = serveNotifications({ '': { items: [notification] } });
    renderBell();
    await bell('Notifications, 1 unread');
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: /^Unread:/ }));

    expect(server.post).toHaveBeenCalledWith(`/notifications/${notification.id}/read`, undefined);
    expect(location()).toBe(path);
    expect(screen.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // The count follows at once.
    expect(await bell('Notifications')).toBeTruthy();
  });

  it('does not mark again one already read', async () => {
    const server = serveNotifications({
      '': { items: [{ ...fixtures.supportReply(), readAt: new Date().toISOString() }] },
    });
    renderBell();
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: /^Support replied/ }));
    expect(location()).toBe('/app/contact');
    expect(server.post).not.toHaveBeenCalled();
  });

  it('marks everything read at once', async () => {
    const server = serveNotifications({ '': { items: [fixtures.drawWon(), fixtures.feedPost()] } });
    renderBell();
    await bell('Notifications, 2 unread');
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));

    expect(server.post).toHaveBeenCalledWith('/notifications/read', undefined);
    expect(await bell('Notifications')).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByRole('button', { name: /^Unread:/ })).toBeNull());
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(location()).toBe('/app/dashboard');
  });
});

describe('the panel and the keyboard', () => {
  it('takes focus when it opens, closes on Escape and gives focus back to the bell', async () => {
    serveNotifications({ '': { items: [fixtures.feedPost()] } });
    renderBell();
    const button = await bell();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Notifications' }));

    await userEvent.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside it', async () => {
    serveNotifications({ '': { items: [] } });
    renderBell();
    await openPanel();
    await userEvent.click(screen.getByTestId('location'));
    expect((await bell()).getAttribute('aria-expanded')).toBe('false');
  });
});
