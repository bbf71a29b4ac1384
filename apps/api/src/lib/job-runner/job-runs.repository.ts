import { sql } from 'drizzle-orm';
import type { Database, RawSql } from '../../db/client';

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

/** A run whose server stopped during it: `pg_locks` no longer holds that server's runner lock. */
export interface AbandonedRun {
  name: string;
  id: string;
}

/**
 * Which server works each active run, in pg-boss's own row: its output holds the runner's key until the run ends,
 * when pg-boss writes the result or the error there instead.
 */
export function runOwnership(raw: RawSql, runnerLockSpace: number) {
  return {
    async claim(name: string, id: string, runner: number) {
      await raw.executeSql(
        `update pgboss.job set output = jsonb_build_object('runner', $3::int)
          where name = $1 and id = $2::uuid and state = 'active'`,
        [name, id, runner],
      );
    },

    async abandoned(names: string[]): Promise<AbandonedRun[]> {
      const { rows } = await raw.executeSql(
        `select job.name, job.id::text as id from pgboss.job as job
          where job.state = 'active' and job.name = any($1::text[]) and job.output ? 'runner'
            and not exists (
              select 1 from pg_locks as held
              where held.locktype = 'advisory' and held.granted and held.objsubid = 2
                and held.database = (select oid from pg_database where datname = current_database())
                and held.classid::text = $2 and held.objid::text = job.output->>'runner'
            )`,
        [`{${names.join(',')}}`, String(runnerLockSpace)],
      );
      return rows.map((row) => ({ name: String(row.name), id: String(row.id) }));
    },
  };
}
