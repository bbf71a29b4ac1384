import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { completeJobs, failJobsById } from 'pg-boss/src/plans.js';
import type { RawSql } from '../../db/client';
import { isConnectionFailure } from '../connection-failures';

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

/** How long a run's end is tried again while the database is out of reach (within its expiry), from 1 s apart. */
const recordEndForMs = 10 * 60 * 1000;
const firstRetryMs = 1000;

/**
 * pg-boss 10 records a run's end (complete, fail) without awaiting the statement (timgit/pg-boss#577): with
 * PostgreSQL restarting at that moment, its rejection went unhandled and ended the server (issue 20's fault script).
 * Those two statements are therefore tried again until the database answers, and never reject: a run whose end
 * cannot be recorded stays active and is retried after its expiry, as after a crash.
 */
function recordingRunEnds(sql: RawSql, log: FastifyBaseLogger): RawSql['executeSql'] {
  // pg-boss's own text for the two statements (its default schema), so nothing else is held back.
  const unawaited = new Set([completeJobs('pgboss'), failJobsById('pgboss')]);
  return async (text, values) => {
    if (!unawaited.has(text)) return sql.executeSql(text, values);
    const giveUpAt = Date.now() + recordEndForMs;
    for (let delayMs = firstRetryMs; ; delayMs = Math.min(delayMs * 2, 30_000)) {
      try {
        return await sql.executeSql(text, values);
      } catch (error) {
        if (!isConnectionFailure(error) || Date.now() > giveUpAt) {
          log.error(
            { err: error },
            "job runner: a run's end could not be recorded; it runs again after its expiry",
          );
          return { rows: [{ count: 0 }] };
        }
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  };
}

export async function startJobRunner({ sql, log, jobs, pollSeconds = 10 }: JobRunnerOptions) {
  const boss = new PgBoss({
    db: { executeSql: recordingRunEnds(sql, log) },
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
