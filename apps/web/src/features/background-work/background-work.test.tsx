import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackgroundWork as BackgroundWorkState } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import errors from '../../locales/en/errors.json';
import jobs from '../../locales/en/jobs.json';
import { initTestI18n } from '../../test/i18n';
import { BackgroundWork } from './components/background-work';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'jobs', jobs);
  i18next.addResourceBundle('en', 'errors', errors, true, true);
});
afterEach(() => vi.restoreAllMocks());

const run = (
  state: BackgroundWorkState['jobs'][number]['runs'][number]['state'],
  error: string | null = null,
) => ({
  state,
  retries: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  startedAt: '2026-11-24T10:00:01.000Z',
  completedAt: state === 'completed' ? '2026-11-24T10:00:02.000Z' : null,
  error,
});

const state: BackgroundWorkState = {
  jobs: [
    { name: 'dispatch-events', cron: '* * * * *', runs: [run('completed')] },
    { name: 'billing', cron: '*/15 * * * *', runs: [run('retry', 'connect ECONNREFUSED 127.0.0.1:587')] },
    { name: 'purge-deleted-accounts', cron: '0 * * * *', runs: [] },
    { name: 'sweep-orphan-pictures', cron: '30 * * * *', runs: [run('active')] },
    { name: 'feed-digest', cron: '10 * * * *', runs: [] },
  ],
  events: { waiting: 3, oldestWaitingAt: '2026-11-24T09:58:00.000Z', failed: 1 },
};

function renderPanel(answer: () => Promise<unknown>) {
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/jobs') return answer();
    throw new ApiError('4004', 404);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BackgroundWork />
    </QueryClientProvider>,
  );
}

describe('background work panel', () => {
  it("shows each job's schedule and latest outcome in words, its error, and the email backlog", async () => {
    renderPanel(async () => ({ data: state }));
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Send pending emailsEvery minuteCompleted/),
      expect.stringMatching(
        /^Renewals, retries and remindersEvery 15 minutesconnect ECONNREFUSED 127\.0\.0\.1:587Failed, will retry/,
      ),
      'Delete accounts after their grace periodEvery hour, on the hourNot run yet',
      expect.stringMatching(/^Remove unused profile picturesEvery hour, at half pastRunning/),
      'Send the daily feed digestsEvery hour, at minute 10Not run yet',
    ]);
    expect(screen.getByText('Waiting to be sent').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Gave up after retries').nextSibling?.textContent).toBe('1');
    screen.getByText('A handler keeps failing: check the server logs.');
  });

  it('says when it cannot load, in the reader’s words, and loads again on request', async () => {
    let isDown = true;
    renderPanel(async () => {
      if (isDown) throw new ApiError('5000', 500);
      return { data: state };
    });
    await screen.findByText('Error loading background work');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Send pending emails');
  });
});
