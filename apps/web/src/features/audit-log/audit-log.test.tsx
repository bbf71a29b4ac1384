import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  auditActions,
  auditFieldKeys,
  auditSentenceKeys,
  auditTranslatedFields,
  countedAuditSentences,
  languages,
  type AuditEntry,
  type AuditPage,
} from '@vitalia/contracts';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import * as files from '../../lib/save-file';
import auditCopy from '../../locales/en/audit-log.json';
import { initTestI18n } from '../../test/i18n';
import { renderScreenAt } from '../../test/render-screen';
import { signInAs } from '../../test/sign-in-as';
import { AuditLogScreen } from './components/audit-log-screen';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'audit-log', auditCopy);
});
beforeEach(() => signInAs({ role: 'admin', tier: 'free' }));
afterEach(() => vi.restoreAllMocks());

const adminId = '2b3c4d5e-0000-4000-8000-000000000001';
const karimId = '2b3c4d5e-0000-4000-8000-000000000002';
const memberId = '6f1c2f1e-0000-4000-8000-000000000001';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  occurredAt: '2026-03-04T09:30:00.000Z',
  actor: { id: adminId, name: 'Nadia Admin' },
  action: 'member.role_changed',
  target: { type: 'member', id: memberId, name: 'Lina Haddad' },
  member: { id: memberId, name: 'Lina Haddad' },
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
  member: { id: memberId, name: null },
  before: { complimentaryUntil: null },
  after: { complimentaryUntil: '2026-04-03T09:30:00.000Z', days: 30 },
  requestId: null,
});

const actors = [
  { id: adminId, name: 'Nadia Admin' },
  { id: karimId, name: 'karim' },
];

function serve(pages: Record<string, AuditPage>) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const [path, search = ''] = url.split('?');
    if (path === '/admin/audit/actors') return { data: actors };
    if (path !== '/admin/audit') throw new Error(`unexpected GET ${url}`);
    return { data: pages[new URLSearchParams(search).get('cursor') ?? 'first'] };
  });
}
const logCalls = (get: ReturnType<typeof serve>) =>
  get.mock.calls
    .map(([url]) => url as string)
    .filter((url) => url.startsWith('/admin/audit?') || url === '/admin/audit');

const renderLog = (path = '/app/admin/audit') =>
  renderScreenAt(
    <Routes>
      <Route path="/app/admin/audit" element={<AuditLogScreen />} />
    </Routes>,
    path,
  );

/** Midnight where the reader is, as the API is asked for it. */
const localMidnight = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString();

describe('the audit log screen', () => {
  it('says who did what to whom and when, as sentences', async () => {
    serve({ first: { entries: [roleChanged, byOperator], nextCursor: null } });
    renderLog();

    const list = await screen.findByRole('list', { name: 'Audit entries, newest first' });
    const [first, second] = [...list.children] as HTMLElement[];
    expect(within(first!).getByText('4 Mar 2026, 09:30')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Nadia Admin' }).getAttribute('href')).toBe(
      `/app/admin/audit?actorId=${adminId}`,
    );
    expect(first!.querySelector('p')!.textContent).toBe('Role of Lina Haddad changed: Member →becomes Admin');

    expect(second!.querySelector('p')!.textContent).toBe(
      'A deleted member given complimentary Premium for 30 days, until 3 Apr 2026, 09:30',
    );
    expect(within(second!).getByText('Operator (command line)')).toBeTruthy();
  });

  it('reads every filter from the address and asks the API for them, dates as the reader’s days', async () => {
    const get = serve({ first: { entries: [roleChanged], nextCursor: null } });
    renderLog(
      `/app/admin/audit?action=member.role_changed&actorId=${adminId}&member=lina&from=2026-03-01&to=2026-03-31`,
    );
    const expected = new URLSearchParams({
      action: 'member.role_changed',
      actorId: adminId,
      member: 'lina',
      from: localMidnight(2026, 3, 1),
      // The last day is included: the API is asked for entries before the next midnight.
      to: localMidnight(2026, 4, 1),
    });
    await waitFor(() => expect(logCalls(get)).toEqual([`/admin/audit?${expected.toString()}`]));
    expect((screen.getByLabelText('Kind of action') as HTMLSelectElement).value).toBe('member.role_changed');
    await waitFor(() =>
      expect((screen.getByLabelText('Staff member') as HTMLSelectElement).value).toBe(adminId),
    );
    expect((screen.getByLabelText('Member concerned') as HTMLInputElement).value).toBe('lina');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-03-31');
  });

  it('changes a filter in the address as it is chosen; each combines with the others', async () => {
    const get = serve({ first: { entries: [roleChanged], nextCursor: null } });
    renderLog();
    await screen.findByRole('list', { name: 'Audit entries, newest first' });

    await userEvent.selectOptions(screen.getByLabelText('Kind of action'), 'reward.updated');
    await waitFor(() => expect(logCalls(get).at(-1)).toBe('/admin/audit?action=reward.updated'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'karim' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Staff member'), karimId);
    await waitFor(() =>
      expect(logCalls(get).at(-1)).toBe(`/admin/audit?action=reward.updated&actorId=${karimId}`),
    );
    await userEvent.type(screen.getByLabelText('Member concerned'), 'lina');
    await waitFor(() =>
      expect(logCalls(get).at(-1)).toBe(`/admin/audit?action=reward.updated&actorId=${karimId}&member=lina`),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    await waitFor(() =>
      expect(logCalls(get).at(-1)).toBe(
        `/admin/audit?${new URLSearchParams({
          action: 'reward.updated',
          actorId: karimId,
          member: 'lina',
          from: localMidnight(2026, 3, 2),
        }).toString()}`,
      ),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear the filters' })[0]!);
    await waitFor(() => expect(logCalls(get).at(-1)).toBe('/admin/audit'));
  });

  it('keeps out what the API would refuse: a hand-edited link still shows the log', async () => {
    const get = serve({ first: { entries: [roleChanged], nextCursor: null } });
    renderLog('/app/admin/audit?action=member.ate_cake&actorId=not-a-uuid&from=yesterday');
    await waitFor(() => expect(logCalls(get)).toEqual(['/admin/audit']));
  });

  it('says a range that ends before it starts, and asks without it', async () => {
    const get = serve({ first: { entries: [roleChanged], nextCursor: null } });
    renderLog('/app/admin/audit?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('The end date comes before the start date.')).toBeTruthy();
    await waitFor(() => expect(logCalls(get)).toEqual(['/admin/audit']));
  });

  it('names the target a member’s page links to, and drops that filter on request', async () => {
    const get = serve({ first: { entries: [roleChanged], nextCursor: null } });
    renderLog(`/app/admin/audit?targetId=${memberId}`);
    expect(await screen.findByText(`About ${'\u2068'}Lina Haddad${'\u2069'}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show entries about everyone' }));
    await waitFor(() => expect(logCalls(get).at(-1)).toBe('/admin/audit'));
  });

  it('downloads the CSV of what the filters find', async () => {
    serve({ first: { entries: [roleChanged], nextCursor: null } });
    const download = vi.spyOn(api, 'download').mockResolvedValue(new Blob(['date,actor\r\n']));
    const saved = vi.spyOn(files, 'saveFile').mockImplementation(() => undefined);
    renderLog(`/app/admin/audit?action=member.role_changed&member=lina`);
    await screen.findByRole('list', { name: 'Audit entries, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/admin/audit.csv?action=member.role_changed&member=lina'),
    );
    expect(saved).toHaveBeenCalledWith(
      expect.any(Blob),
      expect.stringMatching(/^audit-log-\d{4}-\d\d-\d\d\.csv$/),
    );
  });

  it('says why the CSV did not come', async () => {
    serve({ first: { entries: [roleChanged], nextCursor: null } });
    vi.spyOn(api, 'download').mockRejectedValue(new ApiError('4003', 403));
    renderLog();
    await screen.findByRole('list', { name: 'Audit entries, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(i18next.t('errors:4003'))).toBeTruthy();
  });

  it('loads older entries from the cursor', async () => {
    const get = serve({
      first: { entries: [roleChanged], nextCursor: '3' },
      '3': { entries: [byOperator], nextCursor: null },
    });
    renderLog();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Operator (command line)')).toBeTruthy();
    expect(logCalls(get).at(-1)).toBe('/admin/audit?cursor=3');
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
});

describe('the audit log copy', () => {
  it('has words for every action, and a sentence for every sentence the entries make', () => {
    for (const action of auditActions)
      expect(i18next.exists(`audit-log:actions.${action}`), action).toBe(true);
    for (const key of auditSentenceKeys.filter((key) => key !== 'action')) {
      const keys = countedAuditSentences.includes(key) ? [`${key}_one`, `${key}_other`] : [key];
      for (const name of keys) expect(i18next.exists(`audit-log:sentences.${name}`), name).toBe(true);
    }
  });

  it('names every field the entries hold, and each translated field in each language', () => {
    for (const key of auditFieldKeys) expect(i18next.exists(`audit-log:fields.${key}`), key).toBe(true);
    for (const field of auditTranslatedFields) {
      for (const language of languages) {
        expect(i18next.exists(`audit-log:fields.translations.${field}.${language}`)).toBe(true);
      }
    }
  });
});
