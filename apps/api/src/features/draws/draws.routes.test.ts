import { createHash } from 'node:crypto';
import type { AdminDraw, DrawAudit, DrawEntryCount, Language, MemberDraw, Role } from '@vitalia/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainEvents,
  drawEntrants,
  drawTickets,
  draws,
  gamePoints,
  payments,
  promoCodes,
  rewards,
} from '../../db/schema';
import { entryListHashOf, weightedWinners } from '../../lib/draw-entries';
import { registerMember, type TestAccount } from '../../test/accounts';
import { drawsRepository } from './draws.repository';
import { call, subscribePremium } from '../../test/billing';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';
import { commitmentOf, entrantListHashOf, winnersOf } from './draw-proof';
import { auditTrailOf } from '../../test/audit';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const currentMonth = () => new Date().toISOString().slice(0, 7);
const futureMonth = () => `${new Date().getUTCFullYear() + 1}-06`;
/** `myEntries` as a member reads it: 1 free entry, and `earned` from the month's game points (issue 17). */
const entriesOf = (earned: number): DrawEntryCount => ({
  free: 1,
  earned,
  total: 1 + earned,
  pointsPerEntry: 100,
  maxEarned: 10,
});

/** What a test needs around the draws: accounts with a role, and prize stock written straight to the database. */
function drawFixtures(subject: () => TestApp) {
  const db = () => subject().database.db;
  const send = (account: TestAccount | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    call(subject().app, account, method, url, payload);

  const withRole = (role: Role, language: Language = 'fr') => memberWithRole(subject(), role, language);

  const idOf = async (account: TestAccount): Promise<string> =>
    (await send(account, 'GET', '/api/users/me')).json().data.id;

  // The rewards feature's own API is written alongside this one: its rows are inserted directly.
  async function insertReward(name: string, partner = 'Atlas Sport') {
    const [reward] = await db().insert(rewards).values({ name, category: 'sport', partner }).returning();
    return reward!;
  }

  let codeClock = Date.UTC(2024, 0, 1);
  async function insertCodes(
    rewardId: string,
    codes: string[],
    extra: Partial<typeof promoCodes.$inferInsert> = {},
  ) {
    for (const code of codes) {
      codeClock += 1000;
      await db()
        .insert(promoCodes)
        .values({ rewardId, code, createdAt: new Date(codeClock), ...extra });
    }
  }

  const codesOf = (rewardId: string) =>
    db().select().from(promoCodes).where(eq(promoCodes.rewardId, rewardId));

  const createDraw = (account: TestAccount, month: string, prizeRewardId: string, winnerCount = 1) =>
    send(account, 'POST', '/api/admin/draws', { month, prizeRewardId, winnerCount });

  /** Game points as the games feature's ledger holds them (its API is written alongside): one row per award. */
  let awardCount = 0;
  async function awardPoints(userId: string, points: number, awardedAt = new Date()) {
    awardCount += 1;
    await db()
      .insert(gamePoints)
      .values({ userId, source: 'quiz', awardKey: `test:${awardCount}`, points, awardedAt });
  }

  return { db, send, withRole, idOf, insertReward, insertCodes, codesOf, createDraw, awardPoints };
}

describe('draws: who may run them (D2, permission rewards_winner)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());
  const { send, withRole, insertReward, createDraw } = drawFixtures(() => subject);

  it('refuses an anonymous caller (4001) and members, free or Premium (4003), on every admin endpoint', async () => {
    const reward = await insertReward('Gym bag');
    const free = await registerMember(subject.app);
    await send(free, 'POST', '/api/subscription/free');
    const premium = await registerMember(subject.app);
    await subscribePremium(subject.app, premium, plans.monthly.id);
    const admin = await withRole('admin');
    const open = (await createDraw(admin, '2031-01', reward.id)).json().data as AdminDraw;
    const calls = [
      ['GET', '/api/admin/draws', undefined],
      ['POST', '/api/admin/draws', { month: '2031-02', prizeRewardId: reward.id, winnerCount: 1 }],
      ['POST', `/api/admin/draws/${open.id}/draw`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await send(null, method, url, payload);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error.code).toBe(4001);
      for (const member of [free, premium]) {
        const refused = await send(member, method, url, payload);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().error.code).toBe(4003);
      }
    }
    const listed = (await send(admin, 'GET', '/api/admin/draws')).json().data as AdminDraw[];
    expect(listed.map((draw) => draw.month)).toEqual(['2031-01']);
    for (const url of ['/api/draws', `/api/draws/${open.id}/audit`]) {
      expect((await send(null, 'GET', url)).json().error.code, url).toBe(4001);
    }
  });

  it.each(['admin', 'karim'] as const)('%s lists, creates and draws', async (role) => {
    const staff = await withRole(role);
    const reward = await insertReward(`Prize for ${role}`);
    const month = role === 'admin' ? '1999-01' : '1999-02';
    const created = await createDraw(staff, month, reward.id);
    expect(created.statusCode).toBe(201);
    expect((await send(staff, 'GET', '/api/admin/draws')).statusCode).toBe(200);
    // Past the permission check: a month nobody paid for has nobody to draw.
    const drawn = await send(staff, 'POST', `/api/admin/draws/${created.json().data.id}/draw`);
    expect(drawn.statusCode).toBe(409);
    expect(drawn.json().error.code).toBe(7512);
  });
});

describe('monthly draws (D7)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());
  const { db, send, withRole, idOf, insertReward, insertCodes, codesOf, createDraw, awardPoints } =
    drawFixtures(() => subject);
  /** A Premium payment for a period, as billing writes it: what makes a member eligible for the months it covers. */
  const paidPeriod = (userId: string, start: string, end: string, status = 'succeeded') => ({
    userId,
    planId: plans.monthly.id,
    kind: 'initial',
    status,
    amountCents: 999,
    currency: 'EUR',
    provider: 'sandbox',
    periodStart: new Date(start),
    periodEnd: new Date(end),
  });
  const memberDrawsOf = async (account: TestAccount) =>
    (await send(account, 'GET', '/api/draws')).json().data as MemberDraw[];

  it('publishes the commitment, keeps the seed, refuses bad input and a month not begun (7515)', async () => {
    const admin = await withRole('admin');
    const reward = await insertReward('Running shoes');
    const month = futureMonth();
    const created = await createDraw(admin, month, reward.id, 3);
    expect(created.statusCode).toBe(201);
    const draw = created.json().data as AdminDraw;
    expect(draw).toMatchObject({
      month,
      prizeRewardId: reward.id,
      prizeRewardName: { writtenIn: 'en', texts: { en: 'Running shoes' } },
      winnerCount: 3,
      status: 'open',
      seed: null,
      entrantListHash: null,
      entrantCount: null,
      freeEntryCount: 0,
      drawnAt: null,
      winners: [],
    });
    expect(draw.commitment).toMatch(/^[0-9a-f]{64}$/);

    expect((await createDraw(admin, month, reward.id)).json().error.code).toBe(7509);
    const unknownPrize = await createDraw(admin, '2033-01', '00000000-0000-4000-8000-000000000000');
    expect(unknownPrize.statusCode).toBe(404);
    expect((await createDraw(admin, '2033-01', 'not-a-reward')).json().error.code).toBe(4004);
    for (const payload of [
      { month: '2033-13', prizeRewardId: reward.id, winnerCount: 1 },
      { month: '2033-1', prizeRewardId: reward.id, winnerCount: 1 },
      { month: '2033-01', prizeRewardId: reward.id, winnerCount: 0 },
      { month: '2033-01', prizeRewardId: reward.id, winnerCount: 101 },
    ]) {
      const refused = await send(admin, 'POST', '/api/admin/draws', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe(4000);
    }

    const early = await send(admin, 'POST', `/api/admin/draws/${draw.id}/draw`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe(7515);
    const audit = await send(admin, 'GET', `/api/draws/${draw.id}/audit`);
    expect(audit.statusCode).toBe(404);
    expect(audit.json().error.code).toBe(4004);
    const listed = (await send(admin, 'GET', '/api/admin/draws')).json().data as AdminDraw[];
    expect(listed.find((candidate) => candidate.id === draw.id)).toMatchObject({
      status: 'open',
      seed: null,
    });
    // A malformed id is refused by its type before any query; a well-formed unknown one is not found.
    expect((await send(admin, 'POST', '/api/admin/draws/not-a-draw/draw')).json().error.code).toBe(4000);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send(admin, 'POST', `/api/admin/draws/${unknown}/draw`)).json().error.code).toBe(4004);
  });

  it('draws among this month’s Premium members and free entrants, staff excluded, and anyone can re-check it', async () => {
    const admin = await withRole('admin');
    const karim = await withRole('karim');
    const reward = await insertReward('Yoga mat', 'Zen Studio');
    const month = currentMonth();

    const premium = [
      await registerMember(subject.app),
      await registerMember(subject.app),
      await registerMember(subject.app),
    ];
    const languages: Language[] = ['fr', 'en', 'ar'];
    for (const [index, member] of premium.entries()) {
      await subject.app.inject({
        method: 'PUT',
        url: '/api/users/me/profile',
        headers: member.authorization,
        payload: { language: languages[index] },
      });
      await subscribePremium(subject.app, member, plans.monthly.id);
    }
    // An admin who pays for Premium still never takes part.
    await subscribePremium(subject.app, admin, plans.yearly.id);
    const freeMember = await registerMember(subject.app);
    await send(freeMember, 'POST', '/api/subscription/free');
    const bystander = await registerMember(subject.app);

    const created = (await createDraw(karim, month, reward.id, 3)).json().data as AdminDraw;
    // A draw opened before issue 17, as migration 0014 left it: it keeps its method, one chance per ticket, and its
    // proof (the weighted draws have their own test below).
    await db().update(draws).set({ method: 'lowest-hash' }).where(eq(draws.id, created.id));
    const openBodies: string[] = [JSON.stringify(created)];

    // The free entry: 201 the first time, 200 (nothing new) after.
    const entered = await send(freeMember, 'POST', `/api/draws/${created.id}/entries`);
    expect(entered.statusCode).toBe(201);
    const freeId = await idOf(freeMember);
    expect(entered.json().data).toMatchObject({
      id: created.id,
      entryKind: 'free',
      myTicket: expect.stringMatching(/^[0-9a-f]{16}$/),
      myEntries: entriesOf(0),
      hasWon: false,
      status: 'open',
      seed: null,
      prizeRewardName: { text: 'Yoga mat', language: 'en' },
      prizePartner: 'Zen Studio',
    });
    // The ticket shown before the draw: the same on the second asking.
    const freeTicket = (entered.json().data as MemberDraw).myTicket!;
    const enteredAgain = await send(freeMember, 'POST', `/api/draws/${created.id}/entries`);
    expect(enteredAgain.statusCode).toBe(200);
    expect((enteredAgain.json().data as MemberDraw).myTicket).toBe(freeTicket);
    for (const staff of [admin, karim]) {
      const refused = await send(staff, 'POST', `/api/draws/${created.id}/entries`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe(7514);
    }

    const premiumIds = await Promise.all(premium.map(idOf));
    // Points count only in weighted draws: this one gives them no extra entry.
    await awardPoints(premiumIds[0]!, 500);
    const [premiumView] = (await memberDrawsOf(premium[0]!)).filter((draw) => draw.id === created.id);
    expect(premiumView).toMatchObject({
      method: 'lowest-hash',
      entryKind: 'premium',
      myTicket: expect.stringMatching(/^[0-9a-f]{16}$/),
      myEntries: entriesOf(0),
    });
    const premiumTicket = premiumView!.myTicket!;
    expect((await memberDrawsOf(admin)).find((draw) => draw.id === created.id)).toMatchObject({
      entryKind: 'staff',
      myTicket: null,
      myEntries: null,
    });
    expect((await memberDrawsOf(bystander)).find((draw) => draw.id === created.id)).toMatchObject({
      entryKind: 'none',
      myTicket: null,
      myEntries: null,
    });
    openBodies.push(JSON.stringify(await memberDrawsOf(premium[0]!)));
    openBodies.push(JSON.stringify((await send(admin, 'GET', '/api/admin/draws')).json()));

    // Not enough codes for three winners: nothing changes, the draw stays open.
    await insertCodes(reward.id, ['LONE-1']);
    const short = await send(admin, 'POST', `/api/admin/draws/${created.id}/draw`);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe(7511);
    expect((await codesOf(reward.id)).map((code) => [code.status, code.userId, code.usedAt])).toEqual([
      ['available', null, null],
    ]);
    const stillOpen = (await send(admin, 'GET', '/api/admin/draws')).json().data as AdminDraw[];
    expect(stillOpen.find((draw) => draw.id === created.id)).toMatchObject({
      status: 'open',
      seed: null,
      winners: [],
      freeEntryCount: 1,
    });
    expect((await send(admin, 'GET', `/api/draws/${created.id}/audit`)).json().error.code).toBe(4004);

    // An expired code (the oldest) and a used one are never handed out.
    await db().update(promoCodes).set({ expiresOn: '2020-01-01' }).where(eq(promoCodes.code, 'LONE-1'));
    await insertCodes(reward.id, ['GONE-1'], { status: 'used', usedAt: new Date() });
    await insertCodes(reward.id, ['CODE-1', 'CODE-2', 'CODE-3', 'CODE-4'], { expiresOn: '2099-12-31' });

    const drawnResponse = await send(admin, 'POST', `/api/admin/draws/${created.id}/draw`);
    expect(drawnResponse.statusCode).toBe(200);
    const drawn = drawnResponse.json().data as AdminDraw;
    expect(drawn).toMatchObject({ status: 'drawn', entrantCount: 4, winnerCount: 3 });
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(drawn.seed!)).toBe(created.commitment);
    expect(commitmentOf(drawn.seed!)).toBe(created.commitment);
    for (const body of openBodies) expect(body).not.toContain(drawn.seed);

    // The audit: exactly the Premium members and the free entrant, never the admin; the winners recomputed twice.
    const audit = (await send(bystander, 'GET', `/api/draws/${created.id}/audit`)).json().data as DrawAudit;
    // Each entrant's ticket as they read it: the two Premium members who never looked were given one at the drawing,
    // and the two shown theirs before the draw hold that one.
    const entrants = [...premium, freeMember];
    const entrantIds = [...premiumIds, freeId];
    const entrantTickets = await Promise.all(
      entrants.map(
        async (account) => (await memberDrawsOf(account)).find((d) => d.id === created.id)!.myTicket!,
      ),
    );
    expect(entrantTickets[0]).toBe(premiumTicket);
    expect(entrantTickets[3]).toBe(freeTicket);
    expect(audit.tickets).toEqual([...entrantTickets].sort());
    expect(new Set(audit.tickets).size).toBe(4);
    for (const id of [await idOf(admin), ...entrantIds]) expect(JSON.stringify(audit)).not.toContain(id);
    expect(audit.method).toBe('lowest-hash');
    expect(audit.weights).toEqual([1, 1, 1, 1]);
    expect(audit).toMatchObject({
      seed: drawn.seed,
      commitment: created.commitment,
      entrantCount: 4,
      entrantListHash: drawn.entrantListHash,
    });
    expect(audit.entrantListHash).toBe(entrantListHashOf(audit.tickets));
    expect(audit.entrantListHash).toBe(sha256([...audit.tickets].sort().join('\n')));
    expect(winnersOf(audit.seed!, audit.tickets, 3)).toEqual(audit.winnerTickets);
    const byHand = audit.tickets
      .map((ticket) => ({ ticket, score: sha256(`${audit.seed}:${ticket}`) }))
      .sort((a, b) => (a.score < b.score ? -1 : 1))
      .slice(0, 3)
      .map(({ ticket }) => ticket);
    expect(audit.winnerTickets).toEqual(byHand);
    expect(drawn.winners.map((winner) => winner.ticket)).toEqual(audit.winnerTickets);
    expect(drawn.winners.map((winner) => winner.rank)).toEqual([1, 2, 3]);

    // Each winner holds one of the three oldest valid codes, now used and theirs, and was told in their language.
    const codes = await codesOf(reward.id);
    const subjects: Record<Language, string> = { en: 'You won', fr: 'Vous avez gagné', ar: 'لقد فزت' };
    for (const winner of drawn.winners) {
      const index = entrantTickets.indexOf(winner.ticket);
      const account = entrants[index]!;
      expect(winner.email).toBe(account.email);
      const code = codes.find((candidate) => candidate.code === winner.code)!;
      expect(code).toMatchObject({ status: 'used', userId: entrantIds[index] });
      expect(code.usedAt).toBeInstanceOf(Date);
      const mails = subject.outbox.filter(
        (mail) => mail.to === account.email && mail.text.includes(winner.code),
      );
      expect(mails).toHaveLength(1);
      const language = index < 3 ? languages[index]! : 'fr';
      expect(mails[0]!.subject).toContain(subjects[language]);
      expect(mails[0]!.text).toContain('Yoga mat');
      expect(mails[0]!.text).toContain('Zen Studio');
      const view = (await memberDrawsOf(account)).find((draw) => draw.id === created.id)!;
      expect(view).toMatchObject({
        hasWon: true,
        myTicket: winner.ticket,
        myEntries: entriesOf(0),
        seed: drawn.seed,
        status: 'drawn',
      });
    }
    expect(drawn.winners.map((winner) => winner.code).sort()).toEqual(['CODE-1', 'CODE-2', 'CODE-3']);
    expect(codes.find((code) => code.code === 'CODE-4')).toMatchObject({ status: 'available', userId: null });
    expect(codes.find((code) => code.code === 'LONE-1')).toMatchObject({ status: 'available', userId: null });
    const loser = entrants.find(
      (_, index) => !drawn.winners.some((w) => w.ticket === entrantTickets[index]),
    )!;
    expect((await memberDrawsOf(loser)).find((draw) => draw.id === created.id)).toMatchObject({
      hasWon: false,
    });
    expect(subject.outbox.filter((mail) => mail.to === loser.email && /CODE-/.test(mail.text))).toEqual([]);

    // Drawn once only, and closed to new entries.
    const again = await send(karim, 'POST', `/api/admin/draws/${created.id}/draw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(7510);
    const late = await send(bystander, 'POST', `/api/draws/${created.id}/entries`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe(7513);
    expect((await send(admin, 'POST', `/api/draws/${created.id}/entries`)).json().error.code).toBe(7514);
    const listed = (await send(admin, 'GET', '/api/admin/draws')).json().data as AdminDraw[];
    expect(listed.find((draw) => draw.id === created.id)).toEqual(drawn);
  });

  it('weights each ticket by the month’s game points (issue 17), and the proof covers the weights', async () => {
    const admin = await withRole('admin');
    const reward = await insertReward('Climbing pass');
    await insertCodes(reward.id, ['CP-1', 'CP-2']);
    const [quiet, player, champion, outsider] = [
      await registerMember(subject.app),
      await registerMember(subject.app),
      await registerMember(subject.app),
      await registerMember(subject.app),
    ];
    const [quietId, playerId, championId, outsiderId, adminId] = await Promise.all(
      [quiet, player, champion, outsider, admin].map((account) => idOf(account!)),
    );
    // Only March 2004 counts, UTC: from its first instant to before April's.
    await awardPoints(quietId!, 90, new Date('2004-03-01T00:00:00Z'));
    await awardPoints(quietId!, 300, new Date('2004-02-29T23:59:59Z'));
    await awardPoints(quietId!, 500, new Date('2004-04-01T00:00:00Z'));
    await awardPoints(playerId!, 150, new Date('2004-03-10T12:00:00Z'));
    await awardPoints(playerId!, 100, new Date('2004-03-31T23:59:59Z'));
    // Far past the cap, a correction included: ten earned entries at most.
    await awardPoints(championId!, 1200, new Date('2004-03-05T08:00:00Z'));
    await awardPoints(championId!, 400, new Date('2004-03-06T08:00:00Z'));
    await awardPoints(championId!, -100, new Date('2004-03-07T08:00:00Z'));
    // Points alone enter nobody, and staff never take part whatever they scored.
    await awardPoints(outsiderId!, 900, new Date('2004-03-12T08:00:00Z'));
    await awardPoints(adminId!, 700, new Date('2004-03-12T08:00:00Z'));
    await db()
      .insert(payments)
      .values(paidPeriod(championId!, '2004-02-15T00:00:00Z', '2004-03-15T00:00:00Z'));

    const created = (await createDraw(admin, '2004-03', reward.id, 2)).json().data as AdminDraw;
    const [stored] = await db().select().from(draws).where(eq(draws.id, created.id));
    expect(stored!.method).toBe('weighted');
    // The free entry stays free, points or not: the entry answers with the entries the ticket will hold.
    const ticketOf = new Map<TestAccount, string>();
    for (const [account, earned] of [
      [quiet, 0],
      [player, 2],
    ] as const) {
      const entered = await send(account, 'POST', `/api/draws/${created.id}/entries`);
      expect(entered.statusCode).toBe(201);
      expect((entered.json().data as MemberDraw).myEntries).toEqual(entriesOf(earned));
      ticketOf.set(account!, (entered.json().data as MemberDraw).myTicket!);
    }
    const viewOf = async (account: TestAccount) =>
      (await memberDrawsOf(account)).find((draw) => draw.id === created.id)!;
    const championView = await viewOf(champion!);
    expect(championView).toMatchObject({
      method: 'weighted',
      entryKind: 'premium',
      myEntries: entriesOf(10),
    });
    ticketOf.set(champion!, championView.myTicket!);
    expect(await viewOf(outsider!)).toMatchObject({ entryKind: 'none', myTicket: null, myEntries: null });
    expect(await viewOf(admin)).toMatchObject({ entryKind: 'staff', myTicket: null, myEntries: null });

    const drawn = (await send(admin, 'POST', `/api/admin/draws/${created.id}/draw`)).json().data as AdminDraw;
    expect(drawn).toMatchObject({ status: 'drawn', entrantCount: 3 });
    expect(sha256(drawn.seed!)).toBe(created.commitment);

    // Published: the tickets in code-unit order, each with its entries, and nothing that names a member.
    const audit = (await send(outsider!, 'GET', `/api/draws/${created.id}/audit`)).json().data as DrawAudit;
    const expectedWeights = new Map([
      [ticketOf.get(quiet!)!, 1],
      [ticketOf.get(player!)!, 3],
      [ticketOf.get(champion!)!, 11],
    ]);
    expect(audit.method).toBe('weighted');
    expect(audit.tickets).toEqual([...expectedWeights.keys()].sort());
    expect(audit.weights).toEqual(audit.tickets.map((ticket) => expectedWeights.get(ticket)));
    expect(JSON.stringify(audit)).not.toContain(championId);

    // Anyone recomputes it from the audit alone: the list hash over `ticket:weight` lines, then the weighted pick.
    const entries = audit.tickets.map((ticket, index) => ({
      memberId: ticket,
      weight: audit.weights[index]!,
    }));
    expect(audit.entrantListHash).toBe(drawn.entrantListHash);
    expect(audit.entrantListHash).toBe(entryListHashOf(entries));
    expect(audit.entrantListHash).toBe(
      sha256(audit.tickets.map((ticket, index) => `${ticket}:${audit.weights[index]}`).join('\n')),
    );
    // The weights are part of the proof: the tickets alone do not give the published hash.
    expect(audit.entrantListHash).not.toBe(entrantListHashOf(audit.tickets));
    expect(audit.winnerTickets).toHaveLength(2);
    expect(weightedWinners(entries, audit.seed!, 2)).toEqual(audit.winnerTickets);
    expect(drawn.winners.map((winner) => winner.ticket)).toEqual(audit.winnerTickets);
    expect(drawn.winners.map((winner) => winner.code).sort()).toEqual(['CP-1', 'CP-2']);

    // Each ticket's weight is stored with it; points earned after the draw change nothing in it.
    const rows = await db().select().from(drawEntrants).where(eq(drawEntrants.drawId, created.id));
    expect(new Map(rows.map((row) => [row.ticket, row.weight]))).toEqual(expectedWeights);
    await awardPoints(playerId!, 1000, new Date('2004-03-20T08:00:00Z'));
    expect(await viewOf(player!)).toMatchObject({ status: 'drawn', myEntries: entriesOf(2) });
    expect(await viewOf(champion!)).toMatchObject({ myEntries: entriesOf(10) });
    expect(await viewOf(outsider!)).toMatchObject({ myEntries: null });
    const replayed = (await send(outsider!, 'GET', `/api/draws/${created.id}/audit`)).json()
      .data as DrawAudit;
    expect(replayed).toEqual(audit);
  });

  it('gives each entrant a random ticket only they see, the same on every read, that nothing public gives away (issue 36)', async () => {
    const admin = await withRole('admin');
    const reward = await insertReward('Swim pass');
    await insertCodes(reward.id, ['SP-1', 'SP-2']);
    const [first, second] = [await registerMember(subject.app), await registerMember(subject.app)];
    const [firstMe, secondMe] = await Promise.all(
      [first, second].map(async (account) => (await send(account, 'GET', '/api/users/me')).json().data),
    );
    // Premium in January and February 2005, as billing writes it: both hold an entry in both draws without asking.
    await db()
      .insert(payments)
      .values(
        [firstMe.id, secondMe.id].map((id: string) =>
          paidPeriod(id, '2005-01-10T00:00:00Z', '2005-02-10T00:00:00Z'),
        ),
      );
    const january = (await createDraw(admin, '2005-01', reward.id, 1)).json().data as AdminDraw;
    const february = (await createDraw(admin, '2005-02', reward.id, 1)).json().data as AdminDraw;
    const monthDraws = [january, february];
    const ticketsOf = async (account: TestAccount) => {
      const views = await memberDrawsOf(account);
      return monthDraws.map((draw) => views.find((view) => view.id === draw.id)!.myTicket!);
    };

    // Five first reads at once: each draw keeps one ticket for the member, and every answer shows that one.
    const firstReads = await Promise.all(Array.from({ length: 5 }, () => ticketsOf(first)));
    const firstTickets = firstReads[0]!;
    for (const tickets of firstReads) expect(tickets).toEqual(firstTickets);
    const secondReads = await Promise.all([ticketsOf(second), ticketsOf(second)]);
    const secondTickets = secondReads[0]!;
    expect(secondReads[1]).toEqual(secondTickets);
    expect(await ticketsOf(first)).toEqual(firstTickets);
    const entered = await send(first, 'POST', `/api/draws/${january.id}/entries`);
    expect((entered.json().data as MemberDraw).myTicket).toBe(firstTickets[0]);
    const stored = await db()
      .select()
      .from(drawTickets)
      .where(inArray(drawTickets.drawId, [january.id, february.id]));
    expect(stored.map((row) => row.ticket).sort()).toEqual([...firstTickets, ...secondTickets].sort());

    // Random: not the old SHA-256(drawId:userId) cut short, nor within any common hash of what others can know of
    // the member (id, username, email) or of the draw.
    const hexOf = (text: string) =>
      ['md5', 'sha1', 'sha256', 'sha512'].map((algorithm) =>
        createHash(algorithm).update(text).digest('hex'),
      );
    for (const [me, tickets] of [
      [firstMe, firstTickets],
      [secondMe, secondTickets],
    ] as const) {
      for (const [index, draw] of monthDraws.entries()) {
        const ticket = tickets[index]!;
        expect(ticket).toMatch(/^[0-9a-f]{16}$/);
        expect(ticket).not.toBe(sha256(`${draw.id}:${me.id}`).slice(0, 16));
        const known = [me.id, me.username, me.email, draw.id, draw.month].filter(Boolean) as string[];
        const facts = [
          ...known,
          ...known.flatMap((a) => known.filter((b) => b !== a).flatMap((b) => [`${a}:${b}`, `${a}${b}`])),
        ];
        for (const hash of facts.flatMap(hexOf)) expect(hash).not.toContain(ticket);
      }
    }
    // Unrelated across members and draws: all four differ, and a ticket made of a part for the draw and a part for
    // the member (draw ⊕ member) would give both members the same difference between their two draws.
    expect(new Set([...firstTickets, ...secondTickets]).size).toBe(4);
    const differenceOf = ([a, b]: string[]) => BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
    expect(differenceOf(firstTickets)).not.toBe(differenceOf(secondTickets));
    // A member's answers never show another member's ticket, id or email.
    const secondBody = JSON.stringify(await memberDrawsOf(second));
    for (const value of [...firstTickets, firstMe.id, firstMe.email]) expect(secondBody).not.toContain(value);

    // Drawn: the list holds the tickets each member was shown before the seed came out, and they keep showing.
    const drawn = (await send(admin, 'POST', `/api/admin/draws/${january.id}/draw`)).json().data as AdminDraw;
    expect(drawn).toMatchObject({ status: 'drawn', entrantCount: 2 });
    const audit = (await send(second, 'GET', `/api/draws/${january.id}/audit`)).json().data as DrawAudit;
    expect(audit.tickets).toEqual([firstTickets[0]!, secondTickets[0]!].sort());
    expect(audit.tickets).toContain((await memberDrawsOf(first)).find((d) => d.id === january.id)!.myTicket);
    expect(await ticketsOf(first)).toEqual(firstTickets);
    expect(await ticketsOf(second)).toEqual(secondTickets);
    const auditBody = JSON.stringify(audit);
    for (const value of [firstMe.id, secondMe.id, first.email, second.email]) {
      expect(auditBody).not.toContain(value);
    }
    // Staff still see who won, by name and email.
    const winnerIndex = audit.winnerTickets[0] === firstTickets[0] ? 0 : 1;
    expect(drawn.winners).toEqual([
      expect.objectContaining({ ticket: audit.winnerTickets[0], email: [first, second][winnerIndex]!.email }),
    ]);
  });

  it('never gives a ticket that is another holder’s in the same draw, and makes the member a fresh one', async () => {
    const admin = await withRole('admin');
    const reward = await insertReward('Tennis lesson');
    await insertCodes(reward.id, ['TL-1']);
    const accounts = [
      await registerMember(subject.app),
      await registerMember(subject.app),
      await registerMember(subject.app),
    ];
    const [holderId, nextId] = await Promise.all(accounts.map(idOf));
    const [holder, next, neverLooked] = accounts as [TestAccount, TestAccount, TestAccount];
    await db()
      .insert(payments)
      .values(
        [holderId!, nextId!, await idOf(neverLooked)].map((id) =>
          paidPeriod(id, '2005-03-01T00:00:00Z', '2005-04-01T00:00:00Z'),
        ),
      );
    const draw = (await createDraw(admin, '2005-03', reward.id, 1)).json().data as AdminDraw;
    const ticketOf = async (account: TestAccount) =>
      (await memberDrawsOf(account)).find((view) => view.id === draw.id)!.myTicket!;
    const held = await ticketOf(holder);

    // A ticket made for the next member that happens to be the holder's (the collision a random ticket could, in
    // theory, meet): the database keeps neither row twice, and nothing fails.
    const repository = drawsRepository(db(), { transaction: () => Promise.reject(new Error('unused')) });
    await repository.addTickets([{ drawId: draw.id, userId: nextId!, ticket: held }]);
    const stored = await db().select().from(drawTickets).where(eq(drawTickets.drawId, draw.id));
    expect(stored.map((row) => [row.userId, row.ticket])).toEqual([[holderId, held]]);
    // So the next member's first read makes them one of their own.
    const nextTicket = await ticketOf(next);
    expect(nextTicket).toMatch(/^[0-9a-f]{16}$/);
    expect(nextTicket).not.toBe(held);
    expect(await ticketOf(holder)).toBe(held);

    expect((await send(admin, 'POST', `/api/admin/draws/${draw.id}/draw`)).statusCode).toBe(200);
    const audit = (await send(admin, 'GET', `/api/draws/${draw.id}/audit`)).json().data as DrawAudit;
    expect(audit.tickets).toEqual([held, nextTicket, await ticketOf(neverLooked)].sort());
    expect(new Set(audit.tickets).size).toBe(3);
  });

  it('counts a member for the months their paid Premium periods overlap, nothing else', async () => {
    const admin = await withRole('admin');
    const reward = await insertReward('Headphones');
    await insertCodes(reward.id, ['HP-1', 'HP-2', 'HP-3']);
    const accounts = await Promise.all([0, 1, 2, 3].map(() => registerMember(subject.app)));
    const [overlapping, endedBefore, failed, startsAfter] = await Promise.all(accounts.map(idOf));
    await db()
      .insert(payments)
      .values([
        paidPeriod(overlapping!, '2002-01-20T10:00:00Z', '2002-02-20T10:00:00Z'),
        // Ends the instant February begins: paid for January only.
        paidPeriod(endedBefore!, '2002-01-01T00:00:00Z', '2002-02-01T00:00:00Z'),
        paidPeriod(failed!, '2002-02-03T00:00:00Z', '2002-03-03T00:00:00Z', 'failed'),
        paidPeriod(startsAfter!, '2002-03-01T00:00:00Z', '2002-04-01T00:00:00Z'),
      ]);
    const draw = (await createDraw(admin, '2002-02', reward.id, 3)).json().data as AdminDraw;
    const drawn = (await send(admin, 'POST', `/api/admin/draws/${draw.id}/draw`)).json().data as AdminDraw;
    expect(drawn).toMatchObject({ status: 'drawn', entrantCount: 1 });
    // The member never looked before the draw: their ticket was made at the drawing.
    const views = await Promise.all(
      accounts.map(async (account) => (await memberDrawsOf(account)).find((d) => d.id === draw.id)!),
    );
    expect(views.map((view) => view.myTicket !== null)).toEqual([true, false, false, false]);
    expect(drawn.winners.map((winner) => winner.ticket)).toEqual([views[0]!.myTicket]);
    const audit = (await send(admin, 'GET', `/api/draws/${draw.id}/audit`)).json().data as DrawAudit;
    expect(audit.tickets).toEqual([views[0]!.myTicket]);
  });

  it('draws once when two admins draw at the same moment', async () => {
    const [first, second] = [await withRole('admin'), await withRole('karim')];
    const reward = await insertReward('Smart watch');
    await insertCodes(reward.id, ['SW-1', 'SW-2', 'SW-3']);
    const member = await idOf(await registerMember(subject.app));
    await db()
      .insert(payments)
      .values(paidPeriod(member, '2003-01-10T00:00:00Z', '2004-01-10T00:00:00Z'));
    const draw = (await createDraw(first, '2003-05', reward.id, 1)).json().data as AdminDraw;
    const answers = await Promise.all(
      [first, second].map((admin) => send(admin, 'POST', `/api/admin/draws/${draw.id}/draw`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe(7510);
    expect((await codesOf(reward.id)).filter((code) => code.status === 'used')).toHaveLength(1);
    // One draw, so one line in the audit log after the draw's opening: the refused second drawing wrote none.
    expect(
      (await auditTrailOf(subject.app, first, draw.id)).map((entry) => [entry.action, entry.after]),
    ).toEqual([
      ['draw.created', { month: '2003-05', prizeRewardId: reward.id, winnerCount: 1, method: 'weighted' }],
      ['draw.drawn', { month: '2003-05', method: 'weighted', entrantCount: 1, winners: 1 }],
    ]);
  });

  it('announces a draw after it commits: each winner mailed once, the staff told the prize runs low', async () => {
    const admin = await withRole('admin');
    const reward = await insertReward('Yoga mat');
    await db().update(rewards).set({ lowStockThreshold: 2 }).where(eq(rewards.id, reward.id));
    await insertCodes(reward.id, ['YM-1', 'YM-2', 'YM-3']);
    const winners = [await registerMember(subject.app), await registerMember(subject.app)];
    for (const winner of winners) {
      await db()
        .insert(payments)
        .values(paidPeriod(await idOf(winner), '2002-01-10T00:00:00Z', '2003-01-10T00:00:00Z'));
    }
    const draw = (await createDraw(admin, '2002-06', reward.id, 2)).json().data as AdminDraw;
    expect((await send(admin, 'POST', `/api/admin/draws/${draw.id}/draw`)).statusCode).toBe(200);
    for (const winner of winners) {
      expect(
        subject.outbox.filter((mail) => mail.to === winner.email && /YM-\d/.test(mail.text)),
      ).toHaveLength(1);
    }
    // One code left, under the threshold of two: the rewards feature heard of it through the draw's event.
    expect(
      subject.outbox.filter((mail) => mail.to === admin.email && mail.subject === 'Stock bas : Yoga mat'),
    ).toHaveLength(1);
    const events = await db()
      .select()
      .from(domainEvents)
      .where(inArray(domainEvents.type, ['draw.won', 'reward.codes-taken']));
    expect(
      events.filter((event) => (event.payload as { drawId?: string; rewardId?: string }).drawId === draw.id),
    ).toHaveLength(2);
    expect(events.every((event) => event.dispatchedAt !== null)).toBe(true);
  });

  it('refuses to draw when nobody is eligible (7512) and leaves the draw open', async () => {
    const admin = await withRole('admin');
    const reward = await insertReward('Water bottle');
    await insertCodes(reward.id, ['WB-1']);
    const draw = (await createDraw(admin, '2001-03', reward.id)).json().data as AdminDraw;
    // Staff asking for a free entry are refused, so they cannot make a month drawable either.
    expect((await send(admin, 'POST', `/api/draws/${draw.id}/entries`)).json().error.code).toBe(7514);
    const refused = await send(admin, 'POST', `/api/admin/draws/${draw.id}/draw`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(7512);
    const listed = (await send(admin, 'GET', '/api/admin/draws')).json().data as AdminDraw[];
    expect(listed.find((candidate) => candidate.id === draw.id)).toMatchObject({
      status: 'open',
      seed: null,
    });
    expect((await codesOf(reward.id)).map((code) => code.status)).toEqual(['available']);
    expect((await auditTrailOf(subject.app, admin, draw.id)).map((entry) => entry.action)).toEqual([
      'draw.created',
    ]);
  });
});
