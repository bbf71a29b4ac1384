import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { shuffled } from '../../apps/api/src/lib/seeded-random';
import { freePorts, memberPassword, serverDatabase } from '../../apps/api/src/test/server-process';
import {
  codesFile,
  killableServer,
  monthOf,
  pause,
  send,
  settledInParallel,
  Tally,
  uploadCodes,
  type Answer,
  type KillableServer,
} from './fault-harness';
import { privatePostgres } from './private-postgres';

const memberCount = 12;
const rewardCount = 30;
const drawCount = 30;
const workers = 6;
/** How long PostgreSQL stays down each time, and how long the load runs before, between and after. */
const outageMs = 3000;
const steadyMs = 3000;
/** A request this long after the servers said ready again must succeed: they reconnected. */
const settleMs = 1000;

type Write =
  { kind: 'claim'; member: number; rewardId: string } | { kind: 'entry'; member: number; drawId: string };

interface Call {
  what: string;
  server: number;
  startedAt: number;
  endedAt: number;
  answer: Answer;
  write?: Write;
}

interface Outage {
  mode: 'fast' | 'immediate';
  stoppedAt: number;
  startedAt: number;
  /** When each server's /api/ready answered 200 again. */
  readyAt: number[];
}

const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;
/** What issue 20 asks of a request cut off by the database: 5000, and when to try again. */
const isCleanFailure = (answer: Answer) =>
  answer.status === 500 && answer.body?.error?.code === 5000 && Boolean(answer.retryAfter);
const describe = (call: Call) =>
  call.answer.failure !== undefined
    ? `${call.what}: no answer (${call.answer.failure})`
    : `${call.what}: ${call.answer.status} ${call.answer.body?.error?.code ?? ''}${call.answer.retryAfter ? '' : ' without Retry-After'}`;

/**
 * PostgreSQL restarted under a steady load of reads and writes through two servers, twice: a planned restart
 * (`fast`: sessions ended, checkpoint) and a crash (`immediate`: recovery on start). Every answer must be a success or
 * a clean 5000 with Retry-After; the servers must answer again without being restarted; every write answered 2xx must
 * be in the database, and every write that failed must succeed when tried again.
 */
export async function postgresRestartScenario({ random }: { random: () => number }): Promise<Tally | null> {
  const cluster = await privatePostgres();
  if ('unavailable' in cluster) {
    console.log(
      `  postgres-restart skipped: no PostgreSQL of the script's own could be run here (${cluster.unavailable}); ` +
        'the shared one (DATABASE_URL) is never restarted, other work uses it',
    );
    return null;
  }
  const tally = new Tally('postgres-restart');
  const target = await serverDatabase(cluster.url);
  const [portA, portB] = await freePorts(2);
  // One address for both, as behind the proxy: tokens issued by one are accepted by the other.
  const env = { ...target.env, OUTBOX_LEASE_SECONDS: '5', PUBLIC_URL: `http://127.0.0.1:${portA}` };
  const servers: KillableServer[] = [killableServer(portA!, env), killableServer(portB!, env)];
  try {
    // One after the other: the first migrates and writes the signing key the second reads.
    for (const server of servers) await server.start();
    const pids = servers.map((server) => server.pid);
    const [first] = servers as [KillableServer];
    const adminToken = await first.staffMember(`restart.admin.${Date.now()}@example.com`, 'admin', env);
    const planId = await first.premiumPlan(adminToken);
    const emails = Array.from(
      { length: memberCount },
      (_, index) => `restart.member.${index}.${Date.now()}@example.com`,
    );
    const made = await settledInParallel(memberCount, 4, (index) =>
      first.premiumMember(emails[index]!, planId),
    );
    const tokens = made.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
    const rewardIds: string[] = [];
    for (let index = 0; index < rewardCount; index += 1) {
      const reward = await first.call<{ data: { id: string } }>('POST', '/api/admin/rewards', adminToken, {
        name: `Restart reward ${index}`,
        category: 'fashion',
      });
      const stocked = await uploadCodes(
        first.baseUrl,
        adminToken,
        reward.data.id,
        codesFile(`R${index}`, memberCount),
      );
      if (stocked.status !== 201) throw new Error(`stocking a reward answered ${stocked.status}`);
      rewardIds.push(reward.data.id);
    }
    const drawIds: string[] = [];
    for (let index = 0; index < drawCount; index += 1) {
      const draw = await first.call<{ data: { id: string } }>('POST', '/api/admin/draws', adminToken, {
        month: monthOf(index),
        prizeRewardId: rewardIds[0],
        winnerCount: 1,
      });
      drawIds.push(draw.data.id);
    }

    const writes = shuffled(
      [
        ...rewardIds.flatMap((rewardId) =>
          tokens.map((_, member): Write => ({ kind: 'claim', member, rewardId })),
        ),
        ...drawIds.flatMap((drawId) => tokens.map((_, member): Write => ({ kind: 'entry', member, drawId }))),
      ],
      random,
    );
    const calls: Call[] = [];
    let isLoading = true;
    const request = async (
      server: number,
      what: string,
      run: (baseUrl: string) => Promise<Answer>,
      write?: Write,
    ) => {
      const startedAt = performance.now();
      const answer = await run(servers[server]!.baseUrl);
      calls.push({ what, server, startedAt, endedAt: performance.now(), answer, write });
    };
    const pathOf = (write: Write) =>
      write.kind === 'claim' ? `/api/rewards/${write.rewardId}/claim` : `/api/draws/${write.drawId}/entries`;
    const worker = async (index: number) => {
      for (let turn = 0; isLoading; turn += 1) {
        const server = (index + turn) % servers.length;
        const member = Math.floor(random() * memberCount);
        const token = tokens[member]!;
        const dice = random();
        const write = dice < 0.4 ? writes.pop() : undefined;
        if (write) {
          await request(
            server,
            `POST ${write.kind}`,
            (url) => send(url, 'POST', pathOf(write), tokens[write.member]!),
            write,
          );
        } else if (dice < 0.5) {
          await request(server, 'sign-in', (url) =>
            send(url, 'POST', '/api/identity/sign-in', null, {
              email: emails[member],
              password: memberPassword,
            }),
          );
        } else if (dice < 0.75) {
          await request(server, 'GET /api/rewards/mine', (url) =>
            send(url, 'GET', '/api/rewards/mine', token),
          );
        } else {
          await request(server, 'GET /api/users/me', (url) => send(url, 'GET', '/api/users/me', token));
        }
        await pause(20 + random() * 60);
      }
    };

    const loadStartedAt = performance.now();
    const load = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
    const outages: Outage[] = [];
    for (const mode of ['fast', 'immediate'] as const) {
      await pause(steadyMs);
      const stoppedAt = performance.now();
      await cluster.stop(mode);
      await pause(outageMs);
      await cluster.start();
      const startedAt = performance.now();
      const readyAt = await Promise.all(
        servers.map(async (server) => {
          await server.untilReady(60_000);
          return performance.now();
        }),
      );
      outages.push({ mode, stoppedAt, startedAt, readyAt });
    }
    await pause(steadyMs);
    isLoading = false;
    await load;
    const loadSeconds = (performance.now() - loadStartedAt) / 1000;
    const verifier = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await verifier.connect();

    try {
      // Every answer: a success, or a clean 5000 with a hint to try again.
      const unclean = calls.filter((call) => !isSuccess(call.answer) && !isCleanFailure(call.answer));
      for (const call of unclean) tally.expect(false, 'load', `not a clean failure: ${describe(call)}`);
      // Once the servers were ready again, everything succeeds: they reconnected by themselves.
      const isDuringOutage = (call: Call) =>
        outages.some(
          (outage) =>
            call.endedAt >= outage.stoppedAt && call.startedAt <= Math.max(...outage.readyAt) + settleMs,
        );
      const lateFailures = calls.filter((call) => !isSuccess(call.answer) && !isDuringOutage(call));
      for (const call of lateFailures)
        tally.expect(false, 'load', `failed outside the outages: ${describe(call)}`);
      servers.forEach((server, index) =>
        tally.expect(
          !server.hasExited && server.pid === pids[index],
          'load',
          `server ${index + 1} exited or was restarted during the load`,
        ),
      );

      // Every write answered 2xx is there; every write that failed succeeds when tried again.
      const { rows: claims } = await verifier.query<{ email: string; rewardId: string; code: string }>(
        `select u.email, rc.reward_id as "rewardId", c.code from reward_claims rc
          join users u on u.id = rc.user_id join promo_codes c on c.id = rc.promo_code_id`,
      );
      const claimed = new Map(claims.map((claim) => [`${claim.email}:${claim.rewardId}`, claim.code]));
      const { rows: entries } = await verifier.query<{ email: string; drawId: string }>(
        `select u.email, e.draw_id as "drawId" from draw_free_entries e join users u on u.id = e.user_id`,
      );
      const entered = new Set(entries.map((entry) => `${entry.email}:${entry.drawId}`));
      const keyOf = (write: Write) =>
        `${emails[write.member]}:${write.kind === 'claim' ? write.rewardId : write.drawId}`;
      const writeCalls = calls.filter((call) => call.write);
      const answeredWrites = writeCalls.filter((call) => isSuccess(call.answer));
      let lost = 0;
      for (const call of answeredWrites) {
        const write = call.write!;
        const isKept =
          write.kind === 'claim'
            ? claimed.get(keyOf(write)) === (call.answer.body?.data as { code?: string } | undefined)?.code
            : entered.has(keyOf(write));
        if (!isKept) lost += 1;
      }
      tally.expect(lost === 0, 'load', `${lost} writes answered 2xx are not in the database`);
      const failedWrites = writeCalls.filter((call) => !isSuccess(call.answer));
      const committedAnyway = failedWrites.filter((call) =>
        call.write!.kind === 'claim' ? claimed.has(keyOf(call.write!)) : entered.has(keyOf(call.write!)),
      ).length;
      for (const call of failedWrites) {
        const write = call.write!;
        const again = await send(first.baseUrl, 'POST', pathOf(write), tokens[write.member]!);
        tally.expect(
          isSuccess(again),
          'retry',
          `a failed ${write.kind} tried again answered ${again.status}`,
        );
      }
      const givenTwice = Number(
        (
          await verifier.query<{ count: number }>(
            `select count(*)::int as count from (select promo_code_id from reward_claims
              group by promo_code_id having count(*) > 1) twice`,
          )
        ).rows[0]!.count,
      );
      tally.expect(givenTwice === 0, 'load', `${givenTwice} codes given to two members`);

      const succeeded = calls.filter((call) => isSuccess(call.answer)).length;
      const clean = calls.filter((call) => isCleanFailure(call.answer)).length;
      tally.summary = {
        unit: 'restarts under load',
        lines: [
          `${calls.length} answers in ${loadSeconds.toFixed(0)} s from ${servers.length} servers: ${succeeded} 2xx, ` +
            `${clean} clean 5000 with Retry-After, ${calls.length - succeeded - clean} other`,
          `writes: ${answeredWrites.length} answered 2xx, ${lost} of them missing; ${failedWrites.length} failed ` +
            `(${committedAnyway} had committed all the same), all answered 2xx when tried again`,
          outages
            .map(
              (outage) =>
                `${outage.mode}: down ${((outage.startedAt - outage.stoppedAt) / 1000).toFixed(1)} s, servers ready ` +
                outage.readyAt.map((at) => ((at - outage.startedAt) / 1000).toFixed(1)).join(' and ') +
                ' s after it was back',
            )
            .join('; '),
        ],
      };
      for (let restart = 0; restart < outages.length; restart += 1) tally.landed('mid');
    } finally {
      await verifier.end();
    }
  } finally {
    for (const server of servers) await server.stop();
    await target.drop().catch(() => undefined);
    await cluster.remove();
  }
  return tally.finish();
}
