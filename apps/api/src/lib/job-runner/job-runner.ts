import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { completeJobs, failJobsById } from 'pg-boss/src/plans.js';
import type { RawSql } from '../../db/client';
import { isConnectionFailure } from '../connection-failures';
import { runOwnership, type AbandonedRun } from './job-runs.repository';
import { queueSetupLockKey, runnerLockSpace } from './runner-locks';

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
  /** How often an idle server asks for work, checks the schedule and looks for abandoned runs; tests shorten it. */
  pollSeconds?: number;
  /** The wait before a failed run's first retry, doubled each time; tests shorten it. */
  retryDelaySeconds?: number;
}

const retryOf = (retryDelay: number) => ({
  retryLimit: 3,
  retryDelay,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
});
const abandonedRunError = { message: 'its server stopped during the run' };

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

export async function startJobRunner({
  sql,
  log,
  jobs,
  pollSeconds = 10,
  retryDelaySeconds = 30,
}: JobRunnerOptions) {
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
      const queue = { name: job.name, ...retryOf(retryDelaySeconds), policy: 'stately' as const };
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
      else await boss.createQueue(job.name, queue);
      await boss.schedule(job.name, job.cron);
    }
  });
  const liveness = await runnerLiveness(sql, boss, log, jobs, pollSeconds);
  for (const job of jobs) {
    await boss.work(job.name, { pollingIntervalSeconds: pollSeconds }, async ([run]) => {
      await liveness.claim(job.name, run!.id);
      const result = await job.run();
      log.info({ job: job.name, result }, 'job finished');
      return result;
    });
  }
  return {
    async stop() {
      liveness.stopLooking();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await liveness.release();
    },
  };
}

/**
 * pg-boss cannot tell a dead server from a slow one: a run whose server was killed stays active until its 15-minute
 * expiry, and a stately queue starts nothing else meanwhile (issue 20's fault script). So each runner holds a lock of
 * its own for as long as it lives, and marks each run it starts with that lock's key; every poll, each server fails
 * the active runs whose lock nobody holds any more, and pg-boss retries them.
 */
async function runnerLiveness(
  sql: RawSql,
  boss: PgBoss,
  log: FastifyBaseLogger,
  jobs: ScheduledJob[],
  pollSeconds: number,
) {
  const runner = randomInt(1, 2 ** 31 - 1);
  const ownership = runOwnership(sql, runnerLockSpace);
  let lock = await sql.holdAdvisoryLock(runnerLockSpace, runner);
  let isLooking = false;

  async function giveBack(runs: AbandonedRun[]) {
    for (const run of runs) await boss.fail(run.name, run.id, abandonedRunError);
    log.warn({ runs }, 'job runner: runs whose server stopped during them are given back to be retried');
  }

  async function lookForAbandonedRuns() {
    if (isLooking) return;
    isLooking = true;
    try {
      // A connection lost (PostgreSQL restarted) took the lock with it: until it is back, the others may give this
      // server's runs back too, and those run twice, which every job allows.
      if (!lock.isHeld()) lock = await sql.holdAdvisoryLock(runnerLockSpace, runner);
      const abandoned = await ownership.abandoned(jobs.map((job) => job.name));
      if (abandoned.length > 0) await giveBack(abandoned);
    } catch (error) {
      if (!isConnectionFailure(error))
        log.error({ err: error }, 'job runner: looking for abandoned runs failed');
    } finally {
      isLooking = false;
    }
  }

  await lookForAbandonedRuns();
  const looking = setInterval(() => void lookForAbandonedRuns(), pollSeconds * 1000);
  looking.unref();
  return {
    claim: (name: string, id: string) => ownership.claim(name, id, runner),
    stopLooking: () => clearInterval(looking),
    release: () => lock.release(),
  };
}

export type JobRunner = Awaited<ReturnType<typeof startJobRunner>>;
