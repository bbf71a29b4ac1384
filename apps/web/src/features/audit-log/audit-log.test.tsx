import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditActions, type AuditEntry, type AuditPage } from '@vitalia/contracts';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import auditCopy from '../../locales/en/audit-log.json';
import { initTestI18n } from '../../test/i18n';
import { renderScreenAt } from '../../test/render-screen';
import { signInAs } from '../../test/sign-in-as';
import { changeLinesOf } from './components/audit-changes';
import { AuditLogScreen } from './components/audit-log-screen';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'audit-log', auditCopy);
});
beforeEach(() => signInAs({ role: 'admin', tier: 'free' }));
afterEach(() => vi.restoreAllMocks());

const adminId = '2b3c4d5e-0000-4000-8000-000000000001';
const memberId = '6f1c2f1e-0000-4000-8000-000000000001';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  occurredAt: '2026-03-04T09:30:00.000Z',
  actor: { id: adminId, name: 'Nadia Admin' },
  action: 'member.role_changed',
  target: { type: 'member', id: memberId, name: 'Lina Haddad' },
  before: { role: 'user' },
  after: { role: 'admin' },
  requestId: 'req-42',
  ...overrides,
});

const roleChanged = entry({ id: '3' });
const byOperator = entry({
  id: '2',
  actor: null,
  action: 'member.premium_granted',
  target: { type: 'member', id: memberId, name: null },
  before: { complimentaryUntil: null },
  after: { complimentaryUntil: '2026-04-03T09:30:00.000Z', days: 30 },
  requestId: null,
});
const planEdited = entry({
  id: '1',
  action: 'plan.updated',
  target: { type: 'plan', id: 'plan-1', name: 'Premium' },
  before: { id: 'plan-1', name: 'Premium', priceCents: 999, currency: 'EUR', isActive: true },
  after: { id: 'plan-1', name: 'Premium', priceCents: 1299, currency: 'EUR', isActive: true },
});

function serve(pages: Record<string, AuditPage>) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const [path, search = ''] = url.split('?');
    if (path !== '/admin/audit') throw new Error(`unexpected GET ${url}`);
    return { data: pages[new URLSearchParams(search).get('cursor') ?? 'first'] };
  });
}

const renderLog = (path = '/app/admin/audit') =>
  renderScreenAt(
    <Routes>
      <Route path="/app/admin/audit" element={<AuditLogScreen />} />
    </Routes>,
    path,
  );

describe('the audit log', () => {
  it('says who did what to whom and when, with a compact before → after', async () => {
    serve({ first: { entries: [roleChanged, byOperator, planEdited], nextCursor: null } });
    renderLog();

    const list = await screen.findByRole('list', { name: 'Audit entries, newest first' });
    const [first, second, third] = [...list.children] as HTMLElement[];
    expect(within(first!).getByText('Changed a member’s role')).toBeTruthy();
    expect(within(first!).getByText('4 Mar 2026, 09:30')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Nadia Admin' }).getAttribute('href')).toBe(
      `/app/admin/audit?actorId=${adminId}`,
    );
    expect(within(first!).getByRole('link', { name: 'Lina Haddad' }).getAttribute('href')).toBe(
      `/app/admin/members/${memberId}`,
    );
    // Role values in words, the arrow for the eye and "becomes" for a screen reader.
    expect(within(first!).getByText(/^Role/).closest('li')!.textContent).toBe('Role: Member →becomes Admin');

    expect(within(second!).getByText('Offered complimentary Premium')).toBeTruthy();
    expect(within(second!).getByText('Operator (command line)')).toBeTruthy();
    expect(within(second!).getByText('Deleted member')).toBeTruthy();
    expect(
      within(second!)
        .getByText(/^Complimentary until/)
        .closest('li')!.textContent,
    ).toBe('Complimentary until: none →becomes 3 Apr 2026, 09:30');

    // Only what changed, the price in money.
    const changes = within(third!)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(changes).toEqual(['Price: €9.99 →becomes €12.99']);
    expect(within(third!).getByText('Premium')).toBeTruthy();
  });

  it('asks for the target and actor of the address, and for the action chosen; drops a filter on request', async () => {
    const get = serve({ first: { entries: [roleChanged], nextCursor: null } });
    renderLog(`/app/admin/audit?targetId=${memberId}&actorId=not-a-uuid`);

    await waitFor(() => expect(get).toHaveBeenCalledWith(`/admin/audit?targetId=${memberId}`));
    expect(await screen.findByText(`About ${'\u2068'}Lina Haddad${'\u2069'}`)).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'member.premium_granted');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(`/admin/audit?action=member.premium_granted&targetId=${memberId}`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show entries about everyone' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/admin/audit?action=member.premium_granted'));
  });

  it('loads older entries from the cursor', async () => {
    const get = serve({
      first: { entries: [roleChanged], nextCursor: '3' },
      '3': { entries: [byOperator], nextCursor: null },
    });
    renderLog();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Operator (command line)')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith('/admin/audit?cursor=3');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing matches, and when the log cannot be loaded', async () => {
    serve({ first: { entries: [], nextCursor: null } });
    renderLog('/app/admin/audit?action=plan.created');
    expect(await screen.findByText('No entry matches these filters')).toBeTruthy();

    vi.restoreAllMocks();
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('5000', 500));
    renderLog();
    expect((await screen.findByRole('alert')).textContent).toContain('The audit log could not be loaded');
  });

  it('has words for every action the log names', () => {
    for (const action of auditActions) {
      expect(i18next.exists(`audit-log:actions.${action}`), action).toBe(true);
    }
  });

  it('says a moderation decision in words, and a name it has no words for as the server wrote it', async () => {
    serve({
      first: {
        entries: [
          entry({
            action: 'community.message_moderated',
            target: { type: 'message', id: 'm-1', name: null },
            before: { status: 'held' },
            after: { action: 'delete', reason: null, shadowBanned: true },
          }),
        ],
        nextCursor: null,
      },
    });
    renderLog();
    const item = (await screen.findByText('Moderated a community message', { selector: 'p' })).closest('li')!;
    const lines = within(item)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Status: Held for review',
      'Decision: Deleted',
      'Reason: none',
      'shadowBanned: Yes',
    ]);
    expect(within(item).getByText('shadowBanned').getAttribute('dir')).toBe('ltr');
  });

  it('keeps to what changed: ids, the currency and lists are said elsewhere', () => {
    expect(changeLinesOf({ before: { planIds: ['a', 'b'] }, after: { planIds: ['b', 'a'] } })).toEqual([]);
    expect(changeLinesOf({ before: null, after: { receipt: 'VIT-1' } }).map((line) => line.key)).toEqual([
      'receipt',
    ]);
    expect(
      changeLinesOf({ before: null, after: { importId: 'i-1', imported: 12, total: 14 } }).map(
        (line) => line.key,
      ),
    ).toEqual(['imported', 'total']);
  });
});
