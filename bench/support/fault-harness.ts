import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { serverProcess } from '../../apps/api/src/test/server-process';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Runs `work` for every index below `count`, `width` at a time; every outcome is kept, none throws. */
export async function settledInParallel<T>(
  count: number,
  width: number,
  work: (index: number) => Promise<T>,
) {
  const results: PromiseSettledResult<T>[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      results[index] = await work(index).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}

/** Waits until `isDone` answers true; throws after `timeoutMs`, naming what it waited for. */
export async function until(what: string, isDone: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(50);
  }
}

/** The API's JSON: `data` on success, `error` otherwise (lib/errors.ts). */
export type AnswerBody = { data?: unknown; error?: { code: number } } | null;

/** An answer, whatever it is: a status and body, or status 0 and the network error when none came. */
export interface Answer {
  status: number;
  body: AnswerBody;
  retryAfter: string | null;
  failure?: string;
}

const parsed = (text: string): AnswerBody => {
  try {
    return text ? (JSON.parse(text) as AnswerBody) : null;
  } catch {
    return null;
  }
};

const failureOf = (error: unknown) =>
  error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);

/** One HTTP call that never throws: a killed server or a cut connection is an answer too (status 0). */
export async function send(
  baseUrl: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    return {
      status: response.status,
      body: parsed(await response.text()),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return { status: 0, body: null, retryAfter: null, failure: failureOf(error) };
  }
}

/** The multipart upload the admin screen sends; never throws (a killed server answers status 0). */
export async function uploadCodes(
  baseUrl: string,
  token: string,
  rewardId: string,
  csv: Buffer,
): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'codes.csv');
  try {
    const response = await fetch(`${baseUrl}/api/admin/rewards/${rewardId}/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
    return {
      status: response.status,
      body: parsed(await response.text()),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return { status: 0, body: null, retryAfter: null, failure: failureOf(error) };
  }
}

/** The `index`th month from January 2001: months long begun, so a draw of theirs can be drawn at once. */
export const monthOf = (index: number) =>
  `${2001 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** A CSV of `count` codes, each unique to its prefix. */
export const codesFile = (prefix: string, count: number) =>
  Buffer.from(['code', ...Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`)].join('\n'));

/**
 * One real server process that can be killed like a crashed machine (SIGKILL: no shutdown hook runs) and started
 * again on the same database and data folder.
 */
export function killableServer(port: number, env: Record<string, string>) {
  const server = serverProcess(port);
  let child: ChildProcess | null = null;

  async function untilReady(timeoutMs = 60_000) {
    await until(
      `${server.baseUrl}/api/ready`,
      async () => (await send(server.baseUrl, 'GET', '/api/ready', null)).status === 200,
      timeoutMs,
    );
  }

  return {
    ...server,
    env,
    get pid() {
      return child?.pid ?? null;
    },
    get hasExited() {
      return child === null || child.exitCode !== null || child.signalCode !== null;
    },
    async start() {
      // The machine may be busy (tsx compiles the server at each start): two minutes, not a test's 30 s.
      child = await server.start(env, 120_000);
      await untilReady();
    },
    untilReady,
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type KillableServer = ReturnType<typeof killableServer>;

/** Where a kill landed in the operation it cut. */
export type Landing = 'before' | 'mid' | 'after';

/** What a scenario found: how its kills landed and every invariant it saw broken. */
export class Tally {
  readonly landings: Record<Landing, number> = { before: 0, mid: 0, after: 0 };
  readonly violations: string[] = [];
  rounds = 0;
  windowMs = 0;
  private readonly startedAt = Date.now();
  seconds = 0;
  /** What a scenario without kills prints instead of where they landed: its unit, then lines of figures. */
  summary: { unit: string; lines: string[] } | null = null;

  constructor(readonly name: string) {}

  landed(landing: Landing) {
    this.landings[landing] += 1;
    this.rounds += 1;
  }

  /** Records a broken invariant when `isBroken`, with the round it was seen in. */
  expect(isHeld: boolean, round: number | string, what: string) {
    if (!isHeld) this.violations.push(`round ${round}: ${what}`);
  }

  finish() {
    this.seconds = (Date.now() - this.startedAt) / 1000;
    return this;
  }
}

/** How a count of finished units places a kill: none done, all done, or some. */
export const landingOf = (done: number, total: number): Landing =>
  done === 0 ? 'before' : done >= total ? 'after' : 'mid';

export function printTally(tally: Tally) {
  const { before, mid, after } = tally.landings;
  const what = tally.summary
    ? tally.summary.unit
    : `rounds   window ${String(Math.round(tally.windowMs)).padStart(5)} ms   kills mid ${String(mid).padStart(2)}, ` +
      `before ${String(before).padStart(2)}, after ${String(after).padStart(2)}`;
  console.log(
    `  ${tally.name.padEnd(16)} ${String(tally.rounds).padStart(3)} ${what}   ` +
      `violations ${tally.violations.length}   ${tally.seconds.toFixed(0)} s`,
  );
  for (const line of tally.summary?.lines ?? []) console.log(`      ${line}`);
  for (const violation of tally.violations.slice(0, 20)) console.log(`      ✗ ${violation}`);
  if (tally.violations.length > 20) console.log(`      … and ${tally.violations.length - 20} more`);
}
