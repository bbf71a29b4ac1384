import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call, subscribePremium } from '../../test/billing';
import { codesCsv, createReward, importFile, memberWithRole, multipartFile } from '../../test/rewards';
import { createTestApp, seedPlans, type SeededPlans, type TestApp } from '../../test/test-app';
import { auditTrailOf } from '../../test/audit';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('rewards area for admin and karim (D2, D7)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let admin: TestAccount;
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    admin = await memberWithRole(subject, 'admin');
  });
  afterAll(() => subject.close());

  const send = (
    account: TestAccount | null,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    subject.app.inject({
      method,
      url,
      headers: account?.authorization ?? {},
      ...(payload ? { payload } : {}),
    });

  it('refuses every admin endpoint to an anonymous caller (4001) and to members, free or Premium (4003)', async () => {
    const reward = await createReward(subject.app, admin);
    const free = await registerMember(subject.app);
    await send(free, 'POST', '/api/subscription/free');
    const premium = await registerMember(subject.app);
    await subscribePremium(subject.app, premium, plans.monthly.id);
    const upload = multipartFile('codes.csv', codesCsv('REFUSED', 3));
    const adminCalls = [
      ['GET', '/api/admin/rewards'],
      ['POST', '/api/admin/rewards', { name: 'Nope', category: 'sport' }],
      ['PATCH', `/api/admin/rewards/${reward.id}`, { isActive: false }],
      ['GET', '/api/admin/rewards/stock'],
      ['GET', `/api/admin/rewards/${reward.id}/codes`],
      ['GET', `/api/admin/rewards/${reward.id}/codes.csv`],
      ['GET', `/api/admin/imports/${unknownId}/report.csv`],
      ['GET', '/api/admin/statistics/rewards'],
    ] as const;
    // The caller is checked before the body is read: a body that is not even JSON still answers 4001.
    const garbled = await subject.app.inject({
      method: 'POST',
      url: '/api/admin/rewards',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(garbled.json().error.code).toBe(4001);
    for (const [method, url, payload] of adminCalls) {
      expect((await send(null, method, url, payload)).json().error.code, url).toBe(4001);
      for (const member of [free, premium]) {
        const response = await send(member, method, url, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.code, url).toBe(4003);
      }
    }
    for (const member of [null, free, premium]) {
      const response = await subject.app.inject({
        method: 'POST',
        url: `/api/admin/rewards/${reward.id}/imports`,
        headers: { ...(member?.authorization ?? {}), ...upload.headers },
        payload: upload.payload,
      });
      expect(response.json().error.code).toBe(member ? 4003 : 4001);
    }
    const [after] = (await send(admin, 'GET', '/api/admin/rewards'))
      .json()
      .data.filter((candidate: { id: string }) => candidate.id === reward.id);
    expect(after).toMatchObject({ isActive: true, stock: { available: 0, used: 0 } });
    expect(
      (await send(admin, 'GET', '/api/admin/rewards')).json().data.map((r: { name: string }) => r.name),
    ).not.toContain('Nope');
  });

  it.each(['admin', 'karim'] as const)('%s creates, edits and deactivates a reward', async (role) => {
    const staff = await memberWithRole(subject, role);
    const created = await send(staff, 'POST', '/api/admin/rewards', {
      name: '  Running shoes -20%  ',
      category: 'sport',
      partner: 'Stride',
      lowStockThreshold: 5,
    });
    expect(created.statusCode).toBe(201);
    const reward = created.json().data;
    expect(reward).toMatchObject({
      name: 'Running shoes -20%',
      isActive: true,
      lowStockThreshold: 5,
      description: '',
    });
    const edited = await send(staff, 'PATCH', `/api/admin/rewards/${reward.id}`, {
      isActive: false,
      partner: 'Stride+',
    });
    expect(edited.json().data).toMatchObject({
      isActive: false,
      partner: 'Stride+',
      name: 'Running shoes -20%',
    });
    const listed = (await send(staff, 'GET', '/api/admin/rewards'))
      .json()
      .data.find((candidate: { id: string }) => candidate.id === reward.id);
    expect(listed.stock).toMatchObject({ available: 0, used: 0, reported: 0, isLowStock: true });
    const trail = await auditTrailOf(subject.app, staff, reward.id);
    expect(trail.map((entry) => entry.action)).toEqual(['reward.created', 'reward.updated']);
    expect(trail[1]).toMatchObject({ after: { isActive: false, partner: 'Stride+' } });
  });

  it('refuses a bad reward with 4000 and an unknown one with 4004', async () => {
    expect(
      (await send(admin, 'POST', '/api/admin/rewards', { name: '', category: 'sport' })).json().error.code,
    ).toBe(4000);
    expect(
      (await send(admin, 'POST', '/api/admin/rewards', { name: 'X', category: 'food' })).json().error.code,
    ).toBe(4000);
    expect(
      (await send(admin, 'PATCH', `/api/admin/rewards/${unknownId}`, { isActive: false })).json().error.code,
    ).toBe(4004);
    expect(
      (await send(admin, 'PATCH', '/api/admin/rewards/not-an-id', { isActive: false })).json().error.code,
    ).toBe(4000);
  });

  it('refuses a malformed id with 4000 before looking it up, and a well-formed unknown one with 4004', async () => {
    const upload = multipartFile('codes.csv', codesCsv('MALFORMED', 1));
    const imported = await subject.app.inject({
      method: 'POST',
      url: '/api/admin/rewards/not-an-id/imports',
      headers: { ...admin.authorization, ...upload.headers },
      payload: upload.payload,
    });
    expect(imported.json().error.code).toBe(4000);
    for (const path of [
      '/admin/rewards/%s/codes',
      '/admin/rewards/%s/codes.csv',
      '/admin/imports/%s/report.csv',
    ]) {
      const malformed = await send(admin, 'GET', `/api${path.replace('%s', 'not-an-id')}`);
      expect(malformed.statusCode, path).toBe(400);
      expect(malformed.json().error.code, path).toBe(4000);
      expect((await send(admin, 'GET', `/api${path.replace('%s', unknownId)}`)).json().error.code, path).toBe(
        4004,
      );
    }
  });

  it('lists, filters, searches, pages and exports a reward’s codes, neutralising formula cells', async () => {
    const reward = await createReward(subject.app, admin);
    const codes = Buffer.from(
      ['code', ...Array.from({ length: 30 }, (_, i) => `PAGE-${String(i + 1).padStart(2, '0')}`)].join('\n'),
    );
    expect((await importFile(subject.app, admin, reward.id, 'codes.csv', codes)).statusCode).toBe(201);
    const firstPage = (await send(admin, 'GET', `/api/admin/rewards/${reward.id}/codes`)).json().data;
    expect(firstPage).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(firstPage.items).toHaveLength(25);
    expect(firstPage.items[0]).toMatchObject({ status: 'available', usedAt: null, assignedTo: null });
    const secondPage = (await send(admin, 'GET', `/api/admin/rewards/${reward.id}/codes?page=2`)).json().data;
    expect(secondPage.items).toHaveLength(5);
    const searched = (await send(admin, 'GET', `/api/admin/rewards/${reward.id}/codes?search=page-1`)).json()
      .data;
    expect(searched.items.map((code: { code: string }) => code.code).sort()).toEqual([
      'PAGE-10',
      'PAGE-11',
      'PAGE-12',
      'PAGE-13',
      'PAGE-14',
      'PAGE-15',
      'PAGE-16',
      'PAGE-17',
      'PAGE-18',
      'PAGE-19',
    ]);
    expect(
      (await send(admin, 'GET', `/api/admin/rewards/${reward.id}/codes?search=%25`)).json().data.total,
    ).toBe(0);
    expect(
      (await send(admin, 'GET', `/api/admin/rewards/${reward.id}/codes?status=used`)).json().data.total,
    ).toBe(0);
    expect(
      (await send(admin, 'GET', `/api/admin/rewards/${reward.id}/codes?status=lost`)).json().error.code,
    ).toBe(4000);
    const csv = await send(admin, 'GET', `/api/admin/rewards/${reward.id}/codes.csv?status=available`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,status,created_at,used_at,expires_on,member,reported_at');
    expect(lines).toHaveLength(31);
    expect((await send(admin, 'GET', `/api/admin/rewards/${unknownId}/codes`)).json().error.code).toBe(4004);
  });

  it('answers the stock summary per reward', async () => {
    const reward = await createReward(subject.app, admin, { lowStockThreshold: 2 });
    await importFile(subject.app, admin, reward.id, 'codes.csv', codesCsv('STOCK', 4));
    const stock = (await send(admin, 'GET', '/api/admin/rewards/stock')).json().data;
    expect(stock.find((row: { rewardId: string }) => row.rewardId === reward.id)).toEqual({
      rewardId: reward.id,
      rewardName: reward.name,
      category: 'sport',
      available: 4,
      used: 0,
      reported: 0,
      lowStockThreshold: 2,
      isLowStock: false,
    });
  });

  it('answers statistics for twelve months, karim included', async () => {
    const karim = await memberWithRole(subject, 'karim');
    const response = await call(subject.app, karim, 'GET', '/api/admin/statistics/rewards');
    expect(response.statusCode).toBe(200);
    const statistics = response.json().data;
    expect(statistics.claimsByMonth).toHaveLength(12);
    expect(statistics.winnersByMonth).toHaveLength(12);
    expect(statistics.byCategory.map((row: { category: string }) => row.category)).toEqual([
      'fashion',
      'sport',
      'streaming',
    ]);
  });
});
