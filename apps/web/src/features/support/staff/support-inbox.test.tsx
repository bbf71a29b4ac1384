import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolate, type StaffSupportRequest, type SupportInboxItem } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { SupportInboxScreen } from './components/inbox-screen';
import { SupportRequestScreen } from './components/request-screen';
import {
  addressNow,
  inboxItemFixture,
  initInboxCopy,
  myId,
  renderAt,
  requestFixture,
  signInAs,
} from './test-support';

beforeAll(initInboxCopy);
beforeEach(() => signInAs('admin'));
afterEach(() => vi.restoreAllMocks());

const requestPath = '/app/admin/support/:requestId';

/** The inbox as the API answers it, one list per status. */
function serveInbox(byStatus: Partial<Record<string, SupportInboxItem[]>> = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const [path, search = ''] = url.split('?');
    if (path !== '/admin/support/requests') throw new Error(`unexpected GET ${url}`);
    return { data: byStatus[new URLSearchParams(search).get('status') ?? ''] ?? [] };
  });
}

function serveRequest(request: StaffSupportRequest) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === `/admin/support/requests/${request.id}`) return { data: request };
    throw new Error(`unexpected GET ${url}`);
  });
}

const openRequest = (request: StaffSupportRequest) =>
  renderAt(`/app/admin/support/${request.id}`, <SupportRequestScreen />, requestPath);

describe('the support inbox', () => {
  const waiting = inboxItemFixture();
  const taken = inboxItemFixture({
    id: '5d2c1b0a-0000-4000-8000-000000000043',
    reference: 'S-000043',
    subject: 'لا أستطيع تسجيل الدخول',
    category: 'account',
    member: {
      id: 'member-9',
      name: 'Omar Benali',
      person: { id: 'c0a8-omar', displayName: 'Omar B.', pictureUrl: null, badge: null },
      email: 'omar@example.com',
      language: 'fr',
    },
    assignee: { id: 'staff-2', name: 'Nadia' },
    messageCount: 1,
  });

  it('lists the new requests oldest first, each with reference, subject, member, topic, assignee, last message and count', async () => {
    const get = serveInbox({ new: [waiting, taken] });
    renderAt('/app/admin/support', <SupportInboxScreen />);

    const list = await screen.findByRole('list', { name: 'Requests, oldest first' });
    expect(get).toHaveBeenCalledWith('/admin/support/requests?status=new');
    const [first, second] = within(list).getAllByRole('listitem');
    const link = within(first!).getByRole('link', { name: 'My receipt shows the wrong name' });
    expect(link.getAttribute('href')).toBe(`/app/admin/support/${waiting.id}`);
    expect(within(first!).getByText('S-000042').getAttribute('dir')).toBe('ltr');
    expect(within(first!).getByText('Lina H.')).toBeTruthy();
    expect(within(first!).getByText('lina.haddad@example.com').getAttribute('dir')).toBe('ltr');
    expect(within(first!).getByText('Billing')).toBeTruthy();
    expect(within(first!).getByText('Unassigned')).toBeTruthy();
    expect(within(first!).getByText('3 messages')).toBeTruthy();
    expect(within(first!).getByText('3 Mar 2026, 10:30').getAttribute('datetime')).toBe(
      waiting.lastMessageAt,
    );

    expect(within(second!).getByText('Nadia')).toBeTruthy();
    expect(within(second!).getByText('1 message')).toBeTruthy();
    expect(within(second!).getByText('Account')).toBeTruthy();
  });

  it('asks for the chosen status and keeps it in the address', async () => {
    const get = serveInbox({ new: [waiting], waiting: [inboxItemFixture({ status: 'waiting' })] });
    renderAt('/app/admin/support', <SupportInboxScreen />);
    await screen.findByRole('list', { name: 'Requests, oldest first' });

    await userEvent.click(screen.getByRole('tab', { name: 'Waiting' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/admin/support/requests?status=waiting'));
    expect(addressNow()).toBe('/app/admin/support?status=waiting');
    expect(screen.getByRole('tab', { name: 'Waiting' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'Solved' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/admin/support/requests?status=solved'));
    expect(await screen.findByText('No solved requests yet')).toBeTruthy();

    // New is the default: it leaves the address clean.
    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(addressNow()).toBe('/app/admin/support');
  });

  it('opens on the status a link names', async () => {
    const get = serveInbox();
    renderAt('/app/admin/support?status=solved', <SupportInboxScreen />);
    expect(await screen.findByText('No solved requests yet')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/support/requests?status=solved');
    expect(get).not.toHaveBeenCalledWith('/admin/support/requests?status=new');
  });

  it('says when the requests cannot be loaded, in words of its code', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4003', 403));
    renderAt('/app/admin/support', <SupportInboxScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The requests could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('a support request', () => {
  const conversation = requestFixture({
    messages: [
      requestFixture().messages[0]!,
      {
        id: 'message-2',
        fromStaff: true,
        authorName: 'Nadia',
        body: 'Which name should it show?',
        attachments: [],
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ],
    notes: [
      {
        id: 'note-1',
        authorName: 'Nadia',
        body: 'Old name from the Stripe customer record.',
        createdAt: '2026-03-02T10:05:00.000Z',
      },
    ],
  });
  const id = conversation.id;

  it('shows the conversation signed, the member with a link to their page, and notes marked staff-only', async () => {
    serveRequest(conversation);
    openRequest(conversation);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My receipt shows the wrong name' }),
    ).toBeTruthy();
    const messages = within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole(
      'listitem',
    );
    expect(within(messages[0]!).getByText('Lina Haddad')).toBeTruthy();
    expect(within(messages[1]!).getByText(`${isolate('Nadia')} · Vitalia team`)).toBeTruthy();

    const member = screen.getByRole('region', { name: 'Member' });
    expect(within(member).getByText('lina.haddad@example.com').getAttribute('dir')).toBe('ltr');
    expect(within(member).getByText('العربية').getAttribute('lang')).toBe('ar');
    expect(within(member).getByRole('link', { name: 'Open the member’s page' }).getAttribute('href')).toBe(
      `/app/admin/members/${conversation.member.id}`,
    );

    const notes = screen.getByRole('region', { name: 'Internal notes' });
    expect(within(notes).getByText('Only staff see this. The member never does.')).toBeTruthy();
    expect(within(notes).getByText('Old name from the Stripe customer record.')).toBeTruthy();
    // A note is never part of the conversation the member reads.
    expect(
      within(screen.getByRole('region', { name: 'Conversation' })).queryByText(/Stripe customer record/),
    ).toBeNull();
    expect(screen.getByText('Unassigned')).toBeTruthy();
  });

  it('shows the member’s screenshots as thumbnails, fetched with the staff token, each opening full size', async () => {
    const screenshot = { key: `${'a'.repeat(32)}.webp`, width: 1280, height: 800 };
    const withScreenshot = requestFixture({
      messages: [{ ...requestFixture().messages[0]!, attachments: [screenshot] }],
    });
    serveRequest(withScreenshot);
    const download = vi.spyOn(api, 'download').mockResolvedValue(new Blob(['webp'], { type: 'image/webp' }));
    openRequest(withScreenshot);

    const gallery = await screen.findByRole('list', { name: 'Screenshots sent with this message' });
    const open = await within(gallery).findByRole('button', { name: 'Open screenshot 1 at full size' });
    expect(download).toHaveBeenCalledWith(`/admin/support/attachments/${screenshot.key}`);
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot 1' });
    const full = within(dialog).getByRole('img', { name: 'Screenshot 1' });
    expect(full.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    expect([full.getAttribute('width'), full.getAttribute('height')]).toEqual(['1280', '800']);
  });

  it('says a screenshot that cannot be loaded, and keeps its place', async () => {
    const screenshot = { key: `${'b'.repeat(32)}.webp`, width: 1280, height: 800 };
    const withScreenshot = requestFixture({
      messages: [{ ...requestFixture().messages[0]!, attachments: [screenshot] }],
    });
    serveRequest(withScreenshot);
    vi.spyOn(api, 'download').mockRejectedValue(new ApiError('4004', 404));
    openRequest(withScreenshot);
    const gallery = await screen.findByRole('list', { name: 'Screenshots sent with this message' });
    expect(await within(gallery).findByText('This screenshot could not be loaded.')).toBeTruthy();
  });

  it('takes the request for the caller, and offers no “Take it” once it is theirs', async () => {
    const get = serveRequest(conversation);
    const put = vi.spyOn(api, 'put').mockImplementation(async () => {
      const mine = { ...conversation, assignee: { id: myId, name: 'Sam Admin' } };
      get.mockResolvedValue({ data: mine });
      return { data: mine };
    });
    openRequest(conversation);

    await userEvent.click(await screen.findByRole('button', { name: 'Take it' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/admin/support/requests/${id}/assignee`, undefined),
    );
    expect(await screen.findByText('This request is yours now.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Take it' })).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Handling' })).getByText('You')).toBeTruthy();
  });

  it('asks before taking a request someone else has', async () => {
    const taken = { ...conversation, assignee: { id: 'staff-2', name: 'Nadia' } };
    serveRequest(taken);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: taken });
    openRequest(taken);

    await userEvent.click(await screen.findByRole('button', { name: 'Take it' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Take this request from ${isolate('Nadia')}?`,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(put).not.toHaveBeenCalled();
  });

  it('sends a reply, said to be emailed to the member, checked first with the API’s code', async () => {
    serveRequest(conversation);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...conversation, status: 'waiting' } });
    openRequest(conversation);

    const reply = await screen.findByLabelText('Your reply');
    expect(
      screen.getByText(
        `Your reply is emailed to ${isolate('lina.haddad@example.com')} and shown in the member’s contact history.`,
      ),
    ).toBeTruthy();
    await userEvent.type(reply, 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a message of 10 to 5,000 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(reply);
    await userEvent.type(reply, 'Thank you! We corrected the name.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/support/requests/${id}/replies`, {
        message: 'Thank you! We corrected the name.',
      }),
    );
    expect(
      await screen.findByText(
        `Reply sent by email to ${isolate('Lina Haddad')}. The request now waits for them.`,
      ),
    ).toBeTruthy();
    expect((reply as HTMLTextAreaElement).value).toBe('');
  });

  it('adds an internal note', async () => {
    serveRequest(conversation);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: conversation });
    openRequest(conversation);

    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    await userEvent.type(within(notes).getByLabelText('New note'), 'Asked billing to check the record.');
    await userEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/support/requests/${id}/notes`, {
        message: 'Asked billing to check the record.',
      }),
    );
    expect(await screen.findByText('Note added. Only staff can see it.')).toBeTruthy();
  });

  it('marks the request solved once confirmed, then offers Reopen and no reply box', async () => {
    const get = serveRequest(conversation);
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url: string, body: unknown) => {
      const changed = { ...conversation, status: (body as { status: 'solved' | 'new' }).status };
      get.mockResolvedValue({ data: changed });
      return { data: changed };
    });
    openRequest(conversation);

    await userEvent.click(await screen.findByRole('button', { name: 'Mark solved' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Mark ${isolate('S-000042')} solved?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark solved' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/admin/support/requests/${id}/status`, { status: 'solved' }),
    );
    expect(await screen.findByText(`${isolate('S-000042')} is marked solved.`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Your reply')).toBeNull());
    expect(
      screen.getByText('This request is solved: the member cannot write on it. Reopen it to reply.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(`/admin/support/requests/${id}/status`, { status: 'new' }),
    );
    expect(
      await screen.findByText(`${isolate('S-000042')} is open again, with the new requests.`),
    ).toBeTruthy();
  });

  it('says a refused action in its translated words', async () => {
    serveRequest(conversation);
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('4003', 403));
    openRequest(conversation);
    await userEvent.click(await screen.findByRole('button', { name: 'Take it' }));
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });

  it('says a request that is not there is not found', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4004', 404));
    renderAt(
      '/app/admin/support/5d2c1b0a-0000-4000-8000-00000000dead',
      <SupportRequestScreen />,
      requestPath,
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'There is no request at this address',
    );
    expect(screen.getByRole('link', { name: 'Back to the requests' }).getAttribute('href')).toBe(
      '/app/admin/support',
    );
  });
});
