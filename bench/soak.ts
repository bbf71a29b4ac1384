/**
 * Soak (issue 20): the two-server cluster (`npm run start:cluster --no-build`: two API servers on one throwaway
 * PostgreSQL database behind nginx, with the demo data) under a realistic mix for SOAK_MINUTES (30 by default), at
 * half the capacity measured at the start of the same run.
 *
 * The mix, per 100 requests: 45 GET /api/users/me, 35 GET /api/feed (its first page, 10 of 15 posts), 12 community posts,
 * 6 reward claims and 2 sign-ins (each hashes a password: a small share, as in real life). SOAK_MEMBERS (400)
 * members sign up through the cluster, the demo admin gives each complimentary Premium, and each joins one of four
 * open channels. Every request is one that should succeed, so any non-2xx answer counts as an error:
 * - a claim is always a member's first claim of a reward: claim k is member k mod N on reward ⌊k / N⌋, and each
 *   reward gets N codes through the admin import (rewards are added between minutes as the claims use them up);
 * - a member posts at most 15 messages in any minute (the server refuses the 21st);
 * - access tokens live 15 minutes: a sign-in in the mix renews the token of the member it signs in, and between
 *   minutes any token older than 11 minutes is renewed the same way (the count is printed).
 *
 * Capacity: the mix at full speed on 32 connections for SOAK_CAPACITY_SECONDS (30), after 5 s of warm-up. Then one
 * autocannon window a minute at half that rate (its overallRate, paced per second); each minute prints requests/s,
 * p50/p99 (of every response's time, from autocannon's `response` event: its own histogram adds coordinated-omission
 * samples at a 1 ms interval when paced), errors and each server's RSS (VmRSS). Baseline in the same run: the
 * capacity, and GET /api/health's p99 through the same nginx at the same rate for 10 s, at the start and at the end.
 *
 * Targets: 0 errors; each server's RSS at the end ≤ 1.1 × its RSS after the warm-up (the first minute, the first two
 * from 10 minutes on); p99 flat: the last 5 minutes' p99 ≤ 1.2 × the first 5 after the warm-up (shorter spans that do
 * not overlap on a shorter run). Exits 1 when any request failed.
 *
 * Needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432), nginx (installed like `npm run start:cluster` does) and the web
 * build in apps/web/dist: run `npm run build` first when it is missing. Long, so not part of `npm run bench`:
 *   npm run soak -w @vitalia/bench                     (30 minutes, plus about 3 of setup)
 *   SOAK_MINUTES=5 npm run soak -w @vitalia/bench      (a quick check)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startCluster, type RunningCluster } from './support/cluster';
import { signUpMembers } from './support/members';
import { throwawayPostgres } from './support/postgres';
import { root } from './support/server';
import { inParallel } from './support/in-parallel';

const soakMinutes = Number(process.env.SOAK_MINUTES ?? 30);
const capacitySeconds = Number(process.env.SOAK_CAPACITY_SECONDS ?? 30);
const memberCount = Number(process.env.SOAK_MEMBERS ?? 400);
const port = Number(process.env.SOAK_PORT ?? 3250);
const connections = 32;
const warmUpMinutes = soakMinutes >= 10 ? 2 : 1;
const healthSeconds = 10;
const channelCount = 4;
/** Below the server's 20 a minute, with room for the time a request waits in a queue. */
const postsPerMemberMinute = 15;
/** A token is renewed between minutes once this old: it must outlive the next minute (tokens live 15). */
const tokenRenewalMs = 11 * 60_000;
const demoAdmin = { email: 'admin@vitalia.example', password: 'vitalia-demo' };

type Kind = 'users/me' | 'feed' | 'post' | 'claim' | 'sign-in';
const mix: Record<Kind, number> = { 'users/me': 45, feed: 35, post: 12, claim: 6, 'sign-in': 2 };
const mixTotal = Object.values(mix).reduce((sum, weight) => sum + weight, 0);

interface SoakMember {
  email: string;
  password: string;
  token: string;
  tokenAt: number;
  channelId: string;
  /** When this member's last posts were sent, oldest first. */
  postTimes: number[];
}

/** One setup call; throws with the answer when it is not a success. */
async function call<T>(baseUrl: string, method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

const signIn = async (baseUrl: string, email: string, password: string) =>
  (await call<{ accessToken: string }>(baseUrl, 'POST', '/api/identity/sign-in', null, { email, password }))
    .accessToken;

/** The kinds in the mix's proportions, evenly interleaved (smooth weighted round-robin, as nginx balances). */
function mixSchedule(): Kind[] {
  const kinds = Object.keys(mix) as Kind[];
  const credit = new Map(kinds.map((kind) => [kind, 0]));
  return Array.from({ length: mixTotal }, () => {
    for (const kind of kinds) credit.set(kind, credit.get(kind)! + mix[kind]);
    const chosen = kinds.reduce((best, kind) => (credit.get(kind)! > credit.get(best)! ? kind : best));
    credit.set(chosen, credit.get(chosen)! - mixTotal);
    return chosen;
  });
}

const postBodies = [
  'Morning run done, legs feel great today',
  'Anyone up for the Saturday park loop?',
  'Swapped my afternoon snack for a banana and some almonds',
  'Third week of the plank challenge, one minute forty now',
  'Rest day: a long walk and an early night',
  'Tried the twenty-minute circuit, harder than it looks',
];

/** The data the mix works on, and how each request of the mix is chosen so that it should succeed. */
function soakWorkload(baseUrl: string, members: SoakMember[]) {
  const schedule = mixSchedule();
  const rewardIds: string[] = [];
  let adminToken = { token: '', at: 0 };
  let step = 0;
  let reader = 0;
  let poster = 0;
  let signer = 0;
  let claims = 0;
  const counts = {
    postsDeferred: 0,
    claimsSent: 0,
    newClaims: 0,
    repeatedClaims: 0,
    renewedBetweenMinutes: 0,
  };

  async function asAdmin() {
    if (!adminToken.token || performance.now() - adminToken.at > tokenRenewalMs) {
      adminToken = {
        token: await signIn(baseUrl, demoAdmin.email, demoAdmin.password),
        at: performance.now(),
      };
    }
    return adminToken.token;
  }

  /** A reward with one code per member, imported as staff do it: a CSV through the admin import. */
  async function addReward() {
    const token = await asAdmin();
    const index = rewardIds.length + 1;
    const reward = await call<{ data: { id: string } }>(baseUrl, 'POST', '/api/admin/rewards', token, {
      name: `Soak partner ${index}`,
      category: 'sport',
      partner: 'Soak',
      description: 'One code per member',
    });
    const tag = `SOAK${Date.now().toString(36)}R${index}`;
    const csv = ['code', ...members.map((_, member) => `${tag}-${member + 1}`)].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv]), 'codes.csv');
    const response = await fetch(`${baseUrl}/api/admin/rewards/${reward.data.id}/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    const imported = response.ok ? (JSON.parse(text) as { data: { imported: number } }).data.imported : 0;
    if (imported !== members.length)
      throw new Error(`the import answered ${response.status}, ${imported} codes: ${text.slice(0, 300)}`);
    rewardIds.push(reward.data.id);
  }

  /** Enough rewards for `claimCount` more claims, each a member's first of its reward. */
  async function provideClaims(claimCount: number) {
    while (rewardIds.length * members.length - claims < claimCount) await addReward();
  }

  /** Between minutes: every token that would not outlive the next one, renewed by signing in. */
  async function renewStaleTokens() {
    const stale = members.filter((member) => performance.now() - member.tokenAt > tokenRenewalMs);
    await inParallel(stale.length, 4, async (index) => {
      const member = stale[index]!;
      member.token = await signIn(baseUrl, member.email, member.password);
      member.tokenAt = performance.now();
    });
    counts.renewedBetweenMinutes += stale.length;
  }

  /** The next member with room under the posting limit, or null when every one posted their share this minute. */
  function nextPoster(now: number) {
    for (let tried = 0; tried < members.length; tried += 1) {
      const member = members[poster++ % members.length]!;
      while (member.postTimes.length > 0 && member.postTimes[0]! <= now - 60_000) member.postTimes.shift();
      if (member.postTimes.length < postsPerMemberMinute) {
        member.postTimes.push(now);
        return member;
      }
    }
    return null;
  }

  const bearer = (member: SoakMember) => ({ authorization: `Bearer ${member.token}` });
  const json = { 'content-type': 'application/json' };

  /** The next request of the mix: what autocannon sends, and whose it is. */
  function next(): { kind: Kind; member: SoakMember; request: Partial<autocannon.Request> } {
    let kind = schedule[step++ % schedule.length]!;
    const now = performance.now();
    if (kind === 'post') {
      const member = nextPoster(now);
      if (member) {
        const body = `${postBodies[step % postBodies.length]} (${step})`;
        return {
          kind,
          member,
          request: {
            method: 'POST',
            path: `/api/community/channels/${member.channelId}/messages`,
            headers: { ...bearer(member), ...json },
            body: JSON.stringify({ body }),
          },
        };
      }
      counts.postsDeferred += 1;
      kind = 'users/me';
    }
    if (kind === 'claim') {
      const pair = claims++;
      counts.claimsSent += 1;
      const member = members[pair % members.length]!;
      let rewardId = rewardIds[Math.floor(pair / members.length)];
      if (!rewardId) {
        // Every pair used: this member already holds the last reward's code, which a claim answers again (200).
        counts.repeatedClaims += 1;
        rewardId = rewardIds.at(-1)!;
      }
      return {
        kind,
        member,
        request: {
          method: 'POST',
          path: `/api/rewards/${rewardId}/claim`,
          headers: { ...bearer(member), 'content-length': '0' },
          body: '',
        },
      };
    }
    if (kind === 'sign-in') {
      const member = members[signer++ % members.length]!;
      return {
        kind,
        member,
        request: {
          method: 'POST',
          path: '/api/identity/sign-in',
          headers: json,
          body: JSON.stringify({ email: member.email, password: member.password }),
        },
      };
    }
    const member = members[reader++ % members.length]!;
    return {
      kind,
      member,
      request: {
        method: 'GET',
        path: kind === 'feed' ? '/api/feed' : '/api/users/me',
        headers: bearer(member),
        body: '',
      },
    };
  }

  return {
    counts,
    provideClaims,
    renewStaleTokens,
    /** autocannon's one request, rebuilt for each send; the context carries its kind and member to the answer. */
    request(onAnswer: (kind: Kind, body: string) => void): autocannon.Request {
      return {
        setupRequest: (request, context) => {
          const chosen = next();
          Object.assign(context, { kind: chosen.kind, member: chosen.member });
          return { ...request, ...chosen.request } as autocannon.Request;
        },
        onResponse: (status, body, context) => {
          const { kind, member } = context as { kind: Kind; member: SoakMember };
          if (kind === 'sign-in' && status === 200) {
            member.token = (JSON.parse(body) as { accessToken: string }).accessToken;
            member.tokenAt = performance.now();
          }
          if (kind === 'claim' && status === 201) counts.newClaims += 1;
          onAnswer(kind, body);
        },
      };
    },
  };
}

type Workload = ReturnType<typeof soakWorkload>;

interface KindTally {
  count: number;
  failures: number;
  latencies: number[];
}

interface Window {
  seconds: number;
  count: number;
  /** Non-2xx answers, timeouts and connection errors. */
  failures: number;
  latencies: Float64Array;
  byKind: Map<string, KindTally>;
  failureSamples: string[];
}

/**
 * One autocannon run: the mix through `workload`, or GET `url` alone. Every response's time is kept (the answer's
 * kind is set by onResponse just before autocannon emits `response` for it, in the same tick).
 */
function drive(url: string, seconds: number, rate: number | undefined, workload?: Workload): Promise<Window> {
  const byKind = new Map<string, KindTally>();
  const latencies: number[] = [];
  const failureSamples: string[] = [];
  let kind = 'health';
  let lastBody = '';
  const requests = workload
    ? [
        workload.request((answered, body) => {
          kind = answered;
          lastBody = body;
        }),
      ]
    : undefined;
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        ...(requests ? { requests } : {}),
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const elapsed = (performance.now() - startedAt) / 1000;
        const tallied = [...byKind.values()].reduce((sum, tally) => sum + tally.failures, 0);
        if (result.errors > 0)
          failureSamples.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
        resolve({
          seconds: elapsed,
          count: latencies.length,
          failures: tallied + result.errors,
          latencies: Float64Array.from(latencies).sort(),
          byKind,
          failureSamples,
        });
      },
    );
    instance.on('response', (_client, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      const tally = byKind.get(kind) ?? { count: 0, failures: 0, latencies: [] };
      byKind.set(kind, tally);
      tally.count += 1;
      tally.latencies.push(responseTime);
      if (status < 200 || status > 299) {
        tally.failures += 1;
        if (failureSamples.length < 5) failureSamples.push(`${kind} ${status} ${lastBody.slice(0, 200)}`);
      }
    });
  });
}

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;

/** The responses' times of several windows, sorted together. */
const merged = (windows: Window[]) =>
  Float64Array.from(windows.flatMap((window) => Array.from(window.latencies))).sort();

function residentMegabytes(pid: number) {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return NaN; // the server is gone: its column shows it
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const mb = (value: number) => (Number.isNaN(value) ? 'gone' : value.toFixed(0));
const count = (value: number) => value.toLocaleString('en');
const verdict = (isMet: boolean) => (isMet ? 'met' : 'missed');

/** The demo admin's posts, channels and the members of the mix, made through the cluster as the apps make them. */
async function setUp(baseUrl: string) {
  const adminToken = await signIn(baseUrl, demoAdmin.email, demoAdmin.password);
  // The demo seeds three posts; members page through more than that.
  for (let index = 1; index <= 12; index += 1) {
    await call(baseUrl, 'POST', '/api/admin/feed/posts', adminToken, {
      writtenIn: 'en',
      title: { en: `Week ${index}: one habit at a time` },
      content: {
        en: 'Ten minutes of mobility after work, a glass of water with every meal, and lights out by 23:00.',
      },
      imageKeys: [],
      state: 'published',
    });
  }
  const channelIds = await inParallel(channelCount, 1, async (index) => {
    const channel = await call<{ data: { id: string } }>(
      baseUrl,
      'POST',
      '/api/admin/community/channels',
      adminToken,
      {
        writtenIn: 'en',
        name: { en: `Soak channel ${index + 1}` },
        description: { en: 'Training talk' },
        mode: 'open',
      },
    );
    return channel.data.id;
  });
  const signedUpAt = performance.now();
  const signedUp = await signUpMembers(baseUrl, memberCount);
  return inParallel(signedUp.length, 8, async (index): Promise<SoakMember> => {
    const { email, password, accessToken } = signedUp[index]!;
    const profile = await call<{ data: { id: string } }>(baseUrl, 'GET', '/api/users/me', accessToken);
    await call(baseUrl, 'POST', `/api/admin/members/${profile.data.id}/complimentary`, adminToken, {
      days: 2,
    });
    const channelId = channelIds[index % channelCount]!;
    await call(baseUrl, 'PUT', `/api/community/channels/${channelId}/membership`, accessToken);
    return { email, password, token: accessToken, tokenAt: signedUpAt, channelId, postTimes: [] };
  });
}

interface Minute {
  window: Window;
  residentMb: number[];
}

async function soak(cluster: RunningCluster) {
  const setUpStartedAt = performance.now();
  const members = await setUp(cluster.url);
  const workload = soakWorkload(cluster.url, members);
  const claimShare = mix.claim / mixTotal;
  // Full speed is unknown yet: enough first claims for 1,500 requests a second; past them, claims repeat (200).
  await workload.provideClaims(Math.ceil(1500 * claimShare * (capacitySeconds + 5)));
  const pids = cluster.serverPids();
  console.log(
    `Soak: two servers (pids ${pids.join(', ')}) behind nginx on :${port}, ${count(members.length)} Premium members, ` +
      `set up in ${((performance.now() - setUpStartedAt) / 1000).toFixed(0)} s`,
  );
  console.log(
    `  mix per ${mixTotal}: ${Object.entries(mix)
      .map(([kind, weight]) => `${weight} ${kind}`)
      .join(', ')}`,
  );

  await drive(cluster.url, 5, undefined, workload);
  const full = await drive(cluster.url, capacitySeconds, undefined, workload);
  const capacity = full.count / full.seconds;
  const rate = Math.max(1, Math.round(capacity / 2));
  console.log(
    `  capacity: ${capacity.toFixed(0)} req/s over ${capacitySeconds} s on ${connections} connections ` +
      `(p50 ${ms(percentile(full.latencies, 0.5))} ms, p99 ${ms(percentile(full.latencies, 0.99))} ms, ` +
      `${full.failures} errors)`,
  );
  for (const sample of full.failureSamples) console.log(`      ✗ ${sample}`);
  const healthBefore = await drive(`${cluster.url}/api/health`, healthSeconds, rate);
  console.log(
    `  baseline: GET /api/health at ${rate} req/s for ${healthSeconds} s: p50 ${ms(percentile(healthBefore.latencies, 0.5))} ms, ` +
      `p99 ${ms(percentile(healthBefore.latencies, 0.99))} ms`,
  );

  console.log(`\nThe mix at ${rate} req/s (half the capacity) for ${soakMinutes} minutes`);
  console.log(
    `  minute   req/s   p50 ms   p99 ms   errors   ${pids.map((_, index) => `RSS ${index + 1} MB`).join('   ')}`,
  );
  const minutes: Minute[] = [];
  for (let minute = 1; minute <= soakMinutes; minute += 1) {
    await workload.provideClaims(Math.ceil(rate * claimShare * 60 * 1.25));
    await workload.renewStaleTokens();
    const window = await drive(cluster.url, 60, rate, workload);
    const residentMb = pids.map(residentMegabytes);
    minutes.push({ window, residentMb });
    console.log(
      `  ${String(minute).padStart(6)}   ${(window.count / window.seconds).toFixed(0).padStart(5)}` +
        `   ${ms(percentile(window.latencies, 0.5)).padStart(6)}   ${ms(percentile(window.latencies, 0.99)).padStart(6)}` +
        `   ${String(window.failures).padStart(6)}   ${residentMb.map((value) => mb(value).padStart(8)).join('   ')}` +
        (minute <= warmUpMinutes ? '   (warm-up)' : ''),
    );
    for (const sample of window.failureSamples) console.log(`      ✗ ${sample}`);
  }
  const healthAfter = await drive(`${cluster.url}/api/health`, healthSeconds, rate);

  const soaked = minutes.map((minute) => minute.window);
  const errors = soaked.reduce((sum, window) => sum + window.failures, 0);
  const requests = soaked.reduce((sum, window) => sum + window.count, 0);
  console.log('\nBy kind over the soak');
  for (const kind of Object.keys(mix)) {
    const tallies = soaked.flatMap((window) => window.byKind.get(kind) ?? []);
    const latencies = Float64Array.from(tallies.flatMap((tally) => tally.latencies)).sort();
    console.log(
      `  ${kind.padEnd(9)} ${count(latencies.length).padStart(8)} requests   p50 ${ms(percentile(latencies, 0.5)).padStart(4)} ms` +
        `   p99 ${ms(percentile(latencies, 0.99)).padStart(4)} ms   errors ${tallies.reduce((sum, tally) => sum + tally.failures, 0)}`,
    );
  }
  const { postsDeferred, claimsSent, newClaims, repeatedClaims, renewedBetweenMinutes } = workload.counts;
  console.log(
    `  whole run: ${count(newClaims)} of ${count(claimsSent)} claims sent answered 201 (a member's first claim; ` +
      `the rest were cut off at a window's end or repeated: ${repeatedClaims}); posts deferred to users/me ` +
      `(every member at the posting limit): ${postsDeferred}; tokens renewed between minutes: ${renewedBetweenMinutes}`,
  );

  const healthP99s = [healthBefore, healthAfter].map((window) => percentile(window.latencies, 0.99));
  console.log(`\nBaseline in this run`);
  console.log(`  capacity (the mix at full speed): ${capacity.toFixed(0)} req/s; soak rate ${rate} req/s`);
  console.log(
    `  GET /api/health at ${rate} req/s through nginx: p99 ${ms(healthP99s[0]!)} ms before the soak, ` +
      `${ms(healthP99s[1]!)} ms after (${(healthP99s[1]! / healthP99s[0]!).toFixed(2)}×)`,
  );

  console.log(`\nTargets (warm-up: ${warmUpMinutes === 1 ? 'minute 1' : `minutes 1–${warmUpMinutes}`})`);
  console.log(
    `  errors: ${count(errors)} in ${count(requests)} requests (target 0): ${verdict(errors === 0)}`,
  );
  if (soakMinutes > warmUpMinutes) {
    const warmedUp = minutes[warmUpMinutes - 1]!.residentMb;
    const last = minutes.at(-1)!.residentMb;
    const ratios = warmedUp.map((before, index) => last[index]! / before);
    const worst = Math.max(...ratios);
    console.log(
      `  RSS after warm-up → end: ${warmedUp.map((before, index) => `server ${index + 1} ${mb(before)} → ${mb(last[index]!)} MB (${ratios[index]!.toFixed(3)}×)`).join(', ')}` +
        `; worst +${((worst - 1) * 100).toFixed(1)} % (target ≤ 10 %): ${verdict(worst <= 1.1)}`,
    );
  } else {
    console.log('  RSS growth: not measured (no minute after the warm-up)');
  }
  const span = Math.min(5, Math.floor((soakMinutes - warmUpMinutes) / 2));
  if (span >= 1) {
    const first = percentile(merged(soaked.slice(warmUpMinutes, warmUpMinutes + span)), 0.99);
    const last = percentile(merged(soaked.slice(-span)), 0.99);
    const range = (from: number) => (span === 1 ? `minute ${from}` : `minutes ${from}–${from + span - 1}`);
    console.log(
      `  p99 flat: ${range(warmUpMinutes + 1)} ${ms(first)} ms, ${range(soakMinutes - span + 1)} ${ms(last)} ms: ` +
        `${(last / first).toFixed(2)}× (target ≤ 1.2×; health's own drift ${(healthP99s[1]! / healthP99s[0]!).toFixed(2)}×): ` +
        verdict(last <= 1.2 * first),
    );
  } else {
    console.log('  p99 flat: not measured (needs two minutes after the warm-up)');
  }
  return errors + full.failures;
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('The soak serves the web build: run `npm run build` first (apps/web/dist is missing).');
  process.exit(1);
}
const postgres = await throwawayPostgres();
if (postgres) {
  const startedAt = performance.now();
  try {
    const cluster = await startCluster(port, { databaseUrl: postgres.url });
    try {
      const failures = await soak(cluster);
      if (failures > 0) process.exitCode = 1;
    } finally {
      await cluster.stop();
    }
  } finally {
    await postgres.drop();
  }
  console.log(`\n(whole run ${((performance.now() - startedAt) / 60_000).toFixed(1)} minutes)`);
} else {
  console.log('The soak needs PostgreSQL: none answered on DATABASE_URL or 127.0.0.1:5432, skipped');
}
