import PgBoss from 'pg-boss';

/**
 * The servers' scheduled-job queues (decision 025) seen from a process of its own, for scripts that drive real
 * server processes: a tick sent now instead of at its cron time, and the runs a server is working on.
 */
export async function scheduledJobQueue(databaseUrl: string) {
  // Only a client: the servers installed the schema and keep the schedules; this process must not work the queues.
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 2,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error) => console.warn(`job queue client: ${error.message}`));
  await boss.start();
  const db = boss.getDb();

  async function runsIn(name: string, state: 'created' | 'retry' | 'active') {
    const { rows } = await db.executeSql(`select id from pgboss.job where name = $1 and state = $2`, [
      name,
      state,
    ]);
    return rows.map((row) => String(row.id));
  }

  return {
    /** A tick now, as the cron would send it; the one already waiting when there is one (the queues are stately). */
    async runNow(name: string): Promise<string> {
      const sent = await boss.send(name, {});
      if (sent) return sent;
      // A retry waiting counts as the one queued run too.
      const [waiting] = [...(await runsIn(name, 'created')), ...(await runsIn(name, 'retry'))];
      if (!waiting) throw new Error(`no ${name} run could be queued`);
      return waiting;
    },

    /** The run's state: created, active, completed, failed, cancelled… */
    async stateOf(name: string, id: string): Promise<string | null> {
      return (await boss.getJobById(name, id))?.state ?? null;
    },

    activeRuns: (name: string) => runsIn(name, 'active'),

    close: () => boss.stop({ graceful: false, wait: true }),
  };
}

export type ScheduledJobQueue = Awaited<ReturnType<typeof scheduledJobQueue>>;
