import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface JobRun {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Times it has been tried again after failing. */
  retries: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** What the run answered, or the error it failed with. */
  output: unknown;
}

const runsShown = 5;

/** Reads pg-boss's own tables (its `pgboss` schema): runs still in the queue, then archived ones. */
export function jobRunsRepository(db: Database) {
  return {
    async latest(jobs: { name: string; cron: string }[]) {
      // No runner has started on this database yet (its schema comes with the first): nothing has run.
      const installed = await db.execute<{ table: string | null }>(
        sql`select to_regclass('pgboss.job') as table`,
      );
      if (!installed.rows[0]?.table) return jobs.map(({ name, cron }) => ({ name, cron, runs: [] }));
      const result = await db.execute<{
        name: string;
        state: JobRun['state'];
        retry_count: number;
        created_on: Date | string;
        started_on: Date | string | null;
        completed_on: Date | string | null;
        output: unknown;
      }>(sql`
        select name, state, retry_count, created_on, started_on, completed_on, output from (
          select name, state, retry_count, created_on, started_on, completed_on, output,
            row_number() over (partition by name order by created_on desc) as rank
          from (
            select name, state::text, retry_count, created_on, started_on, completed_on, output from pgboss.job
            union all
            select name, state::text, retry_count, created_on, started_on, completed_on, output from pgboss.archive
          ) as runs
          where name = any(${`{${jobs.map(({ name }) => name).join(',')}}`}::text[])
        ) as ranked
        where rank <= ${runsShown}
        order by name, created_on desc`);
      const date = (value: Date | string | null) => (value === null ? null : new Date(value));
      return jobs.map(({ name, cron }) => ({
        name,
        cron,
        runs: result.rows
          .filter((row) => row.name === name)
          .map((row): JobRun => ({
            state: row.state,
            retries: Number(row.retry_count),
            createdAt: new Date(row.created_on),
            startedAt: date(row.started_on),
            completedAt: date(row.completed_on),
            output: row.output,
          })),
      }));
    },
  };
}
