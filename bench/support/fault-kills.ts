import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { commitmentOf, drawOutcomeOf } from '../../apps/api/src/features/draws/draw-proof';
import type { ScheduledJobQueue } from '../../apps/api/src/test/scheduled-job-queue';
import {
  codesFile,
  landingOf,
  monthOf,
  pause,
  send,
  settledInParallel,
  Tally,
  until,
  uploadCodes,
  type Answer,
  type KillableServer,
  type Landing,
} from './fault-harness';

/** Someone the script acts as; an access token lasts 15 minutes, so it signs in again after 10. */
export interface Actor {
  email: string;
  userId: string;
  token: string;
  signedInAt: number;
}

/** What every kill scenario works with: one server, the verifier's own connection, the people, the dice. */
export interface Stage {
  server: KillableServer;
  /** The verifier's own connections, straight to the database. */
  db: pg.Pool;
  queue: ScheduledJobQueue;
  random: () => number;
  rounds: number;
  admin: Actor;
  /** Premium members on the monthly plan, paid with the sandbox's card that always succeeds. */
  members: Actor[];
  importCodes: number;
}

const tokenLifetimeMs = 10 * 60 * 1000;
/** Kills fall anywhere from the operation's start to a fifth past its measured end, so some land after it. */
const windowSpan = 1.2;

async function freshTokens(stage: Stage) {
  const stale = [stage.admin, ...stage.members].filter(
    (actor) => Date.now() - actor.signedInAt > tokenLifetimeMs,
  );
  const results = await settledInParallel(stale.length, 4, async (index) => {
    const actor = stale[index]!;
    actor.token = await stage.server.signIn(actor.email);
    actor.signedInAt = Date.now();
  });
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

async function count(db: pg.Pool, query: string, values: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: number }>(query, values);
  return Number(rows[0]?.count ?? 0);
}

/** Kills the server `delayMs` after `startedAt` (performance.now()); `probe` runs just before, and its answer kept. */
async function killAt<T>(stage: Stage, startedAt: number, delayMs: number, probe?: () => Promise<T>) {
  await pause(startedAt + delayMs - performance.now());
  const probed = probe ? await probe() : undefined;
  await stage.server.kill();
  return probed;
}

async function newReward(stage: Stage, name: string): Promise<string> {
  const reward = await stage.server.call<{ data: { id: string } }>(
    'POST',
    '/api/admin/rewards',
    stage.admin.token,
    {
      name,
      category: 'sport',
    },
  );
  return reward.data.id;
}

async function stockOf(stage: Stage, rewardId: string) {
  const answer = await stage.server.call<{ data: { rewardId: string; available: number; used: number }[] }>(
    'GET',
    '/api/admin/rewards/stock',
    stage.admin.token,
  );
  return answer.data.find((row) => row.rewardId === rewardId) ?? null;
}

async function restocked(stage: Stage, name: string, codes: number, prefix: string) {
  const rewardId = await newReward(stage, name);
  const answer = await uploadCodes(
    stage.server.baseUrl,
    stage.admin.token,
    rewardId,
    codesFile(prefix, codes),
  );
  if (answer.status !== 201) throw new Error(`stocking ${name} answered ${answer.status}`);
  return rewardId;
}

// ——— Import ———

interface ImportRow {
  id: string;
  status: string;
  imported: number;
  total: number;
  codes: number;
  issues: number;
}

/** The reward's imports and its stock: every import whole or absent, no code twice, the stock 0 or the file. */
async function checkImports(stage: Stage, tally: Tally, round: number, rewardId: string, phase: string) {
  const { rows: imports } = await stage.db.query<ImportRow>(
    `select i.id, i.status, i.imported, i.total,
        (select count(*)::int from promo_codes c where c.import_id = i.id) as codes,
        (select count(*)::int from promo_code_import_issues s where s.import_id = i.id) as issues
      from promo_code_imports i where i.reward_id = $1 order by i.started_at`,
    [rewardId],
  );
  for (const row of imports) {
    tally.expect(row.status !== 'running', round, `${phase}: an import still "running" after the restart`);
    if (row.status === 'completed') {
      tally.expect(
        row.codes === row.imported && row.imported + row.issues === row.total,
        round,
        `${phase}: a completed import holds ${row.codes} codes (says ${row.imported}) and ${row.issues} issues of ${row.total} rows`,
      );
    } else {
      tally.expect(
        row.codes === 0 && row.issues === 0,
        round,
        `${phase}: a ${row.status} import left ${row.codes} codes and ${row.issues} issues behind`,
      );
    }
  }
  const codes = await count(stage.db, 'select count(*)::int as count from promo_codes where reward_id = $1', [
    rewardId,
  ]);
  const doubled = await count(
    stage.db,
    `select count(*)::int as count from (
      select code from promo_codes where reward_id = $1 group by code having count(*) > 1) doubled`,
    [rewardId],
  );
  tally.expect(doubled === 0, round, `${phase}: ${doubled} codes stored twice`);
  tally.expect(
    codes === 0 || codes === stage.importCodes,
    round,
    `${phase}: ${codes} of the file's ${stage.importCodes} codes in stock (a partial import)`,
  );
  return { imports, codes };
}

/**
 * An admin imports a file of codes; the server dies at a random moment of the upload, the spooling, the reading or
 * the one transaction; after the restart the admin imports the same file again, as the screen invites them to.
 */
export async function importScenario(stage: Stage) {
  const tally = new Tally('import');
  const spoolDir = path.join(stage.server.env.DATA_DIR!, 'uploads');
  await freshTokens(stage);
  const calibration = await newReward(stage, 'Import calibration');
  const startedAt = performance.now();
  const measured = await uploadCodes(
    stage.server.baseUrl,
    stage.admin.token,
    calibration,
    codesFile('CALIBRATE', stage.importCodes),
  );
  if (measured.status !== 201) throw new Error(`the calibration import answered ${measured.status}`);
  tally.windowMs = performance.now() - startedAt;

  let spoolsLeft = 0;
  for (let round = 1; round <= stage.rounds; round += 1) {
    await freshTokens(stage);
    const rewardId = await newReward(stage, `Import round ${round}`);
    const file = codesFile(`IMPORT${round}`, stage.importCodes);
    const delay = stage.random() * tally.windowMs * windowSpan;
    const t0 = performance.now();
    const uploading = uploadCodes(stage.server.baseUrl, stage.admin.token, rewardId, file);
    await killAt(stage, t0, delay);
    const first = await uploading;
    await stage.server.start();

    const afterKill = await checkImports(stage, tally, round, rewardId, 'after the kill');
    const cut = afterKill.imports[0];
    const landing: Landing = !cut ? 'before' : cut.status === 'completed' ? 'after' : 'mid';
    tally.landed(landing);
    tally.expect(
      first.status !== 201 || cut?.status === 'completed',
      round,
      'the import answered 201 but is not complete after the restart',
    );

    const again = await uploadCodes(stage.server.baseUrl, stage.admin.token, rewardId, file);
    const imported = (again.body?.data as { imported?: number } | undefined)?.imported;
    tally.expect(again.status === 201, round, `importing again after the restart answered ${again.status}`);
    tally.expect(
      imported === (afterKill.codes === 0 ? stage.importCodes : 0),
      round,
      `importing again added ${imported} codes to a stock of ${afterKill.codes}`,
    );
    const final = await checkImports(stage, tally, round, rewardId, 'after importing again');
    tally.expect(
      final.codes === stage.importCodes,
      round,
      `${final.codes} codes in stock after importing again`,
    );
    spoolsLeft = (await readdir(spoolDir).catch(() => [])).length;
  }
  return {
    tally: tally.finish(),
    note: `spooled uploads left in DATA_DIR/uploads by the kills: ${spoolsLeft} (the hourly sweep-import-uploads job deletes them once an hour old)`,
  };
}

// ——— Claim ———

/** Every code of the reward given once, to the claim that holds it; every 2xx answer's code still that member's. */
async function checkClaims(
  stage: Stage,
  tally: Tally,
  round: number,
  rewardId: string,
  codesInStock: number,
  answered: Map<string, string>,
  phase: string,
) {
  const { rows: claims } = await stage.db.query<{
    userId: string;
    code: string;
    status: string;
    holder: string | null;
    rewardId: string;
  }>(
    `select rc.user_id as "userId", c.code, c.status, c.user_id as holder, c.reward_id as "rewardId"
      from reward_claims rc join promo_codes c on c.id = rc.promo_code_id where rc.reward_id = $1`,
    [rewardId],
  );
  const claimOf = new Map(claims.map((claim) => [claim.userId, claim]));
  tally.expect(claimOf.size === claims.length, round, `${phase}: a member holds two claims of one reward`);
  for (const claim of claims) {
    tally.expect(
      claim.status === 'used' && claim.holder === claim.userId && claim.rewardId === rewardId,
      round,
      `${phase}: claimed code ${claim.code} is ${claim.status}, held by ${claim.holder}`,
    );
  }
  for (const [userId, code] of answered) {
    tally.expect(
      claimOf.get(userId)?.code === code,
      round,
      `${phase}: code ${code} was answered 2xx, the member now holds ${claimOf.get(userId)?.code ?? 'nothing'}`,
    );
  }
  const givenTwice = await count(
    stage.db,
    `select count(*)::int as count from (
      select id from (
        select promo_code_id as id from reward_claims
        union all select reported_code_id from reward_claims where reported_code_id is not null
        union all select promo_code_id from draw_winners) given
      group by id having count(*) > 1) twice`,
  );
  tally.expect(givenTwice === 0, round, `${phase}: ${givenTwice} codes given to two members`);
  const usedUnclaimed = await count(
    stage.db,
    `select count(*)::int as count from promo_codes c where c.reward_id = $1 and c.status = 'used'
      and not exists (select 1 from reward_claims rc where rc.promo_code_id = c.id or rc.reported_code_id = c.id)`,
    [rewardId],
  );
  tally.expect(usedUnclaimed === 0, round, `${phase}: ${usedUnclaimed} codes out of stock with no claim`);
  const stock = await stockOf(stage, rewardId);
  tally.expect(
    stock?.used === claims.length && stock.available === codesInStock - claims.length,
    round,
    `${phase}: stock says ${stock?.available} available and ${stock?.used} used, with ${claims.length} claims of ${codesInStock} codes`,
  );
  return claims.length;
}

/** Every member claims the reward at once (10 at a time), as a newsletter's link would bring them. */
function claimBurst(stage: Stage, rewardId: string) {
  return settledInParallel(stage.members.length, 10, (index) =>
    send(stage.server.baseUrl, 'POST', `/api/rewards/${rewardId}/claim`, stage.members[index]!.token),
  );
}

const codeOf = (answer: Answer) =>
  answer.status >= 200 && answer.status < 300
    ? (answer.body?.data as { code?: string } | undefined)?.code
    : undefined;

/**
 * Every member claims a fresh reward; the server dies during the burst; after the restart every member tries again,
 * as the app does when a claim fails, and must end with exactly one code, the same one if they had been answered.
 */
export async function claimScenario(stage: Stage) {
  const tally = new Tally('claim');
  const codesInStock = stage.members.length + 10;
  await freshTokens(stage);
  // Measured twice, the second time warm, as the rounds will be.
  for (const pass of [1, 2]) {
    const calibration = await restocked(stage, `Claim calibration ${pass}`, codesInStock, `CLAIMCAL${pass}`);
    const startedAt = performance.now();
    const measured = await claimBurst(stage, calibration);
    tally.windowMs = performance.now() - startedAt;
    if (measured.some((result) => result.status !== 'fulfilled' || result.value.status !== 201))
      throw new Error('the calibration claims did not all answer 201');
  }

  for (let round = 1; round <= stage.rounds; round += 1) {
    await freshTokens(stage);
    const rewardId = await restocked(stage, `Claim round ${round}`, codesInStock, `CLAIM${round}`);
    const delay = stage.random() * tally.windowMs * windowSpan;
    const t0 = performance.now();
    const burst = claimBurst(stage, rewardId);
    await killAt(stage, t0, delay);
    const answers = await burst;
    await stage.server.start();

    const answered = new Map<string, string>();
    answers.forEach((result, index) => {
      const code = result.status === 'fulfilled' ? codeOf(result.value) : undefined;
      if (code) answered.set(stage.members[index]!.userId, code);
    });
    const claimed = await checkClaims(
      stage,
      tally,
      round,
      rewardId,
      codesInStock,
      answered,
      'after the kill',
    );
    tally.landed(landingOf(claimed, stage.members.length));

    const retried = await claimBurst(stage, rewardId);
    retried.forEach((result, index) => {
      const member = stage.members[index]!;
      const answer =
        result.status === 'fulfilled'
          ? result.value
          : ({ status: 0, body: null, retryAfter: null, failure: 'threw' } satisfies Answer);
      tally.expect(
        answer.status === 200 || answer.status === 201,
        round,
        `claiming again answered ${answer.status}`,
      );
      const before = answered.get(member.userId);
      tally.expect(
        !before || codeOf(answer) === before,
        round,
        `claiming again gave ${codeOf(answer)}, not the code ${before} answered before the kill`,
      );
      const code = codeOf(answer);
      if (code) answered.set(member.userId, code);
    });
    const final = await checkClaims(
      stage,
      tally,
      round,
      rewardId,
      codesInStock,
      answered,
      'after claiming again',
    );
    tally.expect(
      final === stage.members.length,
      round,
      `${final} claims of ${stage.members.length} after claiming again`,
    );
  }
  return { tally: tally.finish() };
}

// ——— Draw ———

/** A drawn draw has all its winners, entrants, codes, mails and audit row once; an open one has none of them. */
async function checkDraw(
  stage: Stage,
  tally: Tally,
  round: number,
  drawId: string,
  prizeId: string,
  winnerCount: number,
  phase: string,
): Promise<'open' | 'drawn'> {
  const { rows } = await stage.db.query<{
    status: 'open' | 'drawn';
    entrantCount: number | null;
    winners: number;
    ranks: number;
    codes: number;
    codesGiven: number;
    entrants: number;
    mails: number;
    audits: number;
  }>(
    `select d.status, d.entrant_count as "entrantCount",
        (select count(*)::int from draw_winners w where w.draw_id = d.id) as winners,
        (select count(distinct w.rank)::int from draw_winners w where w.draw_id = d.id) as ranks,
        (select count(distinct w.promo_code_id)::int from draw_winners w where w.draw_id = d.id) as codes,
        (select count(*)::int from draw_winners w join promo_codes c on c.id = w.promo_code_id
          where w.draw_id = d.id and c.status = 'used' and c.user_id = w.user_id and c.reward_id = d.prize_reward_id)
          as "codesGiven",
        (select count(*)::int from draw_entrants e where e.draw_id = d.id) as entrants,
        (select count(*)::int from domain_events e where e.type = 'draw.won' and e.payload->>'drawId' = d.id::text)
          as mails,
        (select count(*)::int from audit_log a where a.action = 'draw.drawn' and a.target_id = d.id::text) as audits
      from draws d where d.id = $1`,
    [drawId],
  );
  const draw = rows[0]!;
  const said = `${phase}: a ${draw.status} draw with ${draw.winners} winners (${draw.ranks} ranks, ${draw.codes} codes, ${draw.codesGiven} given), ${draw.entrants} entrants (says ${draw.entrantCount}), ${draw.mails} winner mails, ${draw.audits} audit rows`;
  if (draw.status === 'drawn') {
    tally.expect(
      [draw.winners, draw.ranks, draw.codes, draw.codesGiven, draw.mails].every(
        (value) => value === winnerCount,
      ) &&
        draw.entrants === draw.entrantCount &&
        draw.audits === 1,
      round,
      said,
    );
  } else {
    tally.expect(
      draw.winners + draw.entrants + draw.mails + draw.audits === 0 && draw.entrantCount === null,
      round,
      said,
    );
  }
  const strayCodes = await count(
    stage.db,
    `select count(*)::int as count from promo_codes c where c.reward_id = $1 and c.status = 'used'
      and not exists (select 1 from draw_winners w where w.promo_code_id = c.id)`,
    [prizeId],
  );
  tally.expect(strayCodes === 0, round, `${phase}: ${strayCodes} prize codes out of stock with no winner`);
  return draw.status;
}

/** The published proof re-checked as a member's browser does: the seed's commitment, the list hash, the winners. */
async function checkProof(stage: Stage, tally: Tally, round: number, drawId: string, winnerCount: number) {
  const audit = await stage.server.call<{
    data: {
      commitment: string;
      seed: string;
      entrantListHash: string;
      method: 'lowest-hash' | 'weighted';
      tickets: string[];
      weights: number[];
      winnerTickets: string[];
    };
  }>('GET', `/api/draws/${drawId}/audit`, stage.members[0]!.token);
  const proof = audit.data;
  const outcome = drawOutcomeOf(
    proof.method,
    proof.seed,
    proof.tickets.map((ticket, index) => ({ ticket, weight: proof.weights[index]! })),
    winnerCount,
  );
  tally.expect(
    commitmentOf(proof.seed) === proof.commitment &&
      outcome.entrantListHash === proof.entrantListHash &&
      outcome.winnerTickets.join() === proof.winnerTickets.join(),
    round,
    'the published proof does not give the stored winners',
  );
}

/**
 * Every member takes the free entry to a month's draw; the admin draws it and the server dies at a random moment of
 * the drawing; after the restart the admin draws again: 7510 if it had been drawn, one draw otherwise.
 */
export async function drawScenario(stage: Stage) {
  const tally = new Tally('draw');
  const winnerCount = Math.min(100, Math.floor(stage.members.length * 0.75));
  await freshTokens(stage);
  const prizeId = await restocked(stage, 'Draw prize', (stage.rounds + 2) * winnerCount + 10, 'PRIZE');

  const openWithEntries = async (round: number) => {
    const draw = await stage.server.call<{ data: { id: string } }>(
      'POST',
      '/api/admin/draws',
      stage.admin.token,
      {
        month: monthOf(round),
        prizeRewardId: prizeId,
        winnerCount,
      },
    );
    const entries = await settledInParallel(stage.members.length, 8, (index) =>
      send(stage.server.baseUrl, 'POST', `/api/draws/${draw.data.id}/entries`, stage.members[index]!.token),
    );
    if (entries.some((entry) => entry.status !== 'fulfilled' || entry.value.status !== 201))
      throw new Error(`the entries to the draw of ${monthOf(round)} did not all answer 201`);
    return draw.data.id;
  };
  const drawIt = (drawId: string) =>
    send(stage.server.baseUrl, 'POST', `/api/admin/draws/${drawId}/draw`, stage.admin.token);
  // Whether a transaction holds a draw's row lock: SELECT … FOR UPDATE holds RowShareLock on the table till its end.
  const isDrawing = async () =>
    (await count(
      stage.db,
      `select count(*)::int as count from pg_locks l join pg_class c on c.oid = l.relation
        where c.relname = 'draws' and l.mode = 'RowShareLock' and l.pid <> pg_backend_pid()
          and l.database = (select oid from pg_database where datname = current_database())`,
    )) > 0;

  // Measured twice, the second time warm, on months no round uses. The window ends at the commit: the answer comes
  // later, once the winners' mails are handed over (decision 024), and a kill there cuts no draw.
  for (const month of [stage.rounds + 1, stage.rounds + 2]) {
    const calibration = await openWithEntries(month);
    const startedAt = performance.now();
    const drawing = drawIt(calibration);
    let hasAnswered = false;
    void drawing.then(() => (hasAnswered = true));
    const isCommitted = async () =>
      (await stage.db.query('select status from draws where id = $1', [calibration])).rows[0]?.status ===
      'drawn';
    while (!hasAnswered && !(await isCommitted())) await pause(5);
    tally.windowMs = performance.now() - startedAt;
    const measured = await drawing;
    if (measured.status !== 200) throw new Error(`the calibration draw answered ${measured.status}`);
  }

  for (let round = 1; round <= stage.rounds; round += 1) {
    await freshTokens(stage);
    const drawId = await openWithEntries(round);
    const delay = stage.random() * tally.windowMs * windowSpan;
    const t0 = performance.now();
    const drawing = drawIt(drawId);
    const wasDrawing = await killAt(stage, t0, delay, isDrawing);
    const first = await drawing;
    await stage.server.start();

    const status = await checkDraw(stage, tally, round, drawId, prizeId, winnerCount, 'after the kill');
    tally.landed(status === 'drawn' ? 'after' : wasDrawing ? 'mid' : 'before');
    tally.expect(
      first.status !== 200 || status === 'drawn',
      round,
      'the draw answered 200 but is open after the restart',
    );

    const again = await drawIt(drawId);
    const expected = status === 'drawn' ? 409 : 200;
    tally.expect(again.status === expected, round, `drawing again answered ${again.status}, not ${expected}`);
    const final = await checkDraw(stage, tally, round, drawId, prizeId, winnerCount, 'after drawing again');
    tally.expect(final === 'drawn', round, 'the draw is still open after drawing again');
    await checkProof(stage, tally, round, drawId, winnerCount);
  }
  return { tally: tally.finish() };
}

// ——— Renewal ———

/** Every sandbox subscription's period made to end a second ago (whole seconds): the billing job's work. */
async function makeRenewalsDue(stage: Stage): Promise<Date> {
  const { rows } = await stage.db.query<{ due: Date }>(
    `update subscriptions set current_period_end = date_trunc('second', now()) - interval '1 second',
        current_period_start = date_trunc('second', now()) - interval '1 second' - interval '1 month'
      where provider = 'sandbox' and status = 'active'
      returning current_period_end as due`,
  );
  if (rows.length !== stage.members.length) throw new Error(`${rows.length} subscriptions made due`);
  return rows[0]!.due;
}

const renewedSince = (stage: Stage, due: Date) =>
  count(stage.db, `select count(*)::int as count from subscriptions where current_period_start = $1`, [due]);

/** Each period charged once; each subscription either renewed (a period on, one payment) or untouched. */
async function checkRenewals(stage: Stage, tally: Tally, round: number, due: Date, phase: string) {
  const { rows } = await stage.db.query<{
    status: string;
    isRenewed: boolean;
    isUntouched: boolean;
    paidNow: number;
    isPaidAsHeld: boolean;
    renewals: number;
    renewedEvents: number;
  }>(
    `select s.status,
        s.current_period_start = $1 and s.current_period_end > $1 as "isRenewed",
        s.current_period_end = $1 as "isUntouched",
        (select count(*)::int from payments p where p.subscription_id = s.id and p.kind = 'renewal'
          and p.status = 'succeeded' and p.period_start = $1) as "paidNow",
        exists (select 1 from payments p where p.subscription_id = s.id and p.kind = 'renewal'
          and p.period_start = s.current_period_start and p.period_end = s.current_period_end) as "isPaidAsHeld",
        (select count(*)::int from payments p where p.subscription_id = s.id and p.kind = 'renewal') as renewals,
        (select count(*)::int from subscription_events e where e.user_id = s.user_id and e.type = 'renewed')
          as "renewedEvents"
      from subscriptions s where s.provider = 'sandbox'`,
    [due],
  );
  let renewed = 0;
  for (const row of rows) {
    if (row.isRenewed) renewed += 1;
    tally.expect(row.paidNow <= 1, round, `${phase}: one period charged ${row.paidNow} times`);
    tally.expect(
      row.status === 'active' &&
        (row.isRenewed ? row.paidNow === 1 && row.isPaidAsHeld : row.isUntouched && row.paidNow === 0) &&
        row.renewals === row.renewedEvents,
      round,
      `${phase}: a ${row.status} subscription, ${row.isRenewed ? 'renewed' : row.isUntouched ? 'not renewed' : 'moved elsewhere'}, with ${row.paidNow} payments for the period, ${row.renewals} renewals and ${row.renewedEvents} renewal events in all`,
    );
  }
  const doubled = await count(
    stage.db,
    `select count(*)::int as count from (select 1 from payments where kind = 'renewal' and status = 'succeeded'
      group by subscription_id, period_start having count(*) > 1) doubled`,
  );
  tally.expect(doubled === 0, round, `${phase}: ${doubled} periods charged twice`);
  return renewed;
}

/** Sends the billing job's tick now and waits until a server works it; answers when that began (performance.now()). */
async function startBilling(stage: Stage) {
  await stage.queue.runNow('billing');
  // The server asks for work every 10 s (decision 025).
  await until(
    'the billing job to start',
    async () => (await stage.queue.activeRuns('billing')).length > 0,
    30_000,
  );
  return performance.now();
}

/**
 * Every subscription's period ends; the billing job renews them one transaction each, and the server dies at a random
 * moment of the run. After the restart nothing is done by hand: the restarted server gives the run the dead one held
 * back (decision 025; pg-boss alone would wait out its 15-minute expiry), pg-boss retries it, and the retry renews the
 * rest.
 */
export async function renewalScenario(stage: Stage) {
  const tally = new Tally('renewal');
  const total = stage.members.length;
  const everyRenewed = async (due: Date) => {
    await until('every renewal', async () => (await renewedSince(stage, due)) === total, 120_000);
    await until(
      'the billing run to end',
      async () => (await stage.queue.activeRuns('billing')).length === 0,
      30_000,
    );
  };

  const calibrationDue = await makeRenewalsDue(stage);
  const startedAt = await startBilling(stage);
  await until('every renewal', async () => (await renewedSince(stage, calibrationDue)) === total, 120_000);
  tally.windowMs = performance.now() - startedAt;
  await everyRenewed(calibrationDue);
  await checkRenewals(stage, tally, 0, calibrationDue, 'calibration');

  const givenBackAfterMs: number[] = [];
  for (let round = 1; round <= stage.rounds; round += 1) {
    // A new second: this round's period starts differ from the last round's.
    await pause(1000);
    const due = await makeRenewalsDue(stage);
    const t0 = await startBilling(stage);
    const [run] = await stage.queue.activeRuns('billing');
    await killAt(stage, t0, stage.random() * tally.windowMs * windowSpan);
    const killedAt = performance.now();
    const isHeld = run !== undefined && (await stage.queue.stateOf('billing', run)) === 'active';
    await stage.server.start();
    if (isHeld) {
      await until(
        'the killed run to be given back',
        async () => (await stage.queue.stateOf('billing', run)) !== 'active',
        60_000,
      );
      givenBackAfterMs.push(performance.now() - killedAt);
    }

    const renewed = await checkRenewals(stage, tally, round, due, 'after the kill');
    tally.landed(landingOf(renewed, total));
    await everyRenewed(due);
    await checkRenewals(stage, tally, round, due, 'after the next run');
  }
  const slowest =
    givenBackAfterMs.length > 0 ? `${(Math.max(...givenBackAfterMs) / 1000).toFixed(1)} s` : 'none held';
  return {
    tally: tally.finish(),
    note: `runs held by a killed server: ${givenBackAfterMs.length}, given back at most ${slowest} after the kill (restart included)`,
  };
}
