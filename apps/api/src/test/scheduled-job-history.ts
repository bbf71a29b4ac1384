import pg from 'pg';
import { runnerLockSpace } from '../lib/job-runner/runner-locks';

/**
 * The scheduled jobs' whole history on a database that real servers work (issue 20's cluster journeys): every run
 * pg-boss kept, waiting, done or archived, and the job runners alive on it now.
 */
export async function scheduledJobHistory(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    /** Each server's runner holds its lock while it lives (decision 025). */
    async liveRunners(): Promise<number> {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from pg_locks
          where locktype = 'advisory' and granted and objsubid = 2 and classid::text = $1
            and database = (select oid from pg_database where datname = current_database())`,
        [String(runnerLockSpace)],
      );
      return rows[0]!.count;
    },

    /** When each run of `name` was sent, oldest first. */
    async runsSent(name: string): Promise<Date[]> {
      const { rows } = await client.query<{ createdOn: Date }>(
        `select created_on as "createdOn" from (
            select created_on from pgboss.job where name = $1
            union all select created_on from pgboss.archive where name = $1
          ) as runs order by created_on`,
        [name],
      );
      return rows.map((row) => row.createdOn);
    },

    close: () => client.end(),
  };
}
