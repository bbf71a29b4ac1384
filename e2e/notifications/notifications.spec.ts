import { expect, test } from '../support/test';
import { newFreeMember, signInThroughApi } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff } from '../support/staff';
import { onTwoLayouts } from '../support/layouts';

const subjects = { en: 'Where is my receipt?', fr: 'Où est mon reçu ?', ar: 'أين إيصالي؟' };

test(
  'the bell tells a member support replied, takes them to it, and their email switch holds',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const words = copy.notifications;
    const subject = subjects[languageOf(testInfo)];

    // Set-up through the API (the contact and inbox screens have their own journey): a request, and the team's reply.
    const member = await newFreeMember(request, languageOf(testInfo), 'bell');
    const sent = await request.post('/api/support/requests', {
      headers: member.headers,
      data: { subject, category: 'billing', message: 'I cannot find the receipt of my last payment.' },
    });
    expect(sent.status()).toBe(201);
    const { id: requestId, reference } = (await sent.json()).data as { id: string; reference: string };
    const admin = await journeyStaff(request, testInfo, 'admin');
    const replied = await request.post(`/api/admin/support/requests/${requestId}/replies`, {
      headers: await signInThroughApi(request, admin.email, admin.password),
      data: { message: 'It is under Billing, in your receipts.' },
    });
    expect(replied.status()).toBe(201);

    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const bell = page.getByRole('button', { name: words.bell.label_one });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: words.panel.title });
    await expect(panel).toBeVisible();
    const item = panel.getByRole('button', { name: new RegExp(words.kinds.support_reply.title) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(reference);
    await expect(item).toContainText(subject);
    await saveScreenshot(page, testInfo, 'notifications-panel');

    // Opening it reads it and lands on the conversation.
    await item.click();
    await expect(page).toHaveURL(/\/app\/contact/);
    await expect(page.getByRole('button', { name: words.bell.label_zero, exact: true })).toBeVisible();

    // The whole history (issue 39): the reply, now read; filtered to unread, nothing; to support replies, the reply.
    await page.getByRole('button', { name: words.bell.label_zero, exact: true }).click();
    await page.getByRole('link', { name: words.panel.seeAll }).click();
    await expect(page).toHaveURL(/\/app\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: words.page.title })).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(words.kinds.support_reply.title) }),
    ).toBeVisible();
    await page.getByRole('button', { name: words.page.unreadOnly, exact: true }).click();
    await expect(page.getByText(words.page.emptyFiltered)).toBeVisible();
    await expect(page).toHaveURL(/unread=true/);
    await page.getByRole('button', { name: words.page.all, exact: true }).click();
    await page.getByLabel(words.page.kind).selectOption('support_reply');
    await expect(page).toHaveURL(/kind=support_reply/);
    await expect(
      page.getByRole('button', { name: new RegExp(words.kinds.support_reply.title) }),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'notifications-page');

    // The switches: the reply's email turned off, still off after a reload, and the API agrees.
    await page.getByRole('button', { name: words.bell.label_zero, exact: true }).click();
    await page.getByRole('link', { name: words.panel.settings }).click();
    await expect(page).toHaveURL(/\/app\/settings#notifications$/);
    const replyEmail = page.getByRole('switch', {
      name: `${words.preferences.kinds.support_reply} ${words.preferences.email}`,
    });
    await expect(replyEmail).toBeChecked();
    await replyEmail.click();
    await expect(replyEmail).not.toBeChecked();
    await expect
      .poll(async () => {
        const answer = await request.get('/api/notifications/preferences', { headers: member.headers });
        const kinds = (await answer.json()).data.kinds as { kind: string; email: boolean | null }[];
        return kinds.find((kind) => kind.kind === 'support_reply')?.email;
      })
      .toBe(false);
    await page.reload();
    // A reload starts the app again (session, copy, then the switches): slower than one step's wait on a busy machine.
    await expect(replyEmail).not.toBeChecked({ timeout: 20_000 });
    // A claimed code is never emailed: no switch to turn on.
    await expect(
      page.getByRole('switch', {
        name: `${words.preferences.kinds.code_claimed} ${words.preferences.email}`,
      }),
    ).toHaveCount(0);
    await replyEmail.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'notification-settings');
  },
);
