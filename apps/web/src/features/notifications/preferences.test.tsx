import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreference } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import { NotificationPreferences } from './components/notification-preferences';
import { initNotificationsCopy, preferencesFixture, renderAt, signInAs } from './test-support';

beforeAll(initNotificationsCopy);
beforeEach(() => signInAs({ tier: 'free' }));
afterEach(() => vi.restoreAllMocks());

/** The member's switches as the API keeps them: a save changes what the next read answers. */
function servePreferences(kinds: NotificationPreference[] = preferencesFixture()) {
  let stored = kinds;
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/notifications/preferences') return { data: { kinds: stored } };
    throw new Error(`unexpected GET ${url}`);
  });
  const save = (body: { kinds: NotificationPreference[] }) => {
    stored = stored.map((kind) => body.kinds.find((change) => change.kind === kind.kind) ?? kind);
    return { data: { kinds: stored } };
  };
  return { save };
}

const renderPreferences = () => renderAt(<NotificationPreferences />, '/app/settings#notifications');
const switchOf = (name: string) => screen.findByRole('switch', { name });

describe('notification settings', () => {
  it('offers both switches per kind, and says which kinds are never emailed', async () => {
    servePreferences();
    renderPreferences();
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(document.getElementById('notifications')?.tagName).toBe('SECTION');

    const inBell = await switchOf('Draws you win In the bell');
    expect((inBell as HTMLInputElement).checked).toBe(true);
    expect(((await switchOf('Draws you win By email')) as HTMLInputElement).checked).toBe(true);
    expect(((await switchOf('Replies from support By email')) as HTMLInputElement).checked).toBe(false);
    expect(((await switchOf('New posts in the feed In the bell')) as HTMLInputElement).checked).toBe(false);

    // Three a kind and this device's push; jsdom cannot push, so the push ones wait, disabled.
    expect(screen.getAllByRole('switch')).toHaveLength(17);
    expect(screen.queryByRole('switch', { name: 'Codes you claim By email' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'New posts in the feed By email' })).toBeNull();
    expect(screen.getAllByText('Not emailed')).toHaveLength(2);
    expect(
      screen.getByText(
        'New posts reach your inbox through the feed’s daily digest, which you set on the feed.',
      ),
    ).toBeTruthy();
  });

  it('saves a switch at once, that kind alone, and shows it moved before the answer', async () => {
    const server = servePreferences();
    let answer: (value: unknown) => void = () => undefined;
    const put = vi.spyOn(api, 'put').mockImplementation(
      (_url: string, body: unknown) =>
        new Promise((resolve) => {
          answer = () => resolve(server.save(body as { kinds: NotificationPreference[] }));
        }),
    );
    renderPreferences();
    const inBell = (await switchOf('Draws you win In the bell')) as HTMLInputElement;

    await userEvent.click(inBell);
    expect(put).toHaveBeenCalledWith('/notifications/preferences', {
      kinds: [{ kind: 'draw_won', inApp: false, email: true, push: true }],
    });
    expect(inBell.checked).toBe(false);

    // Once saved, the settings are read again, and keep the change.
    answer(undefined);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    expect(inBell.checked).toBe(false);

    await userEvent.click(await switchOf('Replies from support By email'));
    expect(put).toHaveBeenLastCalledWith('/notifications/preferences', {
      kinds: [{ kind: 'support_reply', inApp: true, email: true, push: true }],
    });
  });

  it('puts the switch back and says why when the save fails', async () => {
    servePreferences();
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('8201', 400));
    renderPreferences();
    const byEmail = (await switchOf('Failed payments By email')) as HTMLInputElement;

    await userEvent.click(byEmail);
    expect(api.put).toHaveBeenCalledWith('/notifications/preferences', {
      kinds: [{ kind: 'payment_failed', inApp: true, email: false, push: true }],
    });
    expect(await screen.findByText('This kind of notification is never emailed.')).toBeTruthy();
    await waitFor(() => expect(byEmail.checked).toBe(true));
  });

  it('says when the settings did not load', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('5000', 500));
    renderPreferences();
    expect(await screen.findByText('Your notification settings did not load.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
