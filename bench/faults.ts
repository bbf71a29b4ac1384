/**
 * Fault scripts (issue 20). A real server process on a PostgreSQL database of its own is killed with SIGKILL at a
 * random moment of four operations, FAULT_ROUNDS times each (20 by default), then started again; after each restart
 * the invariants are read straight from the database:
 *   import   an admin's promo-code import (100k codes by default): whole or absent, no code stored twice, and the
 *            same file imported again afterwards adds exactly what was missing;
 *   claim    every member claiming one reward at once: no code given twice, one code per member and reward, the stock
 *            as the codes say, every 2xx answer's code still the member's; all claim again afterwards;
 *   draw     a month's draw among every member: winners, entrants, codes, mails and audit row all there or none, the
 *            draw drawn once (drawing again answers 7510) and its published proof re-checked;
 *   renewal  the billing job renewing every member's subscription: each period charged at most once, each
 *            subscription either renewed with its payment or untouched, then renewed by the next run.
 * Each scenario first runs its operation once unharmed to measure its window; the kills fall uniformly from the
 * operation's start to a fifth past that window's end (seeded: FAULT_SEED replays a run). Then PostgreSQL itself is
 * restarted under load (support/postgres-restart.ts). Prints, per scenario, the kills that landed before, during and
 * after the operation and the invariants broken; exits 1 when any is.
 *
 * Not part of `npm run bench`, nor of CI. Run it from the repository root:
 *   npm run faults -w @vitalia/bench
 *   FAULT_ROUNDS=2 FAULT_SCENARIOS=claim,draw npm run faults -w @vitalia/bench     (a quick look)
 * Options (environment): FAULT_ROUNDS, FAULT_SEED, FAULT_SCENARIOS (import, claim, draw, renewal, postgres-restart),
 * FAULT_MEMBERS (80), FAULT_IMPORT_CODES (100000). Needs PostgreSQL: DATABASE_URL, or the local one on 127.0.0.1:5432.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { seededRandom } from '../apps/api/src/lib/seeded-random';
import { scheduledJobQueue } from '../apps/api/src/test/scheduled-job-queue';
import { freePorts, serverDatabase } from '../apps/api/src/test/server-process';
import { killableServer, printTally, settledInParallel, type Tally } from './support/fault-harness';
import {
  claimScenario,
  drawScenario,
  importScenario,
  renewalScenario,
  type Actor,
  type Stage,
} from './support/fault-kills';
import { postgresRestartScenario } from './support/postgres-restart';

const rounds = Number(process.env.FAULT_ROUNDS || 20);
const seed = process.env.FAULT_SEED || randomBytes(4).toString('hex');
const memberCount = Number(process.env.FAULT_MEMBERS || 80);
const importCodes = Number(process.env.FAULT_IMPORT_CODES || 100_000);
const scenarioNames = ['import', 'claim', 'draw', 'renewal', 'postgres-restart'] as const;
const chosen = (process.env.FAULT_SCENARIOS || scenarioNames.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !(scenarioNames as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown FAULT_SCENARIOS: ${unknown.join(', ')} (known: ${scenarioNames.join(', ')})`);
  process.exit(2);
}
const isChosen = (name: (typeof scenarioNames)[number]) => chosen.includes(name);
const baseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';

async function answersAt(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The admin and the Premium members every kill scenario acts as, made through the API as people are. */
async function castOf(stage: Omit<Stage, 'admin' | 'members'>): Promise<Pick<Stage, 'admin' | 'members'>> {
  const { server, db } = stage;
  const userIdOf = async (email: string) =>
    (await db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]!.id;
  const adminEmail = `fault.admin.${Date.now()}@example.com`;
  const adminToken = await server.staffMember(adminEmail, 'admin', server.env);
  const planId = await server.premiumPlan(adminToken);
  const made = await settledInParallel(memberCount, 4, async (index) => {
    const email = `fault.member.${index}.${Date.now()}@example.com`;
    const token = await server.premiumMember(email, planId);
    return { email, token, userId: await userIdOf(email), signedInAt: Date.now() } satisfies Actor;
  });
  const members = made.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
  return {
    admin: {
      email: adminEmail,
      token: adminToken,
      userId: await userIdOf(adminEmail),
      signedInAt: Date.now(),
    },
    members,
  };
}

async function killScenarios(): Promise<{ tallies: Tally[]; notes: string[] }> {
  const target = await serverDatabase(baseUrl);
  const [port] = await freePorts(1);
  // A dead server's outbox leases run out in 5 s rather than a minute, so its leftovers go out within a round.
  const server = killableServer(port!, { ...target.env, OUTBOX_LEASE_SECONDS: '5' });
  const db = new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 4 });
  const tallies: Tally[] = [];
  const notes: string[] = [];
  try {
    await server.start();
    const queue = await scheduledJobQueue(target.env.DATABASE_URL);
    try {
      const setupStarted = performance.now();
      const base = { server, db, queue, random: seededRandom(seed), rounds, importCodes };
      const stage: Stage = { ...base, ...(await castOf(base)) };
      console.log(
        `  set up: an admin and ${memberCount} Premium members in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
      );
      const scenarios = [
        ['import', importScenario],
        ['claim', claimScenario],
        ['draw', drawScenario],
        ['renewal', renewalScenario],
      ] as const;
      for (const [name, scenario] of scenarios) {
        if (!isChosen(name)) continue;
        const { tally, note } = { note: undefined, ...(await scenario(stage)) };
        printTally(tally);
        if (note) console.log(`      ${note}`);
        tallies.push(tally);
        if (note) notes.push(`${name}: ${note}`);
      }
    } finally {
      await queue.close();
    }
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    await target.drop();
  }
  return { tallies, notes };
}

if (!(await answersAt(baseUrl))) {
  console.error(
    `The fault scripts need PostgreSQL: none answered at ${new URL(baseUrl).host} (set DATABASE_URL).`,
  );
  process.exit(2);
}
console.log(
  `Fault scripts (issue 20): seed ${seed}, ${rounds} rounds a scenario, ${memberCount} members, ` +
    `imports of ${importCodes} codes; FAULT_SEED=${seed} replays the same kill moments`,
);
const startedAt = performance.now();
const tallies: Tally[] = [];
const notes: string[] = [];
if (chosen.some((name) => name !== 'postgres-restart')) {
  const kills = await killScenarios();
  tallies.push(...kills.tallies);
  notes.push(...kills.notes);
}
if (isChosen('postgres-restart')) {
  const restart = await postgresRestartScenario({ random: seededRandom(`${seed}:restart`) });
  if (restart) {
    printTally(restart);
    tallies.push(restart);
  }
}

console.log(`\nSummary (seed ${seed}, ${((performance.now() - startedAt) / 1000).toFixed(0)} s in all)`);
for (const tally of tallies) printTally(tally);
for (const note of notes) console.log(`  ${note}`);
const violations = tallies.reduce((sum, tally) => sum + tally.violations.length, 0);
console.log(`  invariant violations: ${violations} (target 0): ${violations === 0 ? 'met' : 'missed'}`);
if (violations > 0) process.exitCode = 1;
