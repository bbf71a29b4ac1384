import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolate, type MemberDetail, type MemberPage } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import { MemberScreen } from './components/member-screen';
import { MembersScreen } from './components/members-screen';
import {
  addressNow,
  detailFixture,
  initMembersAdminCopy,
  memberFixture,
  myId,
  paymentFixture,
  renderAt,
  signInAs,
} from './test-support';

beforeAll(initMembersAdminCopy);
beforeEach(() => signInAs('admin'));
afterEach(() => vi.restoreAllMocks());

const memberPath = '/app/admin/members/:memberId';
/** Names inside a sentence are isolated, so an Arabic name keeps its place in an English line and the reverse. */
const lina_ = isolate('Lina Haddad');
const lina = memberFixture();
const omar = memberFixture({
  id: '6f1c2f1e-0000-4000-8000-000000000002',
  email: 'omar@example.com',
  username: null,
  firstname: 'Omar',
  lastname: 'Benali',
  role: 'admin',
  language: 'fr',
  plan: null,
  complimentaryUntil: '2026-05-01T09:00:00.000Z',
});

/** The list as the API pages it: the pages by cursor (none for the first). */
function serveMembers(
  pages: Record<string, MemberPage> = { first: { members: [lina, omar], nextCursor: null } },
) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const [path, search = ''] = url.split('?');
    if (path !== '/admin/members') throw new Error(`unexpected GET ${url}`);
    const cursor = new URLSearchParams(search).get('cursor') ?? 'first';
    return { data: pages[cursor] ?? { members: [], nextCursor: null } };
  });
}

function serveMember(detail: MemberDetail) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === `/admin/members/${detail.member.id}`) return { data: detail };
    throw new Error(`unexpected GET ${url}`);
  });
}

const openMember = (detail: MemberDetail) =>
  renderAt(`/app/admin/members/${detail.member.id}`, <MemberScreen />, memberPath);

describe('the members list', () => {
  it('shows each member with a link to their page, the email left to right, role, plan, status and complimentary end', async () => {
    serveMembers();
    renderAt('/app/admin/members', <MembersScreen />);

    const table = await screen.findByRole('table', { name: 'Members, newest first' });
    const linaRow = within(table).getByRole('link', { name: 'Lina Haddad' }).closest('tr')!;
    expect(within(linaRow).getByRole('link').getAttribute('href')).toBe(`/app/admin/members/${lina.id}`);
    expect(within(linaRow).getByText('lina.haddad@example.com').getAttribute('dir')).toBe('ltr');
    expect(within(linaRow).getByText('@lina_h')).toBeTruthy();
    expect(within(linaRow).getByText('Member')).toBeTruthy();
    expect(linaRow.textContent).toContain('Premium · Monthly');
    expect(within(linaRow).getByText('Active')).toBeTruthy();

    const omarRow = within(table).getByRole('link', { name: 'Omar Benali' }).closest('tr')!;
    expect(within(omarRow).getByText('Admin')).toBeTruthy();
    expect(within(omarRow).getByText('No plan yet')).toBeTruthy();
    expect(within(omarRow).getByText('1 May 2026').getAttribute('datetime')).toBe(omar.complimentaryUntil);
    expect(screen.getByText('Shown: 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/app/admin/audit');
  });

  it('reads the filters from the address and puts each new one in the query and the address', async () => {
    const get = serveMembers();
    renderAt('/app/admin/members?role=admin&status=sleeping', <MembersScreen />);

    // An unknown status from a hand-edited link is left out rather than sent (the API would answer 4000).
    await waitFor(() => expect(get).toHaveBeenCalledWith('/admin/members?role=admin'));
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('admin');

    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'premium');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/admin/members?role=admin&plan=premium'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'deletion_pending');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/admin/members?role=admin&plan=premium&status=deletion_pending'),
    );

    // Typing asks once the person pauses, not at each key.
    const calls = get.mock.calls.length;
    await userEvent.type(screen.getByLabelText('Search'), ' lina ');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/admin/members?q=lina&role=admin&plan=premium&status=deletion_pending',
      ),
    );
    expect(get.mock.calls.length).toBe(calls + 1);
    expect(addressNow()).toBe('/app/admin/members?role=admin&status=deletion_pending&plan=premium&q=lina');
  });

  it('loads the next page from the cursor and adds it below', async () => {
    const get = serveMembers({
      first: { members: [lina], nextCursor: 'cursor-2' },
      'cursor-2': { members: [omar], nextCursor: null },
    });
    renderAt('/app/admin/members?plan=free', <MembersScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Omar Benali' })).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith('/admin/members?plan=free&cursor=cursor-2');
    expect(screen.getByRole('link', { name: 'Lina Haddad' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('exports the filtered list as CSV', async () => {
    serveMembers();
    const download = vi.spyOn(api, 'download').mockResolvedValue(new Blob(['email\n']));
    const saved: HTMLAnchorElement[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:members');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    renderAt('/app/admin/members?q=lina&plan=premium', <MembersScreen />);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/admin/members.csv?q=lina&plan=premium'));
    await waitFor(() => expect(saved[0]?.download).toMatch(/^members-\d{4}-\d\d-\d\d\.csv$/));
  });

  it('says when no member matches, and clears the filters', async () => {
    const get = serveMembers({ first: { members: [], nextCursor: null } });
    renderAt('/app/admin/members?role=karim', <MembersScreen />);

    expect(await screen.findByText('No member matches these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/admin/members'));
    expect(addressNow()).toBe('/app/admin/members');
  });

  it('says when the list cannot be loaded, in words of its code', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4003', 403));
    renderAt('/app/admin/members', <MembersScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The members could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('a member’s page', () => {
  it('shows the profile, billing, payments and history, with a link to the member’s audit entries', async () => {
    const detail = detailFixture(
      { status: 'deletion_pending', deletionRequestedAt: '2026-03-02T10:00:00.000Z' },
      {
        payments: [
          paymentFixture(),
          paymentFixture({ id: 'p-failed', number: 'VIT-2026-000043', status: 'failed' }),
        ],
        claims: [{ rewardName: 'Gym bag', claimedAt: '2026-02-10T12:00:00.000Z' }],
        drawWins: [{ month: '2026-02', rewardName: 'Headphones' }],
        moderation: [
          {
            kind: 'muted',
            at: '2026-02-11T12:00:00.000Z',
            reason: 'Spam',
            until: '2026-02-12T12:00:00.000Z',
          },
        ],
        signInMethods: [{ provider: 'password' }, { provider: 'google.com' }],
      },
    );
    serveMember(detail);
    openMember(detail);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lina Haddad' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('العربية').getAttribute('lang')).toBe('ar');
    expect(within(profile).getByText('Deletion pending')).toBeTruthy();
    expect(within(profile).getByText('Deletion requested')).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getAllByText('€9.99')).toHaveLength(2);
    // A receipt exists only for a paid payment.
    expect(within(payments).getAllByRole('button', { name: /^Resend receipt/ })).toHaveLength(1);
    expect(screen.getByText('Gym bag')).toBeTruthy();
    expect(screen.getByText('February 2026')).toBeTruthy();
    expect(screen.getByText('Muted in the community')).toBeTruthy();
    expect(screen.getByText('Google')).toBeTruthy();
    // A deletion already under way is not offered again.
    expect(screen.queryByRole('button', { name: 'Start deletion' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Audit entries' }).getAttribute('href')).toBe(
      `/app/admin/audit?targetId=${detail.member.id}`,
    );
  });

  it('offers an admin only the roles D2 lets them give: user and admin, never karim', async () => {
    const detail = detailFixture();
    serveMember(detail);
    openMember(detail);

    const role = (await screen.findByLabelText('Role')) as HTMLSelectElement;
    expect([...role.options].map((option) => option.value)).toEqual(['admin', 'user']);
    expect(role.value).toBe('user');
    expect(screen.getByRole('button', { name: 'Change role' })).toHaveProperty('disabled', true);
  });

  it('offers karim every role', async () => {
    signInAs('karim');
    const detail = detailFixture({ role: 'admin' });
    serveMember(detail);
    openMember(detail);
    const role = (await screen.findByLabelText('Role')) as HTMLSelectElement;
    expect([...role.options].map((option) => option.value)).toEqual(['karim', 'admin', 'user']);
  });

  it('offers no action on one’s own account', async () => {
    const detail = detailFixture({ id: myId, role: 'admin' }, { payments: [paymentFixture()] });
    serveMember(detail);
    openMember(detail);

    expect(await screen.findByText(/This is your own account/)).toBeTruthy();
    expect(screen.queryByLabelText('Role')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resend receipt/ })).toBeNull();
  });

  it('offers an admin no action on karim', async () => {
    const detail = detailFixture({ role: 'karim' });
    serveMember(detail);
    openMember(detail);
    expect(await screen.findByText('Only the Ambassador can act on this account.')).toBeTruthy();
    expect(screen.queryByLabelText('Role')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  });

  it('changes a role once confirmed, and says a refusal (8000) in its translated words', async () => {
    const detail = detailFixture();
    serveMember(detail);
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValueOnce({ data: { role: 'admin' } })
      .mockRejectedValueOnce(new ApiError('8000', 403));
    openMember(detail);

    await userEvent.selectOptions(await screen.findByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Change ${lina_}’s role to Admin?` });
    expect(confirm.textContent).toContain('They can use every staff screen at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/admin/members/${detail.member.id}/role`, { role: 'admin' }),
    );
    expect(await screen.findByText(`${lina_}’s role is now Admin.`)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change role' }),
    );
    expect(await screen.findByText('Your role cannot give that role, or act on this member.')).toBeTruthy();
  });

  it('grants complimentary Premium: days checked from 1 to 366 before sending, then sent', async () => {
    const detail = detailFixture();
    serveMember(detail);
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: {
        id: 'sub-1',
        planId: 'plan-premium',
        tier: 'premium',
        status: 'active',
        isActive: true,
        currentPeriodEnd: '2026-06-01T09:00:00.000Z',
        cancelAtPeriodEnd: false,
        complimentaryUntil: '2026-06-01T09:00:00.000Z',
      },
    });
    openMember(detail);

    await userEvent.click(await screen.findByRole('button', { name: 'Offer Premium' }));
    const dialog = screen.getByRole('dialog', { name: `Offer Premium to ${lina_}` });
    const days = within(dialog).getByLabelText('Number of days');
    expect((days as HTMLInputElement).value).toBe('30');

    for (const wrong of ['0', '367', '1.5', 'ten']) {
      await userEvent.clear(days);
      await userEvent.type(days, wrong);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Premium' }));
      expect(await within(dialog).findByText('Enter a whole number of days from 1 to 366.')).toBeTruthy();
    }
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '90 days' }));
    expect((days as HTMLInputElement).value).toBe('90');
    expect(within(dialog).queryByText('Enter a whole number of days from 1 to 366.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Premium' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/members/${detail.member.id}/complimentary`, { days: 90 }),
    );
    expect(await screen.findByText(`${lina_} has Premium until 1 June 2026.`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the grant just offered as running and the member on Premium at once, without a reload', async () => {
    const before = detailFixture();
    // The server's clock runs a little ahead of this browser's: its grant starts "now" by its own clock.
    const startsAt = new Date(Date.now() + 60_000).toISOString();
    const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const after = detailFixture(
      { complimentaryUntil: endsAt },
      { complimentary: [{ id: 'grant-1', startsAt, endsAt, revokedAt: null }] },
    );
    let current = before;
    vi.spyOn(api, 'get').mockImplementation(async () => ({ data: current }));
    vi.spyOn(api, 'post').mockImplementation(async () => {
      current = after;
      return { data: { ...after.subscription, tier: 'premium', complimentaryUntil: endsAt } };
    });
    openMember(before);

    const section = await screen.findByRole('region', { name: 'Subscription' });
    // Free in the reader's language, once: the tier no longer repeats it.
    expect(within(section).getByText('Free').textContent).toBe('Free');
    await userEvent.click(screen.getByRole('button', { name: 'Offer Premium' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Offer Premium' }));

    expect(await within(section).findByText('Running')).toBeTruthy();
    expect(within(section).queryByText('Upcoming')).toBeNull();
    const offered = within(section).getByText(/^Offered until /);
    expect(offered.closest('dd')?.textContent).toMatch(/^Premium.*Afterwards: Free$/);
  });

  it('puts a refusal of the grant (8002) in the dialog, in words', async () => {
    const detail = detailFixture();
    serveMember(detail);
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('8002', 409));
    openMember(detail);
    await userEvent.click(await screen.findByRole('button', { name: 'Offer Premium' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '7 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer Premium' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This member already pays for Premium.',
    );
  });

  it('ends a running complimentary Premium, signs out everywhere and resends a receipt, each once confirmed', async () => {
    const detail = detailFixture(
      { complimentaryUntil: '2026-05-01T09:00:00.000Z' },
      { payments: [paymentFixture()] },
    );
    serveMember(detail);
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined);
    openMember(detail);
    const id = detail.member.id;

    expect(await screen.findByText('Premium offered until 1 May 2026.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'End it now' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End it now' }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/admin/members/${id}/complimentary`));
    expect(await screen.findByText(`${lina_}’s complimentary Premium has ended.`)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    // Cancelling sends nothing.
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/admin/members/${id}/sign-out`, undefined));

    await userEvent.click(screen.getByRole('button', { name: 'Resend receipt VIT-2026-000042' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('lina.haddad@example.com');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Resend receipt' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        `/admin/members/${id}/payments/${detail.payments[0]!.id}/receipt`,
        undefined,
      ),
    );
    expect(
      await screen.findByText(
        `Receipt ${isolate('VIT-2026-000042')} sent again to ${isolate('lina.haddad@example.com')}.`,
      ),
    ).toBeTruthy();
  });

  it('says a member who is not there is not found', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4004', 404));
    renderAt('/app/admin/members/6f1c2f1e-0000-4000-8000-00000000dead', <MemberScreen />, memberPath);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'There is no member at this address',
    );
  });
});
