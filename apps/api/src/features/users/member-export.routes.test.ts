import type { MemberDraw } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelCalls } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import { codesCsv, createReward, importFile } from '../../test/rewards';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';
import { exportSectionNames } from './member-export';

/** Every key of a JSON value, however deep. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

/** Decision 046: a member who has done a bit of everything finds each deed in their export, and nobody else's. */
describe('the member export holds what the member did, and only theirs', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let karim: TestAccount;
  const api = apiOf(() => subject.app);

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
  });
  afterAll(() => subject?.close());

  let counter = 0;
  async function premiumMember(details: { firstname: string; lastname: string; language: string }) {
    const account = await registerMember(subject.app);
    counter += 1;
    const profile = await api(account, 'PUT', '/users/me/profile', {
      ...details,
      username: `${details.firstname.toLowerCase()}${counter}x${Date.now() % 1e6}`,
      gender: 'female',
      birthDate: '1991-03-02',
    });
    expect(profile.statusCode).toBe(200);
    await subscribePremium(subject.app, account, plans.monthly.id);
    const me = (await api(account, 'GET', '/users/me')).json().data;
    return { account, id: me.id as string, username: me.username as string };
  }

  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const { statusCode, body } = await response;
    expect(statusCode, body).toBeLessThan(300);
    return body ? JSON.parse(body) : null;
  };

  async function stockedReward(name: { en: string; fr: string }, count: number) {
    const reward = await createReward(subject.app, karim, {
      name: name.en,
      writtenIn: 'en',
      translations: { name: { fr: name.fr }, description: {} },
      lowStockThreshold: 0,
    });
    const prefix = reward.id.slice(0, 8).toUpperCase();
    const imported = await importFile(subject.app, karim, reward.id, 'codes.csv', codesCsv(prefix, count));
    expect(imported.json().data.imported).toBe(count);
    return reward;
  }

  it('has a section for each deed, in the member’s language, with a readme first', async () => {
    const amina = await premiumMember({ firstname: 'Amina', lastname: 'Idrissi', language: 'fr' });
    const other = await premiumMember({ firstname: 'Zineb', lastname: 'Outsider', language: 'en' });
    const both = [amina, other];

    // The community: a channel, a message each; Amina reacts to and reports the other's, who reacts to hers.
    const channel = await ok(
      api(karim, 'POST', '/admin/community/channels', {
        writtenIn: 'en',
        name: { en: 'Morning runs', fr: 'Courses du matin' },
        description: { en: 'Share your routes' },
        mode: 'open',
      }),
    );
    for (const member of both)
      await ok(api(member.account, 'PUT', `/community/channels/${channel.data.id}/membership`));
    const post = (member: typeof amina, body: string) =>
      ok(api(member.account, 'POST', `/community/channels/${channel.data.id}/messages`, { body }));
    const mine = (await post(amina, 'Mon parcours du dimanche au bord du lac')).data;
    const theirs = (await post(other, 'The other member’s hidden route by the quarry')).data;
    await ok(api(amina.account, 'PUT', `/community/messages/${theirs.id}/reactions/fire`));
    await ok(api(amina.account, 'POST', `/community/messages/${theirs.id}/report`, { reason: 'Hors sujet' }));
    await ok(api(other.account, 'PUT', `/community/messages/${mine.id}/reactions/heart`));

    // The feed: a post from Karim; Amina likes it, comments and reports it; the other comments too.
    const feedPost = (
      await ok(
        api(karim, 'POST', '/admin/feed/posts', {
          writtenIn: 'en',
          title: { en: 'Morning circuit', fr: 'Circuit du matin' },
          content: { en: 'Three rounds, no kit.' },
          imageKeys: [],
          state: 'published',
        }),
      )
    ).data;
    await ok(api(amina.account, 'PUT', `/feed/posts/${feedPost.id}/like`));
    await ok(
      api(amina.account, 'POST', `/feed/posts/${feedPost.id}/comments`, { body: 'Fait ce matin, bravo' }),
    );
    await ok(api(amina.account, 'POST', `/feed/posts/${feedPost.id}/reports`, { reason: 'trop facile' }));
    await ok(api(amina.account, 'PUT', '/feed/read'));
    await ok(
      api(other.account, 'POST', `/feed/posts/${feedPost.id}/comments`, { body: 'Other comment, not hers' }),
    );

    // Rewards: each claims a code of the same reward.
    const yogaMat = await stockedReward({ en: 'Yoga mat', fr: 'Tapis de yoga' }, 3);
    const claimOf = async (member: typeof amina) =>
      (await ok(api(member.account, 'POST', `/rewards/${yogaMat.id}/claim`))).data;
    const myClaim = await claimOf(amina);
    const theirClaim = await claimOf(other);

    // A draw this month: Amina asks for the free entry too; both Premium members hold a ticket and both win.
    const prize = await stockedReward({ en: 'Gym bag', fr: 'Sac de sport' }, 2);
    const month = new Date().toISOString().slice(0, 7);
    const draw = (
      await ok(api(karim, 'POST', '/admin/draws', { month, prizeRewardId: prize.id, winnerCount: 2 }))
    ).data;
    await ok(api(amina.account, 'POST', `/draws/${draw.id}/entries`));
    const drawn = (await ok(api(karim, 'POST', `/admin/draws/${draw.id}/draw`))).data;
    expect(drawn.winners).toHaveLength(2);
    const myDraw = ((await ok(api(amina.account, 'GET', '/draws'))).data as MemberDraw[]).find(
      (row) => row.id === draw.id,
    )!;
    const myWin = drawn.winners.find((winner: { ticket: string }) => winner.ticket === myDraw.myTicket);
    const theirWin = drawn.winners.find((winner: { ticket: string }) => winner.ticket !== myDraw.myTicket);

    // The games: a quiz answer, the month's challenge with an activity, a check-in.
    const quiz = (await ok(api(amina.account, 'POST', '/games/quiz/next'))).data;
    await ok(
      api(amina.account, 'POST', '/games/quiz/answers', {
        week: quiz.weekStart,
        position: 0,
        choiceIndex: 0,
      }),
    );
    const today = new Date().toISOString().slice(0, 10);
    await ok(
      api(karim, 'PUT', `/admin/games/challenges/${month}`, {
        writtenIn: 'en',
        title: { en: 'Four sessions this month' },
        metric: 'workouts',
        goal: 4,
      }),
    );
    await ok(
      api(amina.account, 'POST', '/games/activities', { type: 'swim', durationMinutes: 35, day: today }),
    );
    await ok(
      api(other.account, 'POST', '/games/activities', { type: 'hiit', durationMinutes: 15, day: today }),
    );
    await ok(api(amina.account, 'POST', '/games/streak/check-in'));

    const response = await api(amina.account, 'GET', '/users/me/export');
    expect(response.statusCode).toBe(200);
    const exported = response.json();

    // The file reads top down: the readme in her language, then the profile, then each section in order.
    expect(Object.keys(exported)).toEqual([
      'readme',
      'exportedAt',
      'profile',
      'account',
      ...exportSectionNames,
    ]);
    expect(exported.readme.about).toMatch(/^Ce fichier contient tout ce que Vitalia conserve sur vous/);
    expect(Object.keys(exported.readme.sections)).toEqual(Object.keys(exported).slice(1));
    expect(exported.profile).toMatchObject({ id: amina.id, firstname: 'Amina', language: 'fr' });

    const { community, feed, rewards, draws, games, subscription } = exported;
    expect(community.channels).toEqual([{ channel: 'Courses du matin', joinedAt: expect.any(String) }]);
    expect(community.messages).toEqual([
      expect.objectContaining({
        channel: 'Courses du matin',
        text: 'Mon parcours du dimanche au bord du lac',
        isReply: false,
        status: 'visible',
        sentAt: mine.createdAt,
      }),
    ]);
    expect(community.reactions).toEqual([
      expect.objectContaining({
        channel: 'Courses du matin',
        reaction: 'fire',
        messageSentAt: theirs.createdAt,
      }),
    ]);
    expect(community.reports).toEqual([
      expect.objectContaining({
        channel: 'Courses du matin',
        reason: 'Hors sujet',
        resolvedAt: null,
        messageSentAt: theirs.createdAt,
      }),
    ]);

    expect(feed.comments).toEqual([
      expect.objectContaining({ post: 'Circuit du matin', text: 'Fait ce matin, bravo', isReply: false }),
    ]);
    expect(feed.likes).toEqual([{ post: 'Circuit du matin', likedAt: expect.any(String) }]);
    expect(feed.reports).toEqual([
      expect.objectContaining({
        post: 'Circuit du matin',
        about: 'post',
        reason: 'trop facile',
        decidedAt: null,
      }),
    ]);

    expect(feed.reading).toMatchObject({ lastReadAt: expect.any(String), digestSubscribed: false });

    expect(rewards.claims).toEqual([
      expect.objectContaining({ reward: 'Tapis de yoga', code: myClaim.code, reportedCode: null }),
    ]);

    expect(draws).toEqual([
      {
        month,
        status: 'drawn',
        drawnAt: expect.any(String),
        freeEntryAt: expect.any(String),
        ticket: myDraw.myTicket,
        entries: 1,
        prize: { rank: myWin.rank, reward: 'Sac de sport', code: myWin.code, expiresOn: null },
      },
    ]);

    expect(games.quizAnswers).toEqual([
      expect.objectContaining({
        week: quiz.weekStart,
        position: 0,
        question: quiz.current.prompt.text,
        yourAnswer: quiz.current.choices[0].text,
        answeredAt: expect.any(String),
      }),
    ]);
    expect(games.activities).toEqual([
      expect.objectContaining({ type: 'swim', durationMinutes: 35, day: today }),
    ]);
    expect(games.checkIns).toEqual([today]);

    expect(subscription.current).toMatchObject({ plan: plans.monthly.name, status: 'active' });
    expect(subscription.payments).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        plan: plans.monthly.name,
        cardLast4: expect.any(String),
      }),
    ]);
    expect(subscription.card).toMatchObject({ cardLast4: expect.any(String) });
    expect(subscription.checkouts).toEqual([expect.objectContaining({ status: 'completed' })]);

    // Nothing of the other member or of the staff, and no secret.
    const text = response.body;
    for (const absent of [
      other.id,
      other.username,
      'Zineb',
      'Outsider',
      'The other member’s hidden route',
      'Other comment, not hers',
      theirClaim.code,
      theirWin.code,
      theirWin.ticket,
      (await ok(api(karim, 'GET', '/users/me'))).data.id,
      drawn.seed,
      '"hiit"',
    ])
      expect(text, absent).not.toContain(absent);
    expect(keysOf(exported).filter((key) => /hash|token|password|cardNumber|seed/i.test(key))).toEqual([]);
  });

  it('is the caller’s own: the other member’s export holds their deeds, not hers', async () => {
    const first = await premiumMember({ firstname: 'Salma', lastname: 'First', language: 'ar' });
    const second = await premiumMember({ firstname: 'Hind', lastname: 'Second', language: 'en' });
    const today = new Date().toISOString().slice(0, 10);
    await ok(api(first.account, 'POST', '/games/streak/check-in'));
    const exported = (await api(second.account, 'GET', '/users/me/export')).json();
    expect(exported.readme.about).toMatch(/^This file holds everything Vitalia keeps about you/);
    expect(exported.profile.id).toBe(second.id);
    expect(exported.games.checkIns).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain(first.id);
    const hers = (await api(first.account, 'GET', '/users/me/export')).json();
    expect(hers.readme.sections.community).toMatch(/[\u0600-\u06FF]/);
    expect(hers.games.checkIns).toEqual([today]);
  });

  it('holds the coach’s weeks with each food named, the sessions logged, and the model calls made for the member', async () => {
    const salma = await premiumMember({ firstname: 'Salma', lastname: 'Coached', language: 'fr' });
    await ok(api(salma.account, 'PUT', '/users/me/health', { consent: true, heightCm: 168, weightKg: 64 }));
    await ok(
      api(salma.account, 'PUT', '/coach/settings', {
        goal: 'keep',
        activity: 'moderate',
        sessionsPerWeek: 3,
        equipment: [],
        level: 'beginner',
      }),
    );
    const now = new Date();
    const monday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)),
    )
      .toISOString()
      .slice(0, 10);
    const meals = (await ok(api(salma.account, 'GET', `/coach/meals?week=${monday}`))).data;
    // Her training begins today, with a session (issue 38).
    const today = now.toISOString().slice(0, 10);
    const training = (await ok(api(salma.account, 'GET', `/coach/training?today=${today}`))).data;
    const sessionDay = training.week.days.find((day: { kind: string }) => day.kind === 'session').dayIndex;
    await ok(
      api(salma.account, 'PUT', '/coach/training/sessions', {
        week: today,
        today,
        dayIndex: sessionDay,
        rating: 'right',
      }),
    );
    await subject.database.db.insert(modelCalls).values({
      userId: salma.id,
      feature: 'persona',
      model: 'stand-in',
      outcome: 'ok',
      latencyMs: 120,
      inputTokens: 40,
      outputTokens: 80,
    });

    const { coach, aiUsage } = (await api(salma.account, 'GET', '/users/me/export')).json();
    expect(coach.answers).toMatchObject({ goal: 'keep', sessionsPerWeek: 3 });
    expect(coach.mealPlans).toHaveLength(1);
    expect(coach.mealPlans[0].days.map((day: { date: string }) => day.date)).toEqual(
      meals.days.map((day: { date: string }) => day.date),
    );
    const firstMeal = coach.mealPlans[0].days[0].meals[0];
    expect(firstMeal.meal).toBe(meals.days[0].meals[0].slot);
    // Foods by their French name, as the coach shows them, not the table's ids.
    expect(firstMeal.foods[0]).toEqual({
      food: meals.days[0].meals[0].items[0].name,
      grams: expect.any(Number),
    });
    expect(coach.trainingWeeks).toEqual([expect.objectContaining({ weekStart: today })]);
    expect(coach.sessions).toEqual([
      { weekStart: today, dayIndex: sessionDay, rating: 'right', loggedAt: expect.any(String) },
    ]);
    expect(aiUsage).toEqual([
      { at: expect.any(String), feature: 'persona', model: 'stand-in', outcome: 'ok' },
    ]);
  });
});
