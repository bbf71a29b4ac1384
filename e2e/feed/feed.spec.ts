import { expect, test, type Page } from '../support/test';
import { newPremiumMember, signInThroughApi } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signedInElsewhere, signIn } from '../support/members';
import { journeyStaff } from '../support/staff';
import { twoTonePng } from '../support/png';
import { saveScreenshot } from '../support/screenshot';
import { onTwoLayouts } from '../support/layouts';

type Copy = ReturnType<typeof copyFor>;

/**
 * The feed's entry in the navigation (the top bar on a desktop, the tab bar on a phone); its name also carries the
 * unread count when there is one. Waiting for it also waits out a language switch redrawing the bar.
 */
async function openFeed(page: Page, copy: Copy) {
  const link = page
    .getByRole('link', { name: new RegExp(`^${copy.common.nav.feed}`) })
    .filter({ visible: true });
  await expect(link.first()).toBeVisible();
  await link.first().click();
  await expect(page).toHaveURL(/\/app\/feed$/);
}

test(
  'karim publishes a post with an image in French; a Premium member reads it in their language, likes and comments',
  onTwoLayouts,
  async ({ browser, request }, testInfo) => {
    test.setTimeout(90_000);
    const copy = copyFor(testInfo);
    const { feed } = copy;
    const language = languageOf(testInfo);
    // Unique per run: the journeys' server keeps every post an earlier run wrote.
    const tag = `${testInfo.project.name} ${Date.now() % 1e6}`;
    const french = {
      title: `Le circuit du dimanche ${tag}`,
      content: 'Trois tours, sans matériel.\nUne minute de repos.',
    };
    const arabic = { title: `تمرين يوم الأحد ${tag}`, content: 'ثلاث جولات بدون معدات.\nدقيقة راحة.' };

    // The ambassador writes in French, with an Arabic translation, the app being in this layout's language.
    const staff = await journeyStaff(request, testInfo);
    const karim = await signedInElsewhere(browser, testInfo, staff.email, staff.password);
    await openFeed(karim, copy);
    await karim.getByRole('link', { name: feed.staff.manage, exact: true }).click();
    // Exactly: the bar's Feed link is also named "New posts: n" while there are some.
    await karim.getByRole('link', { name: feed.manage.new, exact: true }).click();
    await expect(karim).toHaveURL(/\/app\/feed\/new$/);
    await karim.getByLabel(feed.composer.writtenIn).selectOption('fr');
    await karim.getByLabel(feed.composer.title, { exact: true }).fill(french.title);
    await karim.getByLabel(feed.composer.content, { exact: true }).fill(french.content);
    await karim
      .getByRole('tablist', { name: feed.composer.languages })
      .getByRole('tab', { name: /العربية/ })
      .click();
    await karim.getByLabel(feed.composer.titleTranslation).filter({ visible: true }).fill(arabic.title);
    await karim.getByLabel(feed.composer.contentTranslation).filter({ visible: true }).fill(arabic.content);
    await karim.locator('input[type="file"]').setInputFiles({
      name: 'circuit.png',
      mimeType: 'image/png',
      buffer: twoTonePng(320, 200, [40, 160, 120], [240, 200, 80]),
    });
    await expect(
      karim.getByRole('img', { name: feed.images.thumbnail.replace('{{position}}', '1') }),
    ).toBeVisible();
    await expect(karim.getByText(feed.images.uploading.replace('{{position}}', '1'))).toHaveCount(0);
    await saveScreenshot(karim, testInfo, 'feed-composer');
    await karim.getByRole('radio', { name: new RegExp(feed.composer.states.published) }).check();
    await karim.getByRole('button', { name: feed.composer.submit.publish }).click();
    await expect(karim).toHaveURL(/\/app\/feed\/manage$/);
    // Everyone reads the Arabic translation in Arabic, and the French original in English (there is no English).
    const shown = language === 'ar' ? arabic : french;
    await expect(karim.getByText(shown.title).first()).toBeVisible();

    // A Premium member, reading in the project's language, finds it on top of the feed.
    const member = await newPremiumMember(request, language, 'reader');
    const page = await signedInElsewhere(browser, testInfo, member.email, member.password);
    // The navigation says there is something new to read, and stops saying so once the feed is open.
    const unread = new RegExp(copy.common.nav.feedUnread.replace('{{count}}', '\\d+'));
    const feedLink = page
      .getByRole('link', { name: new RegExp(`^${copy.common.nav.feed}`) })
      .filter({ visible: true });
    await expect(feedLink.first()).toHaveAccessibleName(unread);
    // The badge's words ("New posts: 4"), read from the link's text: 0 when it says nothing is new.
    const unreadCount = async () => {
      const said = (await feedLink.first().textContent())?.match(unread)?.[0];
      return said ? Number(said.match(/\d+/)![0]) : 0;
    };
    const before = await unreadCount();
    expect(before).toBeGreaterThan(0);
    await openFeed(page, copy);
    // What was new is read once the feed is open; a post another journey publishes meanwhile is new again, so the
    // badge may come back, but never with as many.
    await expect.poll(unreadCount).toBeLessThan(before);
    const card = page.getByRole('article').filter({ hasText: shown.title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img').first()).toBeVisible();
    await card.getByRole('button', { name: feed.post.like.replace('{{count}}', '0') }).click();
    await expect(
      card.getByRole('button', { name: feed.post.like.replace('{{count}}', '1') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await saveScreenshot(page, testInfo, 'feed');

    await card.getByRole('link', { name: feed.post.comments.replace('{{count}}', '0') }).click();
    await expect(page).toHaveURL(/\/app\/feed\/[0-9a-f-]{36}(#comments)?$/);
    const comment = language === 'ar' ? 'جربته هذا الصباح، رائع! 💪' : 'Tried it this morning, great! 💪';
    await page.getByLabel(feed.comments.label).fill(comment);
    await page.getByRole('button', { name: feed.comments.send, exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: comment })).toBeVisible();

    // Another member joins in. The reader may delete their own comment and report the other's, never the reverse:
    // the answer says which is theirs, without either member's id (issue 36).
    const postId = /\/app\/feed\/([0-9a-f-]{36})/.exec(page.url())![1];
    const other = await newPremiumMember(request, language, 'joiner');
    const otherComment = language === 'ar' ? 'وأنا أيضاً، شكراً!' : 'Same here, thanks!';
    const joined = await request.post(`/api/feed/posts/${postId}/comments`, {
      headers: other.headers,
      data: { body: otherComment },
    });
    expect(joined.status()).toBe(201);
    await page.reload();
    const own = page.getByRole('listitem').filter({ hasText: comment });
    const others = page.getByRole('listitem').filter({ hasText: otherComment });
    await expect(own.getByRole('button', { name: feed.comments.delete, exact: true })).toBeVisible();
    await expect(own.getByRole('button', { name: feed.comments.report, exact: true })).toHaveCount(0);
    await expect(others.getByRole('button', { name: feed.comments.report, exact: true })).toBeVisible();
    await expect(others.getByRole('button', { name: feed.comments.delete, exact: true })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'feed-post');

    // The comment reached the server, under the member's name.
    const comments = await request.get(`/api/feed/posts/${postId}/comments`, { headers: member.headers });
    expect((await comments.json()).data.comments.map((one: { body: string }) => one.body)).toContain(comment);
    await karim.context().close();
    await page.context().close();
  },
);

test(
  'staff hide a reported comment from the moderation queue, with a reason',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { feed } = copy;
    const language = languageOf(testInfo);
    const staff = await journeyStaff(request, testInfo);
    const created = await request.post('/api/admin/feed/posts', {
      headers: staff.headers,
      data: {
        writtenIn: 'en',
        title: { en: `Recovery week ${testInfo.project.name}`, ar: 'أسبوع الاستشفاء' },
        content: { en: 'Lighter sessions, more sleep.' },
        imageKeys: [],
        state: 'published',
      },
    });
    expect(created.status()).toBe(201);
    const postId = (await created.json()).data.id as string;
    const writer = await newPremiumMember(request, language, 'writer');
    const reporter = await newPremiumMember(request, language, 'reporter');
    const spam = `Cheap pills at example.test ${Date.now() % 1e6}`;
    const posted = await request.post(`/api/feed/posts/${postId}/comments`, {
      headers: writer.headers,
      data: { body: spam },
    });
    const commentId = (await posted.json()).data.id as string;
    // The reporter reads it as someone else's.
    const seen = await request.get(`/api/feed/posts/${postId}/comments`, { headers: reporter.headers });
    expect((await seen.json()).data.comments).toMatchObject([{ id: commentId, body: spam, isMine: false }]);
    const reported = await request.post(`/api/feed/comments/${commentId}/reports`, {
      headers: reporter.headers,
      data: { reason: 'Spam' },
    });
    expect(reported.status()).toBe(204);

    await signIn(page, copy, staff.email, staff.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await openFeed(page, copy);
    await page.getByRole('link', { name: feed.staff.moderation }).click();
    await expect(page).toHaveURL(/\/app\/feed\/moderation$/);
    const item = page.getByRole('listitem').filter({ hasText: spam });
    await expect(item).toContainText(feed.moderation.reports.replace('{{count}}', '1'));
    await saveScreenshot(page, testInfo, 'feed-moderation');
    await item.getByRole('button', { name: feed.moderation.actions.hide }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(feed.moderation.dialog.reason).fill('Advertising');
    await dialog.getByRole('button', { name: feed.moderation.actions.hide }).click();
    await expect(page.getByText(feed.moderation.done.hide)).toBeVisible();

    // Members no longer see it.
    const reader = await signInThroughApi(request, reporter.email, reporter.password);
    const after = await request.get(`/api/feed/posts/${postId}/comments`, { headers: reader });
    expect((await after.json()).data.comments).toHaveLength(0);
  },
);

test(
  'staff page back through more drafts than one page holds on the manage screen',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const copy = copyFor(testInfo);
    const { feed } = copy;
    const staff = await journeyStaff(request, testInfo);
    const tag = `${testInfo.project.name} ${Date.now() % 1e6}`;
    // A page holds 50: the first of 51 drafts, the oldest change, is on the second.
    const titles = Array.from({ length: 51 }, (_, index) => `Draft ${index + 1} ${tag}`);
    for (const title of titles) {
      const created = await request.post('/api/admin/feed/posts', {
        headers: staff.headers,
        data: {
          writtenIn: 'en',
          title: { en: title },
          content: { en: 'Not out yet.' },
          imageKeys: [],
          state: 'draft',
        },
      });
      expect(created.status()).toBe(201);
    }

    await signIn(page, copy, staff.email, staff.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await openFeed(page, copy);
    await page.getByRole('link', { name: feed.staff.manage }).click();
    await page
      .getByRole('navigation', { name: feed.manage.filter })
      .getByRole('link', { name: feed.states.draft })
      .click();
    await expect(page).toHaveURL(/\/app\/feed\/manage\?state=draft$/);
    await expect(page.getByText(titles.at(-1)!)).toBeVisible();
    await expect(page.getByText(titles[0]!)).toHaveCount(0);

    await page.getByRole('button', { name: feed.manage.loadMore }).click();
    await expect(page.getByText(titles[0]!)).toBeVisible();
    await expect(page.getByText(titles.at(-1)!)).toBeVisible();
    await saveScreenshot(page, testInfo, 'feed-manage-more');
  },
);
