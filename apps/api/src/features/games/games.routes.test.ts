import type { Leaderboard, QuizState } from '@vitalia/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeActivities, gamePoints, quizPlays, users } from '../../db/schema';
import { addDays, isoDayOf, mondayOf } from '../../lib/calendar-days';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import { publishedPost } from '../../test/feed';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';
import { dailyCaps, ledgerDayOf, ledgerTotals, type LedgerRow, type PointSource } from './points-rules';

describe('the games (issue 17)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let karim: TestAccount;
  const db = () => subject.database.db;
  const api = apiOf(() => subject.app);

  let counter = 0;
  async function premiumMember(birthDate = '1990-05-04'): Promise<TestAccount> {
    const account = await registerMember(subject.app);
    counter += 1;
    const profile = await api(account, 'PUT', '/users/me/profile', {
      firstname: 'Nour',
      lastname: 'Haddad',
      username: `player${counter}x${Date.now() % 1e6}`,
      gender: 'female',
      birthDate,
      language: 'en',
    });
    expect(profile.statusCode).toBe(200);
    await subscribePremium(subject.app, account, plans.monthly.id);
    return account;
  }

  async function userIdOf(account: TestAccount): Promise<string> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.identityUid, account.uid));
    return row!.id;
  }

  async function ledgerOf(account: TestAccount): Promise<LedgerRow[]> {
    const userId = await userIdOf(account);
    const rows = await db().select().from(gamePoints).where(eq(gamePoints.userId, userId));
    return rows.map((row) => ({ ...row, memberId: row.userId, source: row.source as PointSource }));
  }

  /** Moves a shown question's timer start into the past, as if the member had waited. */
  async function waitOnQuestion(account: TestAccount, position: number, seconds: number) {
    await db()
      .update(quizPlays)
      .set({ shownAt: sql`${quizPlays.shownAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(quizPlays.userId, await userIdOf(account)), eq(quizPlays.position, position)));
  }

  async function showNext(account: TestAccount): Promise<QuizState> {
    const response = await api(account, 'POST', '/games/quiz/next');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  /** The right answer of the question on screen, read back from an earlier member's results would leak; ask the data. */
  async function rightAnswerOf(position: number): Promise<number> {
    const scout = await premiumMember();
    for (let index = 0; index <= position; index += 1) {
      const state = await showNext(scout);
      const answered = await api(scout, 'POST', '/games/quiz/answers', {
        week: state.weekStart,
        position: index,
        choiceIndex: 0,
      });
      if (index === position) return answered.json().data.result.correctIndex;
    }
    throw new Error('unreachable');
  }

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
  });
  afterAll(async () => subject?.close());

  describe('the weekly quiz', () => {
    it('shows one question at a time on a server timer, scores a right answer once, and explains it', async () => {
      const free = await registerMember(subject.app);
      expect((await api(free, 'GET', '/games/quiz')).json().error.code).toBe(4003);

      const member = await premiumMember();
      const fresh = (await api(member, 'GET', '/games/quiz')).json().data as QuizState;
      expect(fresh).toMatchObject({
        weekStart: mondayOf(new Date()),
        questionCount: 10,
        timeLimitSeconds: 30,
        current: null,
        results: [],
        score: 0,
        isComplete: false,
      });

      const shown = await showNext(member);
      expect(shown.current?.position).toBe(0);
      expect(shown.current?.choices.length).toBeGreaterThanOrEqual(2);
      expect(Date.parse(shown.current!.expiresAt) - Date.parse(shown.current!.shownAt)).toBe(30_000);
      // Asking again while the timer runs shows the same question: the timer does not restart.
      expect((await showNext(member)).current).toEqual(shown.current);

      const correctIndex = await rightAnswerOf(0);
      const answered = await api(member, 'POST', '/games/quiz/answers', {
        week: shown.weekStart,
        position: 0,
        choiceIndex: correctIndex,
      });
      expect(answered.statusCode).toBe(200);
      const { result, quiz } = answered.json().data;
      expect(result).toMatchObject({ position: 0, isCorrect: true, chosenIndex: correctIndex, correctIndex });
      expect(result.points).toBeGreaterThanOrEqual(10);
      expect(result.points).toBeLessThanOrEqual(15);
      expect(result.explanation.text.length).toBeGreaterThan(10);
      expect(quiz).toMatchObject({ current: null, score: result.points });

      const again = await api(member, 'POST', '/games/quiz/answers', {
        week: shown.weekStart,
        position: 0,
        choiceIndex: correctIndex,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe(7901);

      const ledger = await ledgerOf(member);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ source: 'quiz', points: result.points });
    });

    it('refuses an answer after the timer, for a question not shown, or for another week, scoring nothing', async () => {
      const member = await premiumMember();
      const shown = await showNext(member);

      const notShown = await api(member, 'POST', '/games/quiz/answers', {
        week: shown.weekStart,
        position: 1,
        choiceIndex: 0,
      });
      expect(notShown.json().error.code).toBe(7903);
      const otherWeek = await api(member, 'POST', '/games/quiz/answers', {
        week: addDays(shown.weekStart, -7),
        position: 0,
        choiceIndex: 0,
      });
      expect(otherWeek.json().error.code).toBe(7902);
      const notAMonday = await api(member, 'POST', '/games/quiz/answers', {
        week: addDays(shown.weekStart, 1),
        position: 0,
        choiceIndex: 0,
      });
      expect(notAMonday.json().error.code).toBe(4000);

      await waitOnQuestion(member, 0, 32);
      const late = await api(member, 'POST', '/games/quiz/answers', {
        week: shown.weekStart,
        position: 0,
        choiceIndex: 0,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe(7900);
      expect(await ledgerOf(member)).toEqual([]);

      // The question left to time out counts as answered with nothing; the next one is shown.
      const next = await showNext(member);
      expect(next.results).toEqual([expect.objectContaining({ position: 0, chosenIndex: null, points: 0 })]);
      expect(next.current?.position).toBe(1);
    });

    it('ends after ten questions: the score is the ledger’s, and no eleventh question is shown', async () => {
      const member = await premiumMember();
      let state = await showNext(member);
      for (let position = 0; position < 10; position += 1) {
        if (position > 0) state = await showNext(member);
        const response = await api(member, 'POST', '/games/quiz/answers', {
          week: state.weekStart,
          position,
          choiceIndex: position % 2,
        });
        expect(response.statusCode).toBe(200);
        state = response.json().data.quiz;
      }
      expect(state.isComplete).toBe(true);
      expect(state.results).toHaveLength(10);
      expect(state.results.every((result) => result.explanation.text.length > 0)).toBe(true);
      const totals = ledgerTotals(await ledgerOf(member));
      expect(state.score).toBe(totals.allTime);
      expect((await api(member, 'POST', '/games/quiz/next')).json().error.code).toBe(7904);
    });

    it('scores one of 100 simultaneous answers by one member', async () => {
      const member = await premiumMember();
      const shown = await showNext(member);
      const correctIndex = await rightAnswerOf(0);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          api(member, 'POST', '/games/quiz/answers', {
            week: shown.weekStart,
            position: 0,
            choiceIndex: correctIndex,
          }),
        ),
      );
      const statuses = answers.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(
        answers.filter((response) => response.statusCode === 409).map((r) => r.json().error.code),
      ).toEqual(Array(99).fill(7901));
      expect(await ledgerOf(member)).toHaveLength(1);
    });

    it('trims a right answer to what the day’s quiz cap leaves, then pays nothing, and shows what was paid', async () => {
      const member = await premiumMember();
      const userId = await userIdOf(member);
      // No honest day reaches the cap (150: the whole quiz right at full speed), so the cap is reached the way a
      // replay or a bug would reach it: by quiz points already in today's ledger, 5 short of it.
      const seeded = dailyCaps.quiz - 5;
      await db()
        .insert(gamePoints)
        .values({ userId, source: 'quiz', awardKey: 'quiz:seeded-near-cap', points: seeded });
      const quizToday = async () =>
        (await ledgerOf(member))
          .filter((row) => row.source === 'quiz' && ledgerDayOf(row.awardedAt) === isoDayOf(new Date()))
          .reduce((sum, row) => sum + row.points, 0);

      const first = await showNext(member);
      const trimmed = await api(member, 'POST', '/games/quiz/answers', {
        week: first.weekStart,
        position: 0,
        choiceIndex: await rightAnswerOf(0),
      });
      // A right answer is worth 10 at least: only the cap can make it 5.
      expect(trimmed.json().data.result).toMatchObject({ isCorrect: true, points: 5 });
      expect(trimmed.json().data.quiz.score).toBe(5);
      expect(await quizToday()).toBe(dailyCaps.quiz);

      await showNext(member);
      const refused = await api(member, 'POST', '/games/quiz/answers', {
        week: first.weekStart,
        position: 1,
        choiceIndex: await rightAnswerOf(1),
      });
      expect(refused.statusCode).toBe(200);
      expect(refused.json().data.result).toMatchObject({ isCorrect: true, points: 0 });
      expect(refused.json().data.quiz.score).toBe(5);
      expect(await quizToday()).toBe(dailyCaps.quiz);
      const keys = await db()
        .select({ awardKey: gamePoints.awardKey })
        .from(gamePoints)
        .where(eq(gamePoints.userId, userId));
      expect(keys.map((row) => row.awardKey).sort()).toEqual(
        [`quiz:${first.weekStart}:0`, 'quiz:seeded-near-cap'].sort(),
      );
      // The score on screen is the plays' copy of what the ledger paid, position by position.
      const plays = await db()
        .select()
        .from(quizPlays)
        .where(eq(quizPlays.userId, userId))
        .orderBy(quizPlays.position);
      expect(plays.map((play) => [play.position, play.points])).toEqual([
        [0, 5],
        [1, 0],
      ]);
      expect((await api(member, 'GET', '/games/points')).json().data.bySource.quiz).toBe(dailyCaps.quiz);
    });

    it('scores 100 members answering at once, and ranks them by their points', async () => {
      const players = await Promise.all(Array.from({ length: 100 }, () => premiumMember()));
      const weekStart = mondayOf(new Date());
      await Promise.all(players.map((player) => showNext(player)));
      const correctIndex = await rightAnswerOf(0);
      // Half answer right, half wrong; those answering right have waited 0, 6, 12, 18 or 24 s, so their speed bonuses
      // differ: the board below both ties members and sets them apart.
      await Promise.all(
        players.map((player, index) =>
          index % 2 === 0 ? waitOnQuestion(player, 0, 6 * ((index / 2) % 5)) : undefined,
        ),
      );
      const answers = await Promise.all(
        players.map((player, index) =>
          api(player, 'POST', '/games/quiz/answers', {
            week: weekStart,
            position: 0,
            choiceIndex: index % 2 === 0 ? correctIndex : (correctIndex + 1) % 2,
          }),
        ),
      );
      expect(answers.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
      const scores = answers.map((response) => response.json().data.result.points as number);
      expect(scores.filter((points) => points >= 10)).toHaveLength(50);

      const board = (await api(players[0]!, 'GET', '/games/leaderboard?period=month')).json()
        .data as Leaderboard;
      expect(board.rows.length).toBe(50);
      const shown = board.rows.map((row) => row.points);
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
      expect(Math.min(...shown)).toBeGreaterThanOrEqual(10);

      // The board as the ledger says it must be, recomputed here from the rows: each member's month is the sum of
      // their rows, and a rank is 1 + the members with more points, so equal points share a rank and the next one
      // skips. Members only: staff never rank. The earlier tests' members are on this board too, as in production.
      const month = isoDayOf(new Date()).slice(0, 7);
      const ledgerRows = await db()
        .select({ row: gamePoints, handle: users.publicId })
        .from(gamePoints)
        .innerJoin(users, eq(users.id, gamePoints.userId))
        .where(and(eq(users.role, 'user'), isNull(users.deletionRequestedAt)));
      const monthOf = ledgerTotals(
        ledgerRows.map(({ row }) => ({ ...row, memberId: row.userId, source: row.source as PointSource })),
      ).byMember;
      const pointsOf = new Map(
        ledgerRows.map(({ row, handle }) => [handle, monthOf.get(row.userId)?.byMonth.get(month) ?? 0]),
      );
      const ranked = [...pointsOf.values()].filter((points) => points > 0);
      const rankOf = (points: number) => 1 + ranked.filter((other) => other > points).length;
      for (const row of board.rows) {
        expect(row).toMatchObject({ points: pointsOf.get(row.person.id), rank: rankOf(row.points) });
      }
      // Fifty right answers at 10–15 points cannot all differ, and the waits above make them not all equal: both the
      // tie rule and the order were really exercised.
      const ranks = new Set(board.rows.map((row) => row.rank));
      expect(ranks.size).toBeLessThan(board.rows.length);
      expect(ranks.size).toBeGreaterThan(1);
      // The fifty shown are the best fifty: nobody left off has more points than the last row shown.
      const lastShown = board.rows.at(-1)!.points;
      const shownHandles = new Set(board.rows.map((row) => row.person.id));
      for (const [handle, points] of pointsOf) {
        if (points > lastShown) expect(shownHandles).toContain(handle);
      }

      const [me] = await db()
        .select({ id: users.id, handle: users.publicId })
        .from(users)
        .where(eq(users.identityUid, players[0]!.uid));
      const myPoints = monthOf.get(me!.id)!.byMonth.get(month)!;
      expect(myPoints).toBe(scores[0]);
      expect(board.me).toMatchObject({
        person: { id: me!.handle },
        isMe: true,
        points: myPoints,
        rank: rankOf(myPoints),
      });
      // Her row on the board, when she is in the top fifty, is the one marked as hers, and no other is.
      expect(board.rows.filter((row) => row.isMe).map((row) => row.person.id)).toEqual(
        shownHandles.has(me!.handle) ? [me!.handle] : [],
      );
    }, 120_000);
  });

  describe('the monthly challenge', () => {
    const today = () => isoDayOf(new Date());
    const month = () => today().slice(0, 7);

    it('counts logged workouts toward karim’s goal, pays each quarter once and gives the badge', async () => {
      const member = await premiumMember();
      // Karim sets a challenge only once; the other tests of this block share it.
      const set = await api(karim, 'PUT', `/admin/games/challenges/${month()}`, {
        writtenIn: 'fr',
        title: { fr: '4 séances ce mois-ci', ar: '4 حصص هذا الشهر' },
        metric: 'workouts',
        goal: 4,
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().data).toMatchObject({ metric: 'workouts', goal: 4, title: { writtenIn: 'fr' } });

      let state;
      for (let workout = 0; workout < 4; workout += 1) {
        const logged = await api(member, 'POST', '/games/activities', {
          type: 'run',
          durationMinutes: 30,
          day: today(),
        });
        expect(logged.statusCode).toBe(201);
        state = logged.json().data;
      }
      expect(state.challenge).toMatchObject({ progress: 4, milestones: 4, isComplete: true });
      expect(state.challenge.title).toEqual({ text: '4 séances ce mois-ci', language: 'fr' });
      expect(state.badges).toEqual([
        { month: month(), title: { text: '4 séances ce mois-ci', language: 'fr' } },
      ]);
      const ledger = await ledgerOf(member);
      expect(ledger.map((row) => row.points)).toEqual([25, 25, 25, 25]);

      // A fifth workout pays nothing more, and removing one takes nothing back.
      await api(member, 'POST', '/games/activities', { type: 'yoga', durationMinutes: 20, day: today() });
      const removed = await api(member, 'DELETE', `/games/activities/${state.activities[0].id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.challenge).toMatchObject({ progress: 4, isComplete: true });
      expect(ledgerTotals(await ledgerOf(member)).allTime).toBe(100);
    });

    it('refuses future days, days over 4 hours, late days and edits after 48 hours', async () => {
      const member = await premiumMember();
      const log = (body: object) => api(member, 'POST', '/games/activities', body);
      const tomorrow = await log({ type: 'walk', durationMinutes: 30, day: addDays(today(), 1) });
      expect(tomorrow.json().error).toMatchObject({ code: 7910, details: [{ field: 'day', code: 7910 }] });
      const old = await log({ type: 'walk', durationMinutes: 30, day: addDays(today(), -8) });
      expect(old.json().error.code).toBe(7916);
      const tooLong = await log({ type: 'walk', durationMinutes: 241, day: today() });
      expect(tooLong.json().error.details).toEqual([{ field: 'durationMinutes', code: 7911 }]);

      // Two logs of 3 hours sent together: the day holds one.
      const both = await Promise.all([
        log({ type: 'cycle', durationMinutes: 180, day: today() }),
        log({ type: 'cycle', durationMinutes: 180, day: today() }),
      ]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((response) => response.statusCode === 409)!.json().error.code).toBe(7917);

      const state = (await api(member, 'GET', '/games/challenge')).json().data;
      expect(state.activities).toHaveLength(1);
      const [activity] = state.activities;
      const changed = await api(member, 'PUT', `/games/activities/${activity.id}`, {
        type: 'cycle',
        durationMinutes: 200,
        day: today(),
      });
      expect(changed.json().data.activities[0].durationMinutes).toBe(200);

      await db()
        .update(challengeActivities)
        .set({ createdAt: sql`now() - interval '49 hours'` })
        .where(eq(challengeActivities.id, activity.id));
      const late = await api(member, 'PUT', `/games/activities/${activity.id}`, {
        type: 'cycle',
        durationMinutes: 100,
        day: today(),
      });
      expect(late.json().error.code).toBe(7912);
      expect((await api(member, 'DELETE', `/games/activities/${activity.id}`)).json().error.code).toBe(7912);

      const someoneElse = await premiumMember();
      expect((await api(someoneElse, 'DELETE', `/games/activities/${activity.id}`)).statusCode).toBe(404);
    });

    it('lets staff set this month’s or a coming month’s challenge, within the goal’s range', async () => {
      const past = await api(karim, 'PUT', '/admin/games/challenges/2020-01', {
        writtenIn: 'en',
        title: { en: 'Old' },
        metric: 'minutes',
        goal: 480,
      });
      expect(past.json().error.code).toBe(7914);
      const nextMonth = addDays(`${month()}-28`, 7).slice(0, 7);
      const tooBig = await api(karim, 'PUT', `/admin/games/challenges/${nextMonth}`, {
        writtenIn: 'en',
        title: { en: 'Marathon month' },
        metric: 'minutes',
        goal: 60_000,
      });
      expect(tooBig.json().error.details).toEqual([{ field: 'goal', code: 7915 }]);
      const untitled = await api(karim, 'PUT', `/admin/games/challenges/${nextMonth}`, {
        writtenIn: 'ar',
        title: { en: 'Only English' },
        metric: 'minutes',
        goal: 480,
      });
      expect(untitled.json().error.details).toEqual([{ field: 'title', code: 7918 }]);
      const eightHours = await api(karim, 'PUT', `/admin/games/challenges/${nextMonth}`, {
        writtenIn: 'en',
        title: { en: '8 hours of activity', fr: '8 heures d’activité' },
        metric: 'minutes',
        goal: 480,
      });
      expect(eightHours.statusCode).toBe(200);
      const list = (await api(karim, 'GET', '/admin/games/challenges')).json().data;
      expect(list.map((challenge: { month: string }) => challenge.month)).toEqual([nextMonth, month()]);
      expect(list[1]).toMatchObject({ participantCount: expect.any(Number), completedCount: 1 });
    });
  });

  describe('the check-in streak', () => {
    it('counts one tap a day and pays it once', async () => {
      const member = await premiumMember();
      const first = await api(member, 'POST', '/games/streak/check-in');
      expect(first.json().data).toMatchObject({ current: 1, checkedInToday: true, pointsAwarded: 2 });
      const again = await Promise.all([
        api(member, 'POST', '/games/streak/check-in'),
        api(member, 'POST', '/games/streak/check-in'),
      ]);
      expect(again.map((response) => response.json().data.pointsAwarded)).toEqual([0, 0]);
      expect((await api(member, 'GET', '/games/streak')).json().data).toMatchObject({
        current: 1,
        longest: 1,
      });
      expect(await ledgerOf(member)).toHaveLength(1);
    });
  });

  describe('the first comment of the day', () => {
    it('pays the day’s first comment on a post once', async () => {
      const member = await premiumMember();
      const post = await publishedPost(subject.app, karim);
      const comment = (body: string) => api(member, 'POST', `/feed/posts/${post.id}/comments`, { body });
      expect((await comment('Done it!')).statusCode).toBe(201);
      expect((await comment('And again at night')).statusCode).toBe(201);
      const ledger = await ledgerOf(member);
      expect(ledger.map((row) => [row.source, row.points])).toEqual([['first_comment', 5]]);
    });

    it('pays the day’s first channel message shown once (a held one never), and then no comment on a post that day', async () => {
      const member = await premiumMember();
      const channel = await api(karim, 'POST', '/admin/community/channels', {
        writtenIn: 'en',
        name: { en: `Evening walks ${counter}` },
        description: { en: 'Where did you walk today?' },
        mode: 'open',
      });
      expect(channel.statusCode).toBe(201);
      const channelId = channel.json().data.id;
      expect((await api(member, 'PUT', `/community/channels/${channelId}/membership`)).statusCode).toBe(204);
      const message = (body: string) =>
        api(member, 'POST', `/community/channels/${channelId}/messages`, { body });
      // A message the filter holds pays nothing: the next one shown is the day's first.
      expect((await message('quelle merde ce parcours')).json().data.status).toBe('held');
      expect(await ledgerOf(member)).toEqual([]);
      expect((await message('Five kilometres by the sea')).statusCode).toBe(201);
      expect(await ledgerOf(member)).toEqual([
        expect.objectContaining({ source: 'first_comment', points: 5 }),
      ]);

      expect((await message('And back again')).statusCode).toBe(201);
      // A channel message and a comment on a post are one deed of the day: the post pays nothing after the channel.
      const post = await publishedPost(subject.app, karim, {
        title: { en: 'Evening stretch' },
        content: { en: 'Ten minutes before bed.' },
      });
      expect(
        (await api(member, 'POST', `/feed/posts/${post.id}/comments`, { body: 'Done!' })).statusCode,
      ).toBe(201);
      const ledger = await ledgerOf(member);
      expect(ledger.map((row) => [row.source, row.points])).toEqual([['first_comment', 5]]);
    });
  });

  describe('points and leaderboards', () => {
    it('shows totals recomputed from the ledger, draw entries, and a month by day', async () => {
      const member = await premiumMember();
      await api(member, 'POST', '/games/streak/check-in');
      const userId = await userIdOf(member);
      // An earlier month's points count all time, not this month.
      await db()
        .insert(gamePoints)
        .values({
          userId,
          source: 'quiz',
          awardKey: 'quiz:2020-01-06:0',
          points: 15,
          awardedAt: new Date('2020-01-06'),
        });
      await db()
        .insert(gamePoints)
        .values({ userId, source: 'challenge', awardKey: 'challenge:test:1', points: 298 });
      const summary = (await api(member, 'GET', '/games/points')).json().data;
      const totals = ledgerTotals(await ledgerOf(member));
      expect(summary.allTimeTotal).toBe(totals.allTime);
      expect(summary.monthTotal).toBe(300);
      expect(summary.bySource).toMatchObject({ streak: 2, challenge: 298, quiz: 0 });
      expect(summary.entries).toEqual({ free: 1, earned: 3, total: 4, pointsPerEntry: 100, maxEarned: 10 });
      expect(summary.byDay.at(-1)).toMatchObject({ day: isoDayOf(new Date()), total: 300 });
      expect(summary.history[0]).toMatchObject({ source: 'challenge', points: 298 });
    });

    it('leaves karim and admin out, and shows a minor by username alone', async () => {
      const minor = await premiumMember(`${new Date().getUTCFullYear() - 15}-01-01`);
      const minorId = await userIdOf(minor);
      await db()
        .update(users)
        .set({ pictureKey: 'a'.repeat(32) })
        .where(eq(users.id, minorId));
      await db()
        .insert(gamePoints)
        .values({ userId: minorId, source: 'quiz', awardKey: 'quiz:top', points: 5000 });
      // Both staff roles hold more points than anyone (points staff could only get by a bug or by hand): neither ranks.
      const admin = await memberWithRole(subject, 'admin');
      await db()
        .insert(gamePoints)
        .values({ userId: await userIdOf(karim), source: 'quiz', awardKey: 'quiz:staff', points: 9000 });
      await db()
        .insert(gamePoints)
        .values({ userId: await userIdOf(admin), source: 'quiz', awardKey: 'quiz:staff', points: 8000 });

      for (const period of ['all', 'month']) {
        const board = (await api(minor, 'GET', `/games/leaderboard?period=${period}`)).json().data;
        expect(board.rows[0]).toMatchObject({
          rank: 1,
          points: 5000,
          isMe: true,
          person: { pictureUrl: null, badge: null },
        });
        expect(board.rows[0].person.displayName).toMatch(/^player/);
        expect(
          board.rows.filter((row: { points: number }) => row.points === 9000 || row.points === 8000),
        ).toEqual([]);
        expect(board.me).toEqual(board.rows[0]);
      }
      for (const staff of [karim, admin]) {
        expect((await api(staff, 'GET', '/games/leaderboard')).json().data.me).toBeNull();
      }
    });
  });

  describe('questions staff write', () => {
    const nextWeek = () => addDays(mondayOf(new Date()), 7);
    const question = (overrides: object = {}) => ({
      week: nextWeek(),
      writtenIn: 'fr',
      prompt: { fr: 'Combien de minutes de marche par jour ?', ar: 'كم دقيقة من المشي يوميًا؟' },
      choices: [{ fr: '10' }, { fr: '30', ar: '30' }, { fr: '90' }],
      correctIndex: 1,
      explanation: { fr: '30 minutes par jour suffisent pour commencer.' },
      ...overrides,
    });

    it('writes, rewrites and removes a question for a week to come, never for this week', async () => {
      const created = await api(karim, 'POST', '/admin/games/questions', question());
      expect(created.statusCode).toBe(201);
      const written = created.json().data;
      expect(written).toMatchObject({ week: nextWeek(), correctIndex: 1, isLocked: false });
      expect(written.prompt.texts).toEqual({
        fr: 'Combien de minutes de marche par jour ?',
        ar: 'كم دقيقة من المشي يوميًا؟',
      });

      const thisWeek = await api(
        karim,
        'POST',
        '/admin/games/questions',
        question({ week: mondayOf(new Date()) }),
      );
      expect(thisWeek.json().error.code).toBe(7905);
      const missingChoice = await api(
        karim,
        'POST',
        '/admin/games/questions',
        question({ choices: [{ fr: 'a' }, { ar: 'ب' }] }),
      );
      expect(missingChoice.json().error.details).toEqual([{ field: 'choices.1', code: 7907 }]);
      const oneChoice = await api(
        karim,
        'POST',
        '/admin/games/questions',
        question({ choices: [{ fr: 'a' }] }),
      );
      expect(oneChoice.json().error.details[0].code).toBe(7906);
      const outOfRange = await api(karim, 'POST', '/admin/games/questions', question({ correctIndex: 3 }));
      expect(outOfRange.json().error.code).toBe(7908);

      const rewritten = await api(
        karim,
        'PUT',
        `/admin/games/questions/${written.id}`,
        question({ correctIndex: 0 }),
      );
      expect(rewritten.json().data.correctIndex).toBe(0);
      const listed = (await api(karim, 'GET', `/admin/games/questions?week=${nextWeek()}`)).json().data;
      expect(listed.map((row: { id: string }) => row.id)).toEqual([written.id]);
      expect((await api(karim, 'DELETE', `/admin/games/questions/${written.id}`)).statusCode).toBe(204);
      expect((await api(karim, 'GET', `/admin/games/questions?week=${nextWeek()}`)).json().data).toEqual([]);
    });

    it('holds at most ten questions a week, even when written at once', async () => {
      const week = addDays(nextWeek(), 7);
      const created = await Promise.all(
        Array.from({ length: 12 }, () => api(karim, 'POST', '/admin/games/questions', question({ week }))),
      );
      expect(created.filter((response) => response.statusCode === 201)).toHaveLength(10);
      expect(
        created.filter((response) => response.statusCode === 409).map((r) => r.json().error.code),
      ).toEqual([7909, 7909]);
    });

    it('holds at most ten questions a week, even when questions are moved into it at once', async () => {
      const week = addDays(nextWeek(), 14);
      const later = addDays(nextWeek(), 21);
      for (let index = 0; index < 8; index += 1) {
        expect((await api(karim, 'POST', '/admin/games/questions', question({ week }))).statusCode).toBe(201);
      }
      const elsewhere: string[] = [];
      for (let index = 0; index < 4; index += 1) {
        const created = await api(karim, 'POST', '/admin/games/questions', question({ week: later }));
        elsewhere.push(created.json().data.id);
      }
      // Four moves into a week with room for two, at once: a move writes a question there as a new one does.
      const moved = await Promise.all(
        elsewhere.map((id) => api(karim, 'PUT', `/admin/games/questions/${id}`, question({ week }))),
      );
      expect(moved.filter((response) => response.statusCode === 200)).toHaveLength(2);
      expect(moved.filter((response) => response.statusCode === 409).map((r) => r.json().error.code)).toEqual(
        [7909, 7909],
      );
      expect((await api(karim, 'GET', `/admin/games/questions?week=${week}`)).json().data).toHaveLength(10);
      expect((await api(karim, 'GET', `/admin/games/questions?week=${later}`)).json().data).toHaveLength(2);
    });
  });
});
