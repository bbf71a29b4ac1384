import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { RawSql } from '../../db/client';

/**
 * Scheduled work (decision 025): pg-boss keeps the schedule, the queue and the retries in PostgreSQL, so with several
 * servers each tick runs on one of them. Every job must still be safe to run twice (pg-boss promises at least once):
 * it works from the database state, never from memory.
 */
export interface ScheduledJob {
  /** A stable name: the queue, the schedule and the staff panel use it. */
  name: string;
  /** Cron in UTC; pg-boss ticks at most once a minute. */
  cron: string;
  run(): Promise<unknown>;
}

export interface JobRunnerOptions {
  sql: RawSql;
  log: FastifyBaseLogger;
  jobs: ScheduledJob[];
  /** How often an idle server asks for work and checks the schedule; tests shorten it. */
  pollSeconds?: number;
}

/** Any 32-bit number of our own: the key under which queues are created, one server at a time. */
const queueSetupLockKey = 2_024_112_401;
const retry = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 };

export async function startJobRunner({ sql, log, jobs, pollSeconds = 10 }: JobRunnerOptions) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => sql.executeSql(text, values) },
    cronMonitorIntervalSeconds: Math.min(pollSeconds, 30),
    cronWorkerIntervalSeconds: pollSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await sql.withAdvisoryLock(queueSetupLockKey, async () => {
    // Two servers installing the schema or creating the same queue at once deadlock (measured): one at a time.
    await boss.start();
    for (const job of jobs) {
      // "stately": at most one run waiting and one running, so a slow run never piles ticks up behind it.
      const queue = { name: job.name, ...retry, policy: 'stately' as const };
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
      else await boss.createQueue(job.name, queue);
      await boss.schedule(job.name, job.cron);
    }
  });
  for (const job of jobs) {
    await boss.work(job.name, { pollingIntervalSeconds: pollSeconds }, async () => {
      const result = await job.run();
      log.info({ job: job.name, result }, 'job finished');
      return result;
    });
  }
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

export type JobRunner = Awaited<ReturnType<typeof startJobRunner>>;
