import { expect, test } from '../support/test';
import { adminHeaders, newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { onTwoLayouts } from '../support/layouts';
import { openFromNavigation, signedInElsewhere, signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff } from '../support/staff';

/** The brand's starter channels as migration 0025 names them, in the order the list shows them. */
const starterNames = {
  en: ['Introductions', 'Training', 'Nutrition'],
  fr: ['Présentations', 'Entraînement', 'Nutrition'],
  ar: ['تعارف', 'التدريب', 'التغذية'],
} as const;

test(
  'a new member finds the starter channels, is invited to say hello, and introduces themselves',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { community } = copy;
    const language = languageOf(testInfo);
    const member = await newPremiumMember(request, language, 'newcomer');

    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await openFromNavigation(page, copy, copy.common.nav.community);
    for (const name of starterNames[language]) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const invitation = page.getByRole('region', { name: community.introduction.title });
    await expect(invitation).toBeVisible();
    await saveScreenshot(page, testInfo, 'community-invitation');

    // One tap: the channel is joined and open, the message box ready for the first words.
    await invitation.getByRole('button', { name: community.introduction.action }).click();
    await expect(page.getByRole('heading', { level: 1, name: starterNames[language][0] })).toBeVisible();
    const composer = page.getByLabel(community.composer.label, { exact: true });
    await expect(composer).toBeFocused();
    await expect(composer).toHaveAttribute('placeholder', community.introduction.placeholder);
    const hello =
      language === 'ar'
        ? `مرحبًا، أنا نادية وأتدرّب لأول سباق ١٠ كم ${Date.now() % 1e6}`
        : `Hi, I am Nadia, training for my first 10 km ${Date.now() % 1e6}`;
    await composer.fill(hello);
    await composer.press('Enter');
    const messages = page.getByRole('list', { name: community.channel.messages });
    await expect(messages.getByText(hello)).toBeVisible();
    await saveScreenshot(page, testInfo, 'community-introduction');

    // Said once: the invitation is gone from the channel list.
    await openFromNavigation(page, copy, copy.common.nav.community);
    await expect(page.getByRole('link', { name: starterNames[language][0], exact: true })).toBeVisible();
    await expect(invitation).toBeHidden();
  },
);

test(
  'a member reports a message with a reason, and staff read the reason and keep the message',
  onTwoLayouts,
  async ({ browser, page, request }, testInfo) => {
    test.setTimeout(60_000);
    const copy = copyFor(testInfo);
    const { community } = copy;
    const language = languageOf(testInfo);
    const tag = `${testInfo.project.name} ${Date.now() % 1e6}`;
    const opened = await request.post('/api/admin/community/channels', {
      headers: await adminHeaders(request),
      data: {
        writtenIn: 'en',
        name: { en: `Trail runs ${tag}`, fr: `Trails ${tag}`, ar: `جري المسارات ${tag}` },
        description: { en: 'Routes off the road', fr: 'Hors des routes', ar: 'مسارات بعيدًا عن الطرق' },
        mode: 'open',
      },
    });
    expect(opened.status()).toBe(201);
    const channelId = ((await opened.json()) as { data: { id: string } }).data.id;
    const author = await newPremiumMember(request, language, 'author');
    const reporter = await newPremiumMember(request, language, 'reporter');
    for (const { headers } of [author, reporter])
      await request.put(`/api/community/channels/${channelId}/membership`, { headers });
    const spam = `Cheap protein at shakes.example ${tag}`;
    const posted = await request.post(`/api/community/channels/${channelId}/messages`, {
      headers: author.headers,
      data: { body: spam },
    });
    expect(posted.status()).toBe(201);

    await signIn(page, copy, reporter.email, reporter.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto(`/app/community/${channelId}`);
    const message = page
      .getByRole('list', { name: community.channel.messages })
      .getByRole('listitem')
      .filter({ hasText: spam });
    await message.getByRole('button', { name: community.message.report }).click();
    const dialog = page.getByRole('dialog', { name: community.report.title });
    // No reason, no report: the dialog says what it needs.
    await dialog.getByRole('button', { name: community.report.submit }).click();
    await expect(dialog.getByText(community['7613'])).toBeVisible();
    const reason =
      language === 'ar' ? 'إعلان لمتجر، وليس عن الجري' : 'An advert for a shop, not about running';
    await dialog.getByLabel(community.report.reason).fill(reason);
    await saveScreenshot(page, testInfo, 'community-report');
    await dialog.getByRole('button', { name: community.report.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(message.getByText(community.message.reported)).toBeVisible();

    const staff = await journeyStaff(request, testInfo);
    const staffPage = await signedInElsewhere(browser, testInfo, staff.email, staff.password);
    await staffPage.goto('/app/community/moderation');
    const item = staffPage.getByRole('listitem').filter({ hasText: spam });
    await expect(item.getByRole('list', { name: community.moderation.reportReasons })).toContainText(reason);
    await expect(item.getByRole('button', { name: community.moderation.approve })).toBeVisible();
    await saveScreenshot(staffPage, testInfo, 'community-moderation-reasons');
    await item.getByRole('button', { name: community.moderation.approve }).click();
    await expect(item).toBeHidden();
    await staffPage.context().close();
  },
);
