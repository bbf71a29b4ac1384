import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import { publishedPost } from '../../test/feed';
import { createTestApp, memberWithRole, seedPlans, type TestApp } from '../../test/test-app';

describe("the feed's unread badge (issue 39)", () => {
  let subject: TestApp;
  let karim: TestAccount;
  let admin: TestAccount;
  let member: TestAccount;
  const api = apiOf(() => subject.app);
  const unreadOf = async (account: TestAccount) =>
    ((await api(account, 'GET', '/feed/unread')).json().data as { count: number }).count;

  beforeAll(async () => {
    subject = await createTestApp();
    const plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
    admin = await memberWithRole(subject, 'admin');
    member = await registerMember(subject.app);
    await subscribePremium(subject.app, member, plans.monthly.id);
  });
  afterAll(() => subject.close());

  it('never counts a post as unread for its own author, and still does for every other reader', async () => {
    for (const reader of [karim, admin, member]) await api(reader, 'PUT', '/feed/read');
    await publishedPost(subject.app, karim);

    expect(await unreadOf(karim)).toBe(0);
    expect(await unreadOf(admin)).toBe(1);
    expect(await unreadOf(member)).toBe(1);
  });
});
