/**
 * Community live fan-out across servers (issue 15). Two servers on one throwaway PostgreSQL database; N stream
 * readers (500 by default) while 5 publishers post 50 messages a second for 10 s. Baseline: every reader and every
 * post on one server. Measured: the readers split across both servers and the posts alternating between them, so
 * half of what each reader gets was posted on the other server and came through the bus.
 * Prints delivery latency p50/p99 (from the publisher's send to a reader's receipt: one process, one clock), messages
 * lost and repeated per reader (both must be 0), the servers' memory per 100 streams (VmRSS before and after the
 * readers connect) and the two-server p99 over the one-server p99.
 *
 * Heavy, so not part of `npm run bench`. Run it from the repository root:
 *   npm run community-fanout -w @vitalia/bench                      (500 readers)
 *   npm run community-fanout -w @vitalia/bench -- --clients 100     (a quick check)
 * Options: --clients N, --rate messages/s, --seconds S. Needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432); the
 * servers wake each other through NOTIFY, or through Redis when REDIS_URL is set.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { uniqueEmail } from '../apps/api/src/test/accounts';
import { communityOverHttp, type CommunityOverHttp } from '../apps/api/src/test/community-http';
import { freePorts, serverProcess } from '../apps/api/src/test/server-process';
import { openMessageStream, type MessageStream } from './support/message-stream';
import { throwawayPostgres } from './support/postgres';
import { inParallel } from './support/in-parallel';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const clients = Number(values.clients);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const publishers = 5;
/** A member may post 20 messages a minute: each publisher account posts at most this many in a phase. */
const postsPerAccount = 18;
const accountsPerPhase = Math.ceil((rate * seconds) / postsPerAccount / publishers) * publishers;
/** Streams share accounts (each opens with its own single-use ticket). */
const readerAccounts = Math.min(10, clients);
/** After the last post, how long readers may take to catch up (the servers' sweep runs every 5 s). */
const drainTimeoutMs = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function residentBytes(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;

interface Server {
  process: ReturnType<typeof serverProcess>;
  via: CommunityOverHttp;
  child: ChildProcess;
  env: Record<string, string>;
}

interface Phase {
  /** Where reader `index` streams from. */
  readerOn(index: number): Server;
  /** Where post `index` goes. */
  postOn(index: number): Server;
  accounts: string[];
}

/**
 * Posts `rate × seconds` messages from `publishers` concurrent loops, each on its own schedule so that together they
 * keep the rate; answers each posted message's send time by its change number.
 */
async function publish(phase: Phase, channelId: string) {
  const total = rate * seconds;
  const sentAt = new Map<number, number>();
  let failures = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: publishers }, async (_, publisher) => {
      for (let index = publisher; index < total; index += publishers) {
        const due = startedAt + (index * 1000) / rate;
        await pause(due - performance.now());
        const account = phase.accounts[index % phase.accounts.length]!;
        const sentTime = performance.now();
        try {
          const message = await phase.postOn(index).via.post(account, channelId, `Fan-out ${index}`);
          sentAt.set(message.seq, sentTime);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  return { sentAt, failures, elapsedMs: performance.now() - startedAt };
}

async function untilDelivered(readers: MessageStream[], seqs: number[]) {
  const deadline = performance.now() + drainTimeoutMs;
  const hasAll = (reader: MessageStream) => seqs.every((seq) => reader.arrivals.has(seq));
  while (performance.now() < deadline && !readers.every(hasAll)) await pause(100);
}

async function measure(phase: Phase, servers: Server[], channelId: string, readerTokens: string[]) {
  const memoryBefore = await Promise.all(servers.map((server) => residentBytes(server.child)));
  const readers = await inParallel(clients, 20, async (index) =>
    openMessageStream(await phase.readerOn(index).via.streamUrl(readerTokens[index % readerTokens.length]!)),
  );
  const memoryAfter = await Promise.all(servers.map((server) => residentBytes(server.child)));
  try {
    const { sentAt, failures, elapsedMs } = await publish(phase, channelId);
    const seqs = [...sentAt.keys()];
    await untilDelivered(readers, seqs);

    const latencies = new Float64Array(readers.length * seqs.length);
    let count = 0;
    let lost = 0;
    let worstLost = 0;
    for (const reader of readers) {
      let missing = 0;
      for (const seq of seqs) {
        const arrivedAt = reader.arrivals.get(seq);
        if (arrivedAt === undefined) missing += 1;
        else latencies[count++] = arrivedAt - sentAt.get(seq)!;
      }
      lost += missing;
      worstLost = Math.max(worstLost, missing);
    }
    const sorted = latencies.subarray(0, count).sort();
    const grownBytes = memoryAfter.reduce((sum, after, index) => sum + after - memoryBefore[index]!, 0);
    return {
      posted: seqs.length,
      failures,
      postedPerSecond: (seqs.length * 1000) / elapsedMs,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      lost,
      worstLost,
      repeats: readers.reduce((sum, reader) => sum + reader.repeats(), 0),
      outOfOrder: readers.reduce((sum, reader) => sum + reader.outOfOrder(), 0),
      megabytesPer100: (grownBytes / 1024 / 1024 / clients) * 100,
    };
  } finally {
    await Promise.all(readers.map((reader) => reader.close()));
  }
}

function report(label: string, result: Awaited<ReturnType<typeof measure>>) {
  console.log(`\n${label}`);
  console.log(
    `  posted ${result.posted} (${result.postedPerSecond.toFixed(1)}/s)` +
      (result.failures ? `, ${result.failures} posts refused or failed` : ''),
  );
  console.log(
    `  delivery latency p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms` +
      `   lost ${result.lost} (worst reader ${result.worstLost})   repeated ${result.repeats}` +
      `   out of order ${result.outOfOrder}`,
  );
  console.log(`  server memory +${result.megabytesPer100.toFixed(1)} MB per 100 streams`);
}

/** Servers sharing one database, DATA_DIR and address accept each other's tokens, as behind a load balancer. */
async function startServers(databaseUrl: string, dataDir: string): Promise<Server[]> {
  const [portA, portB] = await freePorts(2);
  const [first, second] = [serverProcess(portA!), serverProcess(portB!)];
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PUBLIC_URL: first.baseUrl };
  // One after the other: the first migrates and writes the signing key the second reads.
  const childA = await first.start(env);
  const childB = await second.start(env).catch((error: unknown) => {
    childA.kill('SIGKILL');
    throw error;
  });
  return [
    { process: first, via: communityOverHttp(first), child: childA, env },
    { process: second, via: communityOverHttp(second), child: childB, env },
  ];
}

async function stopServers(servers: Server[]) {
  await Promise.all(
    servers.map(async ({ child }) => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }),
  );
}

/** A few messages through each server first: code paths warm, and each server's bus connection open. */
async function warmUp(servers: Server[], channelId: string, account: string, readerToken: string) {
  const readers = await Promise.all(
    servers.map(async (server) => openMessageStream(await server.via.streamUrl(readerToken))),
  );
  const seqs: number[] = [];
  for (let index = 0; index < 6; index += 1) {
    seqs.push((await servers[index % 2]!.via.post(account, channelId, `Warm-up ${index}`)).seq);
  }
  await untilDelivered(readers, seqs);
  await Promise.all(readers.map((reader) => reader.close()));
}

async function run(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-fanout-'));
  const servers = await startServers(databaseUrl, dataDir);
  const serverA = servers[0]!;
  try {
    const { via, process: server } = serverA;
    const karim = await server.staffMember(uniqueEmail('karim'), 'karim', serverA.env);
    const planId = await server.premiumPlan(karim);
    const channelId = await via.openChannel(karim);
    const member = async () => {
      const token = await server.premiumMember(uniqueEmail('member'), planId);
      await via.join(token, channelId);
      return token;
    };
    const readerTokens = await inParallel(readerAccounts, 4, member);
    // Each phase has its own publishers: the posting limit is counted per member and per minute.
    const accounts = await inParallel(accountsPerPhase * 2 + 1, 4, member);
    await warmUp(servers, channelId, accounts.pop()!, readerTokens[0]!);

    console.log(
      `Community fan-out: ${clients} streams, ${publishers} publishers (${accountsPerPhase} members each phase), ` +
        `${rate} messages/s for ${seconds} s; servers woken through ${process.env.REDIS_URL ? 'Redis' : 'PostgreSQL NOTIFY'}`,
    );
    const oneServer = await measure(
      {
        readerOn: () => serverA,
        postOn: () => serverA,
        accounts: accounts.slice(0, accountsPerPhase),
      },
      servers,
      channelId,
      readerTokens,
    );
    report(`One server: ${clients} streams on A, every post through A`, oneServer);
    const twoServers = await measure(
      {
        readerOn: (index) => servers[index % 2]!,
        postOn: (index) => servers[index % 2]!,
        accounts: accounts.slice(accountsPerPhase),
      },
      servers,
      channelId,
      readerTokens,
    );
    report(
      `Two servers: ${Math.ceil(clients / 2)} streams on A, ${Math.floor(clients / 2)} on B, posts alternating`,
      twoServers,
    );

    console.log(`\n  two-server p99 / one-server p99: ${(twoServers.p99 / oneServer.p99).toFixed(2)}×`);
    const isComplete = [oneServer, twoServers].every((result) => result.lost === 0 && result.repeats === 0);
    console.log(`  target 0 lost and 0 repeated: ${isComplete ? 'met' : 'missed'}`);
    if (!isComplete) process.exitCode = 1;
  } finally {
    await stopServers(servers);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const postgres = await throwawayPostgres();
if (postgres) {
  try {
    await run(postgres.url);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('Community fan-out needs PostgreSQL: none answered on DATABASE_URL or 127.0.0.1:5432, skipped');
}
