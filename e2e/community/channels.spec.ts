import { expect, test, type Page } from '../support/test';
import { adminHeaders, newFreeMember, newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { openChannel } from '../support/community';
import { openFromNavigation, signedInElsewhere, signIn } from '../support/members';
import { journeyStaff } from '../support/staff';
import { saveScreenshot } from '../support/screenshot';
import { onTwoLayouts } from '../support/layouts';

const morningRuns = {
  writtenIn: 'fr' as const,
  name: { fr: 'Sorties du matin', en: 'Morning runs', ar: 'جري الصباح' },
  description: { fr: 'Partagez vos parcours', en: 'Share your routes', ar: 'شارك مساراتك' },
};

const messageList = (page: Page, copy: ReturnType<typeof copyFor>) =>
  page.getByRole('list', { name: copy.community.channel.messages });

test(
  'two members talk live in a channel, and one who went offline gets what it missed',
  onTwoLayouts,
  async ({ browser, request }, testInfo) => {
    // Two members, each in a browser of their own.
    test.setTimeout(90_000);
    const copy = copyFor(testInfo);
    const { community } = copy;
    const language = languageOf(testInfo);
    const channel = await openChannel(request, testInfo, morningRuns);
    const channelName = channel.nameTexts.texts[language]!;
    const amina = await newPremiumMember(request, language, 'amina');
    const yusuf = await newPremiumMember(request, language, 'yusuf');
    // Yusuf joined earlier; Amina finds the channel on the screen.
    await request.put(`/api/community/channels/${channel.id}/membership`, { headers: yusuf.headers });

    const aminaPage = await signedInElsewhere(browser, testInfo, amina.email, amina.password);
    const yusufPage = await signedInElsewhere(browser, testInfo, yusuf.email, yusuf.password);

    await openFromNavigation(aminaPage, copy, copy.common.nav.community);
    await expect(aminaPage).toHaveURL(/\/app\/community$/);
    await aminaPage
      .getByRole('button', { name: community.channels.joinNamed.replace('{{name}}', channelName) })
      .click();
    await aminaPage.getByRole('link', { name: channelName }).click();
    await expect(
      aminaPage.getByRole('status').filter({ hasText: community.channel.status.live }),
    ).toBeVisible();

    await yusufPage.goto(`/app/community/${channel.id}`);
    await expect(
      yusufPage.getByRole('status').filter({ hasText: community.channel.status.live }),
    ).toBeVisible();

    const composer = (page: Page) => page.getByLabel(community.composer.label, { exact: true });
    const hello = language === 'ar' ? 'من يجري غدًا في السابعة؟' : 'Who runs tomorrow at 7?';
    await composer(aminaPage).fill(hello);
    await composer(aminaPage).press('Enter');
    // Yusuf sees it without reloading.
    await expect(messageList(yusufPage, copy).getByText(hello)).toBeVisible({ timeout: 5000 });

    const answer = language === 'ar' ? 'أنا! سألتقيك عند الحديقة 🏃' : 'Me! See you at the park 🏃';
    await composer(yusufPage).fill(answer);
    await yusufPage.getByRole('button', { name: community.composer.send }).click();
    await expect(messageList(aminaPage, copy).getByText(answer)).toBeVisible({ timeout: 5000 });

    // Amina reacts; Yusuf sees the reaction arrive.
    const helloMessage = messageList(aminaPage, copy).locator('li').filter({ hasText: hello }).first();
    await helloMessage.getByRole('button', { name: community.message.react, exact: true }).click();
    await aminaPage
      .getByRole('button', {
        name: community.message.reactWith.replace('{{name}}', community.message.reactions.fire),
      })
      .click();
    const fireCount = community.message.reactionCount
      .replace('{{name}}', community.message.reactions.fire)
      .replace('{{count}}', '1');
    await expect(yusufPage.getByRole('button', { name: fireCount })).toBeVisible({ timeout: 5000 });
    await saveScreenshot(yusufPage, testInfo, 'community-channel');

    // Yusuf loses the network; Amina keeps talking; back online, Yusuf gets both, in order, without reloading.
    await yusufPage.context().setOffline(true);
    await expect(
      yusufPage.getByRole('status').filter({ hasText: community.channel.status.reconnecting }),
    ).toBeVisible({
      timeout: 10_000,
    });
    for (const text of ['First while you were away', 'Second while you were away']) {
      await composer(aminaPage).fill(text);
      await composer(aminaPage).press('Enter');
      await expect(messageList(aminaPage, copy).getByText(text)).toBeVisible();
    }
    await yusufPage.context().setOffline(false);
    await expect(
      yusufPage.getByRole('status').filter({ hasText: community.channel.status.live }),
    ).toBeVisible({
      timeout: 20_000,
    });
    const missed = messageList(yusufPage, copy).getByText(/while you were away/);
    await expect(missed).toHaveText(['First while you were away', 'Second while you were away']);

    await aminaPage.goto('/app/community');
    await expect(aminaPage.getByRole('link', { name: channelName })).toBeVisible();
    await saveScreenshot(aminaPage, testInfo, 'community-channels');
    await aminaPage.context().close();
    await yusufPage.context().close();
  },
);

test(
  'staff keep a message the filter held, from the moderation queue',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { community } = copy;
    const language = languageOf(testInfo);
    const channel = await openChannel(request, testInfo, morningRuns);
    const member = await newPremiumMember(request, language, 'held');
    await request.put(`/api/community/channels/${channel.id}/membership`, { headers: member.headers });
    const posted = await request.post(`/api/community/channels/${channel.id}/messages`, {
      headers: member.headers,
      data: { body: `Quelle merde, ce vent ${testInfo.project.name}` },
    });
    expect((await posted.json()).data.status).toBe('held');

    const staff = await journeyStaff(request, testInfo);
    await signIn(page, copy, staff.email, staff.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await openFromNavigation(page, copy, copy.common.nav.community);
    await page.getByRole('link', { name: community.moderation.link }).click();
    await expect(page).toHaveURL(/\/app\/community\/moderation$/);
    const item = page.getByRole('listitem').filter({ hasText: `ce vent ${testInfo.project.name}` });
    await expect(item).toContainText(community.moderation.filtered);
    await saveScreenshot(page, testInfo, 'community-moderation');
    await item.getByLabel(community.moderation.reason).fill('Quoting the weather');
    await item.getByRole('button', { name: community.moderation.approve }).click();
    await expect(item).toBeHidden();
    const history = await request.get(`/api/community/channels/${channel.id}/messages`, {
      headers: member.headers,
    });
    expect((await history.json()).data.messages[0].status).toBe('visible');
  },
);

test(
  'a member whose complimentary Premium staff take back is invited to upgrade, on the open channel, without reloading',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { community } = copy;
    const channel = await openChannel(request, testInfo, morningRuns);
    const member = await newFreeMember(request, languageOf(testInfo), 'gifted');
    const memberId = (await (await request.get('/api/users/me', { headers: member.headers })).json()).data.id;
    const staff = await adminHeaders(request);
    const complimentary = `/api/admin/members/${memberId}/complimentary`;
    expect((await request.post(complimentary, { headers: staff, data: { days: 30 } })).status()).toBe(201);
    await request.put(`/api/community/channels/${channel.id}/membership`, { headers: member.headers });

    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto(`/app/community/${channel.id}`);
    await expect(page.getByRole('status').filter({ hasText: community.channel.status.live })).toBeVisible();

    // Staff end the gift: the open stream is closed by the server, and the screen follows at once.
    expect((await request.delete(complimentary, { headers: staff })).status()).toBe(204);
    await expect(page.getByRole('heading', { name: community.upgrade.title })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(new RegExp(`/app/community/${channel.id}$`));
    await saveScreenshot(page, testInfo, 'community-premium-taken-back');
  },
);
