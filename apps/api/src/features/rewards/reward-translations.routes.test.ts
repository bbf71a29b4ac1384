import type {
  AdminDraw,
  AdminReward,
  Language,
  MemberClaim,
  MemberDraw,
  MemberReward,
} from '@vitalia/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewards } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call, subscribePremium } from '../../test/billing';
import { codesCsv, createReward, importFile, memberWithRole } from '../../test/rewards';
import { createTestApp, seedPlans, servicesOf, type SeededPlans, type TestApp } from '../../test/test-app';

const calm = {
  name: 'Calm streaming, 3 months free',
  category: 'streaming',
  partner: 'Calm+',
  description: 'Three months of guided meditation and sleep stories.',
  writtenIn: 'en',
  translations: {
    name: { fr: 'Streaming Calm, 3 mois offerts', ar: 'بث Calm، ثلاثة أشهر مجانًا' },
    description: { ar: 'ثلاثة أشهر من التأمل الموجَّه وقصص ما قبل النوم.' },
  },
} as const;

describe('reward text per language (D9)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let admin: TestAccount;
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    admin = await memberWithRole(subject, 'admin');
  });
  afterAll(() => subject.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    subject.app.inject({ method, url, headers: admin.authorization, payload });

  async function premiumMemberReading(language: Language) {
    const member = await registerMember(subject.app);
    await subject.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: member.authorization,
      payload: { language },
    });
    await subscribePremium(subject.app, member, plans.monthly.id);
    return member;
  }

  async function stockedReward(input: object, count = 3) {
    const reward = await createReward(subject.app, admin, { lowStockThreshold: 0, ...input });
    const prefix = reward.id.slice(0, 8).toUpperCase();
    expect(
      (await importFile(subject.app, admin, reward.id, 'codes.csv', codesCsv(prefix, count))).statusCode,
    ).toBe(201);
    return reward;
  }

  const catalogueEntry = async (rewardId: string) =>
    ((await call(subject.app, admin, 'GET', '/api/admin/rewards')).json().data as AdminReward[]).find(
      (reward) => reward.id === rewardId,
    );

  const memberView = async (member: TestAccount, rewardId: string) =>
    ((await call(subject.app, member, 'GET', '/api/rewards')).json().data as MemberReward[]).find(
      (reward) => reward.id === rewardId,
    );

  it('keeps what staff write in each language, and gives staff every language back', async () => {
    const created = await send('POST', '/api/admin/rewards', {
      ...calm,
      // Blank translations and one in the written language itself are not kept.
      translations: {
        ...calm.translations,
        description: { ...calm.translations.description, fr: '  ', en: 'x' },
      },
    });
    expect(created.statusCode).toBe(201);
    const reward = created.json().data as AdminReward;
    expect(reward).toMatchObject({
      name: calm.name,
      writtenIn: 'en',
      translations: calm.translations,
    });
    expect(await catalogueEntry(reward.id)).toMatchObject({
      writtenIn: 'en',
      translations: calm.translations,
    });

    const edited = await send('PATCH', `/api/admin/rewards/${reward.id}`, {
      translations: { name: { fr: 'Calm en streaming, 3 mois offerts' }, description: {} },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: calm.name,
      translations: { name: { fr: 'Calm en streaming, 3 mois offerts' }, description: {} },
    });

    // Saying the text was written in French: the French translation would only shadow it, so it goes.
    const rewritten = await send('PATCH', `/api/admin/rewards/${reward.id}`, {
      name: 'Calm, trois mois offerts',
      writtenIn: 'fr',
    });
    expect(rewritten.json().data).toMatchObject({
      name: 'Calm, trois mois offerts',
      writtenIn: 'fr',
      translations: { name: {}, description: {} },
    });
  });

  it('answers a member in their language, and falls back to the written language where a text is missing', async () => {
    const reward = await stockedReward(calm);
    const arabic = await premiumMemberReading('ar');
    expect(await memberView(arabic, reward.id)).toMatchObject({
      name: { text: calm.translations.name.ar, language: 'ar' },
      description: { text: calm.translations.description.ar, language: 'ar' },
      partner: 'Calm+',
    });
    const french = await premiumMemberReading('fr');
    expect(await memberView(french, reward.id)).toMatchObject({
      name: { text: calm.translations.name.fr, language: 'fr' },
      // No French description: the English one, said to be English.
      description: { text: calm.description, language: 'en' },
    });
    const english = await premiumMemberReading('en');
    expect(await memberView(english, reward.id)).toMatchObject({
      name: { text: calm.name, language: 'en' },
    });

    const claimed = (await call(subject.app, arabic, 'POST', `/api/rewards/${reward.id}/claim`)).json()
      .data as MemberClaim;
    expect(claimed.rewardName).toEqual({ text: calm.translations.name.ar, language: 'ar' });
    const mine = (await call(subject.app, arabic, 'GET', '/api/rewards/mine')).json().data as MemberClaim[];
    expect(mine.find((claim) => claim.rewardId === reward.id)?.rewardName).toEqual({
      text: calm.translations.name.ar,
      language: 'ar',
    });
  });

  it('refuses an unknown language, a translation too long or an unknown field with 4000, writing nothing', async () => {
    const name = `Refused ${Date.now()}`;
    const badBodies = [
      { translations: { name: { de: 'Laufschuhe' } } },
      { translations: { name: { ar: 'س'.repeat(121) } } },
      { translations: { description: { fr: 'd'.repeat(2001) } } },
      { translations: { title: { fr: 'Titre' } } },
      { writtenIn: 'es' },
    ];
    for (const bad of badBodies) {
      const response = await send('POST', '/api/admin/rewards', { name, category: 'sport', ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.code).toBe(4000);
    }
    expect(await subject.database.db.select().from(rewards).where(eq(rewards.name, name))).toEqual([]);

    const reward = await createReward(subject.app, admin, { translations: { name: { fr: 'Gardé' } } });
    for (const bad of badBodies) {
      const response = await send('PATCH', `/api/admin/rewards/${reward.id}`, { name: 'Changed', ...bad });
      expect(response.json().error.code, JSON.stringify(bad)).toBe(4000);
    }
    expect(await catalogueEntry(reward.id)).toMatchObject({
      name: reward.name,
      writtenIn: 'en',
      translations: { name: { fr: 'Gardé' }, description: {} },
    });
  });

  it('tells draw winners the prize in their language, and shows it so to members and every language to staff', async () => {
    // Every Premium member of this file takes part: enough prizes for all of them, so these two surely win.
    const prize = await stockedReward(calm, 10);
    const month = new Date().toISOString().slice(0, 7);
    const [french, arabic] = [await premiumMemberReading('fr'), await premiumMemberReading('ar')];
    const created = await call(subject.app, admin, 'POST', '/api/admin/draws', {
      month,
      prizeRewardId: prize.id,
      winnerCount: 10,
    });
    expect(created.statusCode).toBe(201);
    const draw = created.json().data as AdminDraw;
    expect(draw.prizeRewardName).toEqual({
      writtenIn: 'en',
      texts: { en: calm.name, ...calm.translations.name },
    });
    const arabicView = (
      (await call(subject.app, arabic, 'GET', '/api/draws')).json().data as MemberDraw[]
    ).find((candidate) => candidate.id === draw.id);
    expect(arabicView?.prizeRewardName).toEqual({ text: calm.translations.name.ar, language: 'ar' });

    const drawn = await call(subject.app, admin, 'POST', `/api/admin/draws/${draw.id}/draw`);
    expect(drawn.statusCode).toBe(200);
    const codePrefix = prize.id.slice(0, 8).toUpperCase();
    const mailTo = (member: TestAccount) =>
      subject.outbox.filter((mail) => mail.to === member.email && mail.text.includes(codePrefix));
    const [frenchMail] = mailTo(french);
    const [arabicMail] = mailTo(arabic);
    // Each name sits between Unicode isolates, so an English name keeps its order inside an Arabic sentence.
    expect(frenchMail?.text).toContain('Votre lot : \u2068Streaming Calm, 3 mois offerts\u2069');
    expect(frenchMail?.text).toContain('\u2068Calm+\u2069');
    expect(arabicMail?.text).toContain('جائزتك: \u2068بث Calm، ثلاثة أشهر مجانًا\u2069 من \u2068Calm+\u2069.');
    expect(arabicMail?.html).toContain('dir="rtl"');
    expect(arabicMail?.text).not.toContain(calm.name);
  });

  it('warns each admin of low stock with the reward’s name in their own language', async () => {
    const arabicAdmin = await registerMember(subject.app);
    await (
      await servicesOf(subject)
    ).users.ensureRegistered(arabicAdmin, {
      role: 'admin',
      firstname: 'Salma',
      lastname: null,
      language: 'ar',
    });
    await subject.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: arabicAdmin.authorization,
      payload: { language: 'ar' },
    });
    await stockedReward({ ...calm, lowStockThreshold: 5 }, 2);
    const warnings = subject.outbox.filter(
      (mail) => mail.to === arabicAdmin.email && mail.subject.includes('مخزون منخفض'),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toContain(`\u2068${calm.translations.name.ar}\u2069`);
  });
});
