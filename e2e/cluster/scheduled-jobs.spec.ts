import { expect, test } from '../support/test';
import { scheduledJobHistory } from '../../apps/api/src/test/scheduled-job-history';
import { adminHeaders } from '../support/api';
import { clusterDatabaseUrlOf } from '../support/journey-setup';

/**
 * Issue 20: with two servers behind nginx, each tick of a scheduled job runs once, not once a server. This runs after
 * English desktop's journeys went through the cluster (the project depends on theirs), so both servers have been
 * working the queues for minutes; the jobs that tick every minute show it.
 */
const everyMinute = ['dispatch-events', 'feed-announcements'];
const minuteOf = (sentAt: Date | string) => Math.floor(new Date(sentAt).getTime() / 60_000);

/**
 * Runs sent at most once a tick: no more than the minutes they span, and one more, since a tick's run can be sent a
 * few seconds into the next minute. Two servers each running a tick would send about twice that.
 */
function expectOncePerTick(sentAts: (Date | string)[]) {
  const ticks = minuteOf(sentAts.at(-1)!) - minuteOf(sentAts[0]!) + 1;
  expect(sentAts.length).toBeLessThanOrEqual(ticks + 1);
}

test('each tick of the scheduled jobs runs once across the two servers', async ({ request, baseURL }) => {
  test.setTimeout(5 * 60_000);
  const history = await scheduledJobHistory(clusterDatabaseUrlOf(Number(new URL(baseURL!).port)));
  try {
    // Both servers' job runners are alive on the database: each holds its runner lock (decision 025).
    expect(await history.liveRunners()).toBe(2);
    for (const name of everyMinute) {
      // A short local run may not have lasted three ticks yet: wait for them.
      await expect
        .poll(async () => (await history.runsSent(name)).length, { timeout: 4 * 60_000 })
        .toBeGreaterThanOrEqual(3);
      expectOncePerTick(await history.runsSent(name));
    }

    // What staff read through nginx, whichever server answers: the latest runs, one a tick.
    const headers = await adminHeaders(request);
    const answer = await request.get('/api/admin/jobs', { headers });
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as {
      data: { jobs: { name: string; runs: { createdAt: string }[] }[] };
    };
    for (const name of everyMinute) {
      const runs = data.jobs.find((job) => job.name === name)!.runs;
      expect(runs.length).toBeGreaterThanOrEqual(3);
      expectOncePerTick(runs.map((run) => run.createdAt).reverse());
    }
  } finally {
    await history.close();
  }
});
