import type { MemberClaim } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call, subscribePremium } from '../../test/billing';
import { codesCsv, createReward, importFile, memberWithRole } from '../../test/rewards';
import { createTestApp, seedPlans, type SeededPlans, type TestApp } from '../../test/test-app';

describe('members claim partner rewards (D4, D7)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let admin: TestAccount;
  let premium: TestAccount;
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    admin = await memberWithRole(subject, 'admin');
    premium = await premiumMember();
  });
  afterAll(() => subject.close());

  async function premiumMember() {
    const member = await registerMember(subject.app);
    await subscribePremium(subject.app, member, plans.monthly.id);
    return member;
  }

  async function stockedReward(count: number, options: { lowStockThreshold?: number } = {}) {
    const reward = await createReward(subject.app, admin, { lowStockThreshold: 0, ...options });
    const prefix = reward.id.slice(0, 8).toUpperCase();
    const imported = await importFile(subject.app, admin, reward.id, 'codes.csv', codesCsv(prefix, count));
    expect(imported.json().data.imported).toBe(count);
    return reward;
  }

  const claim = (member: TestAccount, rewardId: string) =>
    call(subject.app, member, 'POST', `/api/rewards/${rewardId}/claim`);

  const codesOf = async (rewardId: string, status = 'all') =>
    (await call(subject.app, admin, 'GET', `/api/admin/rewards/${rewardId}/codes?status=${status}`)).json()
      .data;

  it('refuses the anonymous (4001) and free members (4003), who still read what they were given', async () => {
    const reward = await stockedReward(2);
    const free = await registerMember(subject.app);
    await call(subject.app, free, 'POST', '/api/subscription/free');
    for (const url of ['/api/rewards', '/api/rewards/mine']) {
      expect((await call(subject.app, null, 'GET', url)).json().error.code).toBe(4001);
    }
    expect((await call(subject.app, free, 'GET', '/api/rewards')).json().error.code).toBe(4003);
    expect((await claim(free, reward.id)).json().error.code).toBe(4003);
    expect((await call(subject.app, free, 'GET', '/api/rewards/mine')).json().data).toEqual([]);
    expect((await codesOf(reward.id, 'available')).total).toBe(2);
  });

  it('gives a Premium member one code per reward: used, dated, theirs; a second claim gives the same code', async () => {
    const reward = await stockedReward(3);
    const listed = (await call(subject.app, premium, 'GET', '/api/rewards?category=sport')).json().data;
    expect(listed.find((row: { id: string }) => row.id === reward.id)).toMatchObject({
      inStock: true,
      claimId: null,
    });
    const first = await claim(premium, reward.id);
    expect(first.statusCode).toBe(201);
    const claimed: MemberClaim = first.json().data;
    expect(claimed).toMatchObject({
      source: 'claim',
      rewardId: reward.id,
      canReport: true,
      reportedAt: null,
    });
    const again = await claim(premium, reward.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.code).toBe(claimed.code);
    const used = (await codesOf(reward.id, 'used')).items;
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ code: claimed.code, assignedTo: premium.email });
    const byEmail = await call(
      subject.app,
      admin,
      'GET',
      `/api/admin/rewards/${reward.id}/codes?search=${premium.email}`,
    );
    expect(byEmail.json().data.items.map((code: { code: string }) => code.code)).toEqual([claimed.code]);
    expect(Date.parse(used[0].usedAt)).toBeGreaterThan(Date.now() - 60_000);
    const mine = (await call(subject.app, premium, 'GET', '/api/rewards/mine')).json().data;
    expect(mine.filter((row: MemberClaim) => row.rewardId === reward.id)).toEqual([claimed]);
    const relisted = (await call(subject.app, premium, 'GET', '/api/rewards')).json().data;
    expect(relisted.find((row: { id: string }) => row.id === reward.id).claimId).toBe(claimed.id);
  });

  it('answers 7506 when the stock is empty, 7507 for an inactive or unknown reward, and hides empty rewards', async () => {
    const empty = await createReward(subject.app, admin);
    expect((await claim(premium, empty.id)).json().error.code).toBe(7506);
    const listed = (await call(subject.app, premium, 'GET', '/api/rewards')).json().data;
    expect(listed.map((row: { id: string }) => row.id)).not.toContain(empty.id);
    const inactive = await stockedReward(1);
    await subject.app.inject({
      method: 'PATCH',
      url: `/api/admin/rewards/${inactive.id}`,
      headers: admin.authorization,
      payload: { isActive: false },
    });
    expect((await claim(premium, inactive.id)).json().error.code).toBe(7507);
    expect((await claim(premium, '00000000-0000-4000-8000-000000000000')).json().error.code).toBe(7507);
    expect((await codesOf(inactive.id, 'available')).total).toBe(1);
  });

  it('swaps a code reported as not working once, flags the bad one for the admins, refuses a second report', async () => {
    const reward = await stockedReward(3);
    const member = await premiumMember();
    const claimed: MemberClaim = (await claim(member, reward.id)).json().data;
    const reported = await call(subject.app, member, 'POST', `/api/rewards/claims/${claimed.id}/report`);
    expect(reported.statusCode).toBe(200);
    const fresh: MemberClaim = reported.json().data;
    expect(fresh.code).not.toBe(claimed.code);
    expect(fresh).toMatchObject({ id: claimed.id, canReport: false });
    expect(fresh.reportedAt).not.toBeNull();
    const second = await call(subject.app, member, 'POST', `/api/rewards/claims/${claimed.id}/report`);
    expect(second.json().error.code).toBe(7508);
    const flagged = (await codesOf(reward.id, 'reported')).items;
    expect(flagged.map((code: { code: string }) => code.code)).toEqual([claimed.code]);
    expect((await codesOf(reward.id, 'available')).total).toBe(1);
    const stranger = await call(subject.app, premium, 'POST', `/api/rewards/claims/${claimed.id}/report`);
    expect(stranger.json().error.code).toBe(4004);
  });

  it('refuses a malformed id with 4000 before looking it up; the caller is checked first', async () => {
    for (const url of ['/api/rewards/not-an-id/claim', '/api/rewards/claims/not-an-id/report']) {
      const malformed = await call(subject.app, premium, 'POST', url);
      expect(malformed.statusCode, url).toBe(400);
      expect(malformed.json().error.code, url).toBe(4000);
      expect((await call(subject.app, null, 'POST', url)).json().error.code, url).toBe(4001);
    }
    const unknown = await call(
      subject.app,
      premium,
      'POST',
      '/api/rewards/claims/00000000-0000-4000-8000-000000000000/report',
    );
    expect(unknown.json().error.code).toBe(4004);
    expect((await call(subject.app, premium, 'GET', '/api/rewards?category=food')).json().error.code).toBe(
      4000,
    );
  });

  it('mails the admins once when a reward falls below its threshold, and again only after a restock', async () => {
    const reward = await stockedReward(3, { lowStockThreshold: 2 });
    const alertsFor = () => subject.outbox.filter((mail) => mail.subject.includes(reward.name));
    await claim(await premiumMember(), reward.id);
    expect(alertsFor()).toHaveLength(0);
    await claim(await premiumMember(), reward.id);
    expect(alertsFor().map((mail) => mail.to)).toContain(admin.email);
    const afterFirstCrossing = alertsFor().length;
    await claim(await premiumMember(), reward.id);
    expect(alertsFor()).toHaveLength(afterFirstCrossing);
    await importFile(subject.app, admin, reward.id, 'more.csv', codesCsv('RESTOCK', 5));
    await claim(await premiumMember(), reward.id);
    await claim(await premiumMember(), reward.id);
    await claim(await premiumMember(), reward.id);
    await claim(await premiumMember(), reward.id);
    expect(alertsFor().length).toBe(afterFirstCrossing * 2);
  });

  it('hands 50 codes to exactly 50 of 200 simultaneous claims; the other 150 are told it is out of stock', async () => {
    const reward = await stockedReward(50);
    const members: TestAccount[] = [];
    while (members.length < 200) {
      members.push(...(await Promise.all(Array.from({ length: 10 }, () => premiumMember()))));
    }
    const answers = await Promise.all(members.map((member) => claim(member, reward.id)));
    const won = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json().data.code);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(won).toHaveLength(50);
    expect(new Set(won).size).toBe(50);
    expect(refused).toHaveLength(150);
    expect(refused.every((answer) => answer.json().error.code === 7506)).toBe(true);
    const used = await call(
      subject.app,
      admin,
      'GET',
      `/api/admin/rewards/${reward.id}/codes.csv?status=used`,
    );
    const rows = used.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.split(',')[5])).size).toBe(50);
  }, 120_000);
});
