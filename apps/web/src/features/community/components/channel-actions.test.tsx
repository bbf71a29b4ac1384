import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolate, type ChannelForStaff, type Profile, type Role } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../components/ui/alert/alert-modal';
import { api, ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import community from '../../../locales/en/community.json';
import { initTestI18n } from '../../../test/i18n';
import { liveStream } from '../../../lib/live-stream';
import { ChannelScreen } from './channel-screen';
import { ChannelsScreen } from './channels-screen';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'community', community);
  // jsdom lays nothing out, so it has no scrolling; the conversation scrolls to its newest message.
  Element.prototype.scrollIntoView = () => {};
});

/** What the server holds: the calls below change it, and the screens read it again, as they would. */
let channel: ChannelForStaff;
let restart: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  channel = {
    id: 'c-runners',
    name: { text: 'Runners', language: 'en' },
    description: { text: 'Morning runs', language: 'en' },
    mode: 'open',
    archived: false,
    joined: true,
    memberCount: 12,
    unreadCount: 0,
    unreadMentions: 0,
    lastMessage: null,
    lastSeq: 0,
    nameTexts: { writtenIn: 'en', texts: { en: 'Runners' } },
    descriptionTexts: { writtenIn: 'en', texts: { en: 'Morning runs' } },
  };
  // The stream itself is EventSource's business (decision 026); here, only whether it is told to reopen.
  vi.spyOn(liveStream, 'use').mockReturnValue(() => {});
  restart = vi.spyOn(liveStream, 'restart').mockImplementation(() => {});
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/community/channels') return { data: channel.archived ? [] : [channel] };
    if (path === '/admin/community/channels') return { data: [channel] };
    if (path.startsWith(`/community/channels/${channel.id}/messages`))
      return { data: { messages: [], nextBefore: null } };
    throw new ApiError('4004', 404);
  });
  vi.spyOn(api, 'put').mockResolvedValue(null);
});
afterEach(() => vi.restoreAllMocks());

function renderChannel(role: Role) {
  useAuthStore.setState({
    profile: {
      id: 'u-me',
      role,
      username: 'me',
      subscription: { tier: 'premium', isActive: true },
    } as Profile,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/app/community/${channel.id}`]}>
        <Routes>
          <Route path="/app/community" element={<ChannelsScreen />} />
          <Route path="/app/community/:channelId" element={<ChannelScreen />} />
        </Routes>
      </MemoryRouter>
      <AlertModal />
    </QueryClientProvider>,
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, action: string) {
  await user.click(await screen.findByRole('button', { name: 'Channel options' }));
  await user.click(screen.getByRole('button', { name: action }));
  return screen.getByRole('alertdialog');
}

describe('leaving a channel', () => {
  it('asks first, then leaves, reopens the stream without it, and shows the list with the channel to join', async () => {
    const user = userEvent.setup();
    const remove = vi.spyOn(api, 'delete').mockImplementation(async () => {
      channel = { ...channel, joined: false };
      return null;
    });
    renderChannel('user');

    const confirmation = await choose(user, 'Leave channel');
    expect(within(confirmation).getByRole('heading').textContent).toBe(`Leave ${isolate('Runners')}?`);
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(confirmation).getByRole('button', { name: 'Leave' }));

    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/community/channels/${channel.id}/membership`));
    await waitFor(() => expect(restart).toHaveBeenCalledOnce());
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Runners' })).toBeTruthy();
    expect((await screen.findByRole('alertdialog')).textContent).toContain(`You left ${isolate('Runners')}.`);
  });

  it('does nothing when the member cancels', async () => {
    const user = userEvent.setup();
    const remove = vi.spyOn(api, 'delete');
    renderChannel('user');

    const confirmation = await choose(user, 'Leave channel');
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
    expect(restart).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Runners' })).toBeTruthy();
  });

  it('offers a member of no channel nothing to leave', async () => {
    channel = { ...channel, joined: false };
    renderChannel('user');
    expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Channel options' })).toBeNull();
  });
});

describe('archiving a channel (staff)', () => {
  it('archives after asking, then shows the channel archived and read only; restoring asks too', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch').mockImplementation(async (_path, body) => {
      channel = { ...channel, archived: (body as { archived: boolean }).archived };
      return { data: channel };
    });
    renderChannel('admin');

    const archiving = await choose(user, 'Archive channel');
    await user.click(within(archiving).getByRole('button', { name: 'Archive' }));

    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/admin/community/channels/${channel.id}`, { archived: true }),
    );
    expect(await screen.findByText('This channel is archived: you can read it but not post.')).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    const restoring = await choose(user, 'Restore channel');
    await user.click(within(restoring).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(patch).toHaveBeenLastCalledWith(`/admin/community/channels/${channel.id}`, { archived: false }),
    );
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('is not offered to members', async () => {
    const user = userEvent.setup();
    renderChannel('user');
    await user.click(await screen.findByRole('button', { name: 'Channel options' }));
    expect(screen.queryByRole('button', { name: 'Archive channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit channel' })).toBeNull();
  });
});
