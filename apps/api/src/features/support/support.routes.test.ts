import type { StaffSupportRequest, SupportRequest } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { auditTrailOf } from '../../test/audit';
import { apiOf, subscribePremium } from '../../test/billing';
import { createTestApp, memberWithRole, seedPlans, type TestApp } from '../../test/test-app';

describe('support requests behind /app/contact, and the staff inbox (issue 18, D1)', () => {
  let subject: TestApp;
  let admin: TestAccount;
  let karim: TestAccount;
  const api = apiOf(() => subject.app);

  const request = {
    subject: 'My receipt shows the wrong name',
    category: 'billing',
    message: 'Hello, the receipt of my last payment has my old family name on it.',
  };
  const rowCount = async (table: string) =>
    Number(
      (
        await subject.database.db.execute<{ count: number }>(
          sql.raw(`select count(*) as count from ${table}`),
        )
      ).rows[0]!.count,
    );

  async function send(member: TestAccount, body: object = request) {
    const response = await api(member, 'POST', '/support/requests', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as SupportRequest;
  }

  beforeAll(async () => {
    subject = await createTestApp();
    await seedPlans(subject);
    admin = await memberWithRole(subject, 'admin');
    karim = await memberWithRole(subject, 'karim', 'fr');
  });
  afterAll(() => subject.close());

  it('takes a request from any signed-in member, Free or Premium, acknowledged by email in their language', async () => {
    const member = await registerMember(subject.app);
    const sentBefore = subject.outbox.length;
    const sent = await send(member);
    expect(sent).toMatchObject({
      reference: expect.stringMatching(/^S-\d{6}$/),
      subject: request.subject,
      category: 'billing',
      status: 'new',
      messages: [{ fromStaff: false, body: request.message, authorName: null }],
    });
    const mails = subject.outbox.slice(sentBefore);
    // Registered in French (test/accounts.ts): the acknowledgement is French and promises 24 to 48 hours.
    const acknowledgement = mails.find((mail) => mail.to === member.email)!;
    expect(acknowledgement.subject).toBe(`Nous avons bien reçu votre demande ${sent.reference}`);
    expect(acknowledgement.text).toContain('sous 24 à 48 heures');
    // The team hears of it, each in their own language.
    expect(mails.find((mail) => mail.to === admin.email)?.subject).toBe(`Support: ${request.subject}`);
    expect(mails.find((mail) => mail.to === karim.email)?.subject).toBe(`Support : ${request.subject}`);

    const premium = await registerMember(subject.app);
    await subscribePremium(subject.app, premium, (await seedPlans(subject)).monthly.id);
    await send(premium, { ...request, category: 'rewards' });
    expect((await api(null, 'POST', '/support/requests', request)).statusCode).toBe(401);
  });

  it('refuses bad input with a code per field and stores nothing', async () => {
    const before = await rowCount('support_requests');
    const cases: [object, number, string][] = [
      [{ ...request, subject: 'Hi' }, 8100, 'subject'],
      [{ ...request, subject: 'x'.repeat(121) }, 8100, 'subject'],
      [{ ...request, message: 'Help' }, 8101, 'message'],
      [{ ...request, message: 'x'.repeat(5001) }, 8101, 'message'],
      [{ ...request, category: 'complaints' }, 8102, 'category'],
      [{ subject: request.subject, message: request.message }, 8102, 'category'],
    ];
    for (const [body, code, field] of cases) {
      // A member of their own per case: the per-member limit counts refused requests too.
      const refused = await api(await registerMember(subject.app), 'POST', '/support/requests', body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.json().error.details).toContainEqual(expect.objectContaining({ field, code }));
    }
    expect(await rowCount('support_requests')).toBe(before);
  });

  it('limits a member to a few requests a minute (429), other members unaffected', async () => {
    const flooder = await registerMember(subject.app);
    for (let index = 0; index < 5; index += 1) await send(flooder);
    const limited = await api(flooder, 'POST', '/support/requests', request);
    expect(limited.statusCode).toBe(429);
    await send(await registerMember(subject.app));
  });

  it('lets staff take, answer, note and solve a request; the member reads the reply and gets it by email', async () => {
    const member = await registerMember(subject.app);
    const sent = await send(member);
    const inbox = (await api(admin, 'GET', '/admin/support/requests?status=new')).json().data;
    expect(inbox.find((item: { id: string }) => item.id === sent.id)).toMatchObject({
      reference: sent.reference,
      member: { email: member.email, language: 'fr' },
      assignee: null,
      messageCount: 1,
    });

    const taken = (await api(admin, 'PUT', `/admin/support/requests/${sent.id}/assignee`)).json()
      .data as StaffSupportRequest;
    expect(taken.assignee).not.toBeNull();
    const noted = await api(admin, 'POST', `/admin/support/requests/${sent.id}/notes`, {
      message: 'Old name from the Stripe customer record.',
    });
    expect((noted.json().data as StaffSupportRequest).notes).toHaveLength(1);

    const sentBefore = subject.outbox.length;
    const replied = await api(admin, 'POST', `/admin/support/requests/${sent.id}/replies`, {
      message: 'Thank you! We corrected the name; the receipt now shows it.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect((replied.json().data as StaffSupportRequest).status).toBe('waiting');
    const mail = subject.outbox.slice(sentBefore).find((message) => message.to === member.email)!;
    expect(mail.subject).toBe(`Une réponse à votre demande ${sent.reference}`);
    expect(mail.text).toContain('We corrected the name');

    // The member sees the reply, never the note.
    const [mine] = (await api(member, 'GET', '/support/requests')).json().data as SupportRequest[];
    expect(mine!.status).toBe('waiting');
    expect(mine!.messages.map((message) => message.fromStaff)).toEqual([false, true]);
    expect(JSON.stringify(mine)).not.toContain('Stripe customer record');

    const followed = await api(member, 'POST', `/support/requests/${sent.id}/messages`, {
      message: 'Thanks, it is right now.',
    });
    expect(followed.json().data.status).toBe('new');
    const solved = await api(admin, 'PUT', `/admin/support/requests/${sent.id}/status`, { status: 'solved' });
    expect(solved.json().data.status).toBe('solved');
    const late = await api(member, 'POST', `/support/requests/${sent.id}/messages`, {
      message: 'One more thing…',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe(8103);

    expect((await auditTrailOf(subject.app, karim, sent.id)).map((entry) => entry.action)).toEqual([
      'support.assigned',
      'support.replied',
      'support.status_changed',
    ]);
  });

  it('keeps each member to their own requests, and the inbox to staff', async () => {
    const owner = await registerMember(subject.app);
    const other = await registerMember(subject.app);
    const sent = await send(owner);
    expect((await api(other, 'GET', '/support/requests')).json().data).toEqual([]);
    const crossed = await api(other, 'POST', `/support/requests/${sent.id}/messages`, {
      message: 'Not mine at all.',
    });
    expect(crossed.statusCode).toBe(404);
    for (const url of ['/admin/support/requests', `/admin/support/requests/${sent.id}`]) {
      const refused = await api(owner, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe(4003);
    }
    const export_ = await api(owner, 'GET', '/users/me/export');
    expect(export_.json().supportRequests).toEqual([
      expect.objectContaining({
        subject: request.subject,
        messages: [expect.objectContaining({ body: request.message })],
      }),
    ]);
  });
});
