import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase, rawSqlOf, type Database, type HeldLock, type RawSql } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEventBus } from '../domain-events/domain-events';
import { backgroundWorkReader } from './background-work';
import { startJobRunner, type JobRunner, type ScheduledJob } from './job-runner';

const waitFor = async (done: () => boolean, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job runner (pg-boss, decision 025)', () => {
  let subject: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await subject.close();
  });

  /** Starts a runner and answers what staff would read of its jobs. */
  const start = async (jobs: ScheduledJob[]) => {
    const runner = await startJobRunner({
      sql: rawSqlOf(subject.database.db),
      log: subject.app.log,
      jobs,
      pollSeconds: 1,
    });
    runners.push(runner);
    const read = backgroundWorkReader(
      subject.database.db,
      jobs,
      createEventBus({ db: subject.database.db, log: subject.app.log }),
    );
    return async () => (await read()).jobs;
  };

  it('runs a scheduled job on its tick and shows staff how it went', async () => {
    const ran: number[] = [];
    const state = await start([{ name: 'count-up', cron: '* * * * *', run: async () => ran.push(1) }]);
    await waitFor(() => ran.length === 1);
    let jobs = await state();
    for (let tries = 0; tries < 50 && jobs[0]!.runs[0]?.state !== 'completed'; tries += 1) {
      await sleep(100);
      jobs = await state();
    }
    expect(jobs).toEqual([
      {
        name: 'count-up',
        cron: '* * * * *',
        runs: [expect.objectContaining({ state: 'completed', retries: 0, error: null })],
      },
    ]);
  });

  it('keeps a failed run to be retried, with its error for staff', async () => {
    let calls = 0;
    const state = await start([
      {
        name: 'always-fails',
        cron: '* * * * *',
        run: async () => {
          calls += 1;
          throw new Error('the provider is down');
        },
      },
    ]);
    await waitFor(() => calls === 1);
    let jobs = await state();
    for (let tries = 0; tries < 50 && jobs[0]!.runs[0]?.state !== 'retry'; tries += 1) {
      await sleep(100);
      jobs = await state();
    }
    expect(jobs[0]!.runs).toEqual([
      expect.objectContaining({ state: 'retry', retries: 0, error: 'the provider is down' }),
    ]);
  });
});

describe('a run ending while the database is out of reach (issue 20)', () => {
  let subject: TestApp;
  let runner: JobRunner | null = null;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(async () => {
    await runner?.stop();
    await subject.close();
  });

  it('keeps the server running, and records the end once the database answers again', async () => {
    // Every statement refused, as while PostgreSQL restarts. pg-boss 10 records a run's end without awaiting it: its
    // failure, let through, would be an unhandled rejection, which ends a server (and fails this file).
    const database = rawSqlOf(subject.database.db);
    let isDown = false;
    const refused = () =>
      Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      );
    let started = 0;
    let bothStarted!: () => void;
    const together = new Promise<void>((resolve) => (bothStarted = resolve));
    // Only the first run of each cuts the database off: a minute turning during the test starts new runs.
    const cutOff = async () => {
      started += 1;
      if (started > 2) return;
      if (started === 2) bothStarted();
      await together;
      isDown = true;
    };
    const jobs: ScheduledJob[] = [
      { name: 'ends-while-down', cron: '* * * * *', run: cutOff },
      {
        name: 'fails-while-down',
        cron: '* * * * *',
        run: async () => {
          await cutOff();
          throw new Error('the provider is down');
        },
      },
    ];
    runner = await startJobRunner({
      sql: {
        ...database,
        executeSql: (text, values) => (isDown ? refused() : database.executeSql(text, values)),
      },
      log: subject.app.log,
      jobs,
      pollSeconds: 1,
    });
    await waitFor(() => isDown);
    await sleep(2_500);
    isDown = false;
    const read = backgroundWorkReader(
      subject.database.db,
      jobs,
      createEventBus({ db: subject.database.db, log: subject.app.log }),
    );
    const statesOf = async () => (await read()).jobs.map((job) => job.runs.at(-1)?.state);
    let states = await statesOf();
    for (let tries = 0; tries < 100 && (states[0] !== 'completed' || states[1] !== 'retry'); tries += 1) {
      await sleep(100);
      states = await statesOf();
    }
    expect(states).toEqual(['completed', 'retry']);
  });
});

describe('a run whose server stopped during it (issue 20)', () => {
  let subject: TestApp;
  const runners: JobRunner[] = [];
  let revive = () => undefined as void;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(async () => {
    revive();
    await Promise.all(runners.map((runner) => runner.stop()));
    await subject.close();
  });

  it('is given back by a live server within seconds, not after its 15-minute expiry, and runs again', async () => {
    const database = rawSqlOf(subject.database.db);
    // The first server dies once its run has begun, as under kill -9: each statement it sends fails, and its
    // connection, with the lock it held, is gone.
    let isDead = false;
    const locks: HeldLock[] = [];
    const refused = () =>
      Promise.reject(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      );
    const dying: RawSql = {
      ...database,
      executeSql: (text, values) => (isDead ? refused() : database.executeSql(text, values)),
      async holdAdvisoryLock(space, key) {
        if (isDead) return refused();
        const lock = await database.holdAdvisoryLock(space, key);
        locks.push(lock);
        return lock;
      },
    };
    const neverEnds = new Promise<void>((resolve) => {
      revive = () => {
        isDead = false;
        resolve();
      };
    });
    const ranOn: string[] = [];
    const jobOn = (server: string): ScheduledJob => ({
      name: 'outlives-its-server',
      cron: '* * * * *',
      run: async () => {
        ranOn.push(server);
        if (server === 'killed') await neverEnds;
      },
    });
    const startOn = async (server: string, sql: RawSql) => {
      const runner = await startJobRunner({
        sql,
        log: subject.app.log,
        jobs: [jobOn(server)],
        pollSeconds: 1,
        retryDelaySeconds: 1,
      });
      runners.push(runner);
    };

    await startOn('killed', dying);
    await waitFor(() => ranOn.length === 1);
    isDead = true;
    await Promise.all(locks.map((lock) => lock.release()));
    const killedAt = Date.now();
    await startOn('live', database);

    await waitFor(() => ranOn.includes('live'), 30_000);
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    const read = backgroundWorkReader(
      subject.database.db,
      [jobOn('live')],
      createEventBus({ db: subject.database.db, log: subject.app.log }),
    );
    let runs = (await read()).jobs[0]!.runs;
    for (let tries = 0; tries < 50 && !runs.some((run) => run.state === 'completed'); tries += 1) {
      await sleep(100);
      runs = (await read()).jobs[0]!.runs;
    }
    // The same run, tried again: one retry, on the live server.
    expect(runs).toContainEqual(expect.objectContaining({ state: 'completed', retries: 1 }));
    expect(ranOn).toEqual(['killed', 'live']);
  }, 60_000);
});

describe.skipIf(!loadConfig().databaseUrl)('two servers on one PostgreSQL (issue 14)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  it('run each scheduled job once per tick', async () => {
    const runs: { server: string; minute: number }[] = [];
    // Each server has its own connection pool, as two processes would.
    const second = await openDatabase({ kind: 'postgres', url: subject.databaseUrl! });
    const serverOf = (server: string, db: Database) =>
      startJobRunner({
        sql: rawSqlOf(db),
        log: subject.app.log,
        pollSeconds: 1,
        jobs: [
          {
            name: 'once-a-minute',
            cron: '* * * * *',
            run: async () => void runs.push({ server, minute: Math.floor(Date.now() / 60_000) }),
          },
        ],
      });
    // The window stays inside one minute: a tick sent at 12:00:59 and run at 12:01:00 would otherwise share its run's
    // minute with the next tick's, two ticks that look like one run twice (it happened under CI's load).
    const secondsIntoMinute = (Date.now() % 60_000) / 1000;
    if (secondsIntoMinute > 45) await sleep((61 - secondsIntoMinute) * 1000);
    // Both start together, as two servers after a deploy do: the schema and the queue are set up once.
    const servers = await Promise.all([serverOf('a', subject.database.db), serverOf('b', second.db)]);
    // Both check the schedule every second for six seconds: six chances each to run the tick twice.
    await sleep(6_000);
    await Promise.all(servers.map((server) => server.stop()));
    await second.close();
    expect(runs.length).toBeGreaterThanOrEqual(1);
    const minutes = runs.map((run) => run.minute);
    expect(new Set(minutes).size).toBe(minutes.length);
  }, 60_000);
});
