import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolate, type Channel, type Message, type ModerationItem, type Profile } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import community from '../../../locales/en/community.json';
import { initTestI18n } from '../../../test/i18n';
import { liveStream } from '../../../lib/live-stream';
import { ChannelScreen } from './channel-screen';
import { ChannelsScreen } from './channels-screen';
import { MessageItem } from './message-item';
import { ModerationScreen } from './moderation-screen';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'community', community);
  Element.prototype.scrollIntoView = () => {};
});

const message: Message = {
  id: '0b6f6c1e-4c0e-4d8e-9a59-6b1b4f0c2a11',
  channelId: 'c-intro',
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

/** What the server holds: the calls below change it, and the screens read it again, as they would. */
let introductions: Channel;
let invitation: { channelId: string } | null;

beforeEach(() => {
  introductions = {
    id: 'c-intro',
    name: { text: 'Introductions', language: 'en' },
    description: { text: 'Welcome! Say hello.', language: 'en' },
    mode: 'open',
    archived: false,
    joined: false,
    memberCount: 3,
    unreadCount: 0,
    unreadMentions: 0,
    lastMessage: null,
    lastSeq: 0,
  };
  invitation = { channelId: introductions.id };
  localStorage.clear();
  vi.spyOn(liveStream, 'use').mockReturnValue(() => {});
  vi.spyOn(liveStream, 'restart').mockImplementation(() => {});
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/community/channels') return { data: [introductions] };
    if (path === '/community/introduction') return { data: invitation };
    if (path.startsWith(`/community/channels/${introductions.id}/messages`))
      return { data: { messages: [], nextBefore: null } };
    throw new ApiError('4004', 404);
  });
  useAuthStore.setState({
    user: { uid: 'uid-nadia', email: 'nadia@example.com', displayName: null },
    profile: {
      id: 'u-me',
      role: 'user',
      username: 'nadia',
      subscription: { tier: 'premium', isActive: true },
    } as Profile,
  });
});
afterEach(() => vi.restoreAllMocks());

function renderWith(children: ReactNode, at = '/app/community') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/app/community" element={children} />
          <Route path="/app/community/:channelId" element={<ChannelScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the invitation to introduce yourself', () => {
  it('joins the introductions channel in one tap and opens it with the message box focused', async () => {
    const user = userEvent.setup();
    const join = vi.spyOn(api, 'put').mockImplementation(async () => {
      introductions = { ...introductions, joined: true };
      return null;
    });
    renderWith(<ChannelsScreen />);

    const card = await screen.findByRole('region', { name: 'Welcome! Say hello' });
    expect(card.textContent).toContain(
      `Introduce yourself in ${isolate('Introductions')}: who you are and what you train for.`,
    );
    await user.click(within(card).getByRole('button', { name: 'Introduce yourself' }));

    await waitFor(() =>
      expect(join).toHaveBeenCalledWith(`/community/channels/${introductions.id}/membership`, undefined),
    );
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('placeholder')).toBe('Hi everyone, I am…');
  });

  it('stays closed on this device once dismissed, and is not shown once the member has posted', async () => {
    const user = userEvent.setup();
    renderWith(<ChannelsScreen />);
    const card = await screen.findByRole('region', { name: 'Welcome! Say hello' });
    await user.click(within(card).getByRole('button', { name: 'Hide this invitation' }));
    expect(screen.queryByRole('region', { name: 'Welcome! Say hello' })).toBeNull();
    expect(localStorage.getItem('community.introduction-dismissed.uid-nadia')).not.toBeNull();

    localStorage.clear();
    invitation = null;
    renderWith(<ChannelsScreen />);
    expect(await screen.findByRole('link', { name: 'Introductions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Welcome! Say hello' })).toBeNull();
  });
});

describe('reporting a message', () => {
  it('asks why: no reason, no report; with one, it is sent and the member thanked', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue(null);
    renderWith(
      <ul>
        <MessageItem message={message} viewerName="nadia" isStaff={false} isReadOnly={false} />
      </ul>,
    );

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByText('Buy followers here')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('Say why you are reporting this message, in 280 characters at most.'),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Why are you reporting it?'), '  Selling followers ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/community/messages/${message.id}/report`, {
        reason: 'Selling followers',
      }),
    );
    expect(await screen.findByText('Thanks, the team will take a look.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the member already reported it', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7612', 409));
    renderWith(
      <ul>
        <MessageItem message={message} viewerName="nadia" isStaff={false} isReadOnly={false} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    await user.type(within(dialog).getByLabelText('Why are you reporting it?'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('You already reported this message.')).toBeTruthy();
  });
});

describe('the moderation queue', () => {
  it('shows staff why members reported a message, and keeps it with "Keep"', async () => {
    const user = userEvent.setup();
    const item: ModerationItem = {
      message,
      channelName: 'Introductions',
      reason: 'reported',
      reportCount: 2,
      reportReasons: ['Selling followers', 'Spam link'],
    };
    let queue = [item];
    vi.spyOn(api, 'get').mockImplementation(async () => ({ data: queue }));
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      queue = [];
      return { data: { ...message, status: 'visible' } };
    });
    renderWith(<ModerationScreen />);

    const reasons = await screen.findByRole('list', { name: 'Reported because' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Selling followers', 'Spam link']);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/community/moderation/${message.id}`, { action: 'approve' }),
    );
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});
