import type { BackgroundWork } from '@vitalia/contracts';
import type { Database } from '../../db/client';
import type { EventBus } from '../domain-events/domain-events';
import type { ScheduledJob } from './job-runner';
import { jobRunsRepository, type JobRun } from './job-runs.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** pg-boss keeps a failure as the serialized error; staff read its message. */
function errorOf(run: JobRun): string | null {
  if (run.state !== 'failed' && run.state !== 'retry') return null;
  const output = run.output as { message?: unknown } | null;
  return typeof output?.message === 'string' ? output.message : JSON.stringify(run.output);
}

/** What staff read on the jobs panel: the same on every server, since all of it is in the database. */
export function backgroundWorkReader(db: Database, jobs: ScheduledJob[], events: Pick<EventBus, 'backlog'>) {
  const runs = jobRunsRepository(db);
  return async (): Promise<BackgroundWork> => {
    const [latest, backlog] = await Promise.all([runs.latest(jobs), events.backlog()]);
    return {
      jobs: latest.map((job) => ({
        name: job.name,
        cron: job.cron,
        runs: job.runs.map((run) => ({
          state: run.state,
          retries: run.retries,
          createdAt: run.createdAt.toISOString(),
          startedAt: iso(run.startedAt),
          completedAt: iso(run.completedAt),
          error: errorOf(run),
        })),
      })),
      events: {
        ...backlog,
        oldestWaitingAt: iso(backlog.oldestWaitingAt ? new Date(backlog.oldestWaitingAt) : null),
      },
    };
  };
}
