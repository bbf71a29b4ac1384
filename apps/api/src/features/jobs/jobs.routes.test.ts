import type { Role } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../lib/domain-events/domain-events.schema';
import type { TestAccount } from '../../test/accounts';
import { createTestApp, memberWithRole, type TestApp } from '../../test/test-app';

describe('the background work panel for staff (issue 14, decision 025)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  const withRole = (role: Role) => memberWithRole(subject, role);
  const read = (account: TestAccount | null) =>
    subject.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: account?.authorization ?? {} });

  it('lists every scheduled job and the events waiting, to admin and karim only', async () => {
    await subject.database.db.insert(domainEvents).values({ type: 'billing.email', payload: {} });
    for (const role of ['admin', 'karim'] as const) {
      const response = await read(await withRole(role));
      expect(response.statusCode).toBe(200);
      const { jobs, events } = response.json().data;
      expect(jobs.map((job: { name: string }) => job.name)).toEqual([
        'dispatch-events',
        'billing',
        'sweep-import-uploads',
        'feed-announcements',
        'feed-digest',
        'sweep-feed-images',
        'sweep-support-attachments',
        'purge-deleted-accounts',
        'sweep-orphan-pictures',
      ]);
      // No runner in this test process has started: nothing has run yet, and the panel says so rather than failing.
      expect(jobs[0]).toEqual({ name: 'dispatch-events', cron: '* * * * *', runs: [] });
      expect(events).toMatchObject({ waiting: 1, failed: 0 });
      expect(Date.parse(events.oldestWaitingAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect((await read(null)).json().error.code).toBe(4001);
    expect((await read(await withRole('user'))).json().error.code).toBe(4003);
  });
});
