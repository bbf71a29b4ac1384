import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { subscribePremium } from '../../test/billing';
import { codesCsv, createReward, importFile, memberWithRole } from '../../test/rewards';
import { smtpListener } from '../../test/smtp-listener';
import { createTestApp, seedPlans, type TestApp } from '../../test/test-app';

/** Each message the mail server takes waits this long before it is accepted: a slow provider. */
const smtpDelayMs = 1500;

/**
 * Issue 37: the claim that takes a reward under its threshold sets off the low-stock mail to every admin, through
 * the outbox. The member's answer must not wait for that mail: delivery follows the response. Run on both databases
 * (PostgreSQL with DATABASE_URL), over real HTTP so nothing in the harness orders the reads.
 */
describe('a claim answers before the admins are mailed (issue 37)', () => {
  const received: string[] = [];
  const smtp = smtpListener(async (message) => {
    await new Promise((resolve) => setTimeout(resolve, smtpDelayMs));
    received.push(message.toString('utf8'));
  });
  let subject: TestApp;
  let admin: TestAccount;
  let baseUrl: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    subject = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, undefined, {
      sendsRealMail: true,
    });
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(subject.app.server.address() as AddressInfo).port}`;
    admin = await memberWithRole(subject, 'admin');
  });
  afterAll(async () => {
    await subject.close();
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  });

  async function timedClaim(member: TestAccount, rewardId: string) {
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/api/rewards/${rewardId}/claim`, {
      method: 'POST',
      headers: member.authorization,
    });
    return { response, elapsedMs: performance.now() - startedAt };
  }

  it('hands the member their code without waiting on the slow mail server, and the admins are mailed after', async () => {
    const plans = await seedPlans(subject);
    const member = await registerMember(subject.app);
    await subscribePremium(subject.app, member, plans.monthly.id);
    const reward = await createReward(subject.app, admin, { lowStockThreshold: 2 });
    await importFile(subject.app, admin, reward.id, 'codes.csv', codesCsv('SLOWMAIL', 2));
    // Two codes, a threshold of two: the claim leaves one, under it, and the alert goes to every admin.
    received.length = 0;

    const { response, elapsedMs } = await timedClaim(member, reward.id);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { code: string } }).data.code).toMatch(/^SLOWMAIL-\d$/);
    // The mail server alone takes 1.5 s per message; the answer comes well before the first is accepted.
    expect(elapsedMs).toBeLessThan(smtpDelayMs / 2);
    expect(received).toEqual([]);

    await subject.app.eventDeliveriesSettled();
    expect(received.some((message) => message.includes(`To: ${admin.email}`))).toBe(true);
  });
});
