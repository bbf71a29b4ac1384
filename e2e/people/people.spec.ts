import { expect, test, type Page } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { openFromNavigation, signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff } from '../support/staff';
import { onTwoLayouts } from '../support/layouts';

type Copy = ReturnType<typeof copyFor>;

const intlLocales = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' } as const;

/** "Joined in March 2026", as the card words this month in the layout's language. */
function joinedThisMonth(copy: Copy, language: keyof typeof intlLocales) {
  const month = new Intl.DateTimeFormat(intlLocales[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  return copy.common.people.joined.replace('{{month}}', month);
}

async function openFeed(page: Page, copy: Copy) {
  const link = page
    .getByRole('link', { name: new RegExp(`^${copy.common.nav.feed}`) })
    .filter({ visible: true });
  await link.first().click();
  await expect(page).toHaveURL(/\/app\/feed$/);
}

test(
  'a member opens cards from the leaderboard and from karim’s byline: name, picture or initials, badge, joined',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const copy = copyFor(testInfo);
    const language = languageOf(testInfo);
    // In Arabic she writes her name in Arabic: "نادية ب." must read right to left, beside Latin names isolated.
    const names =
      language === 'ar'
        ? { firstname: 'نادية', lastname: 'بناني' }
        : { firstname: 'Nadia', lastname: 'Bennani' };
    const shownName = language === 'ar' ? 'نادية ب.' : 'Nadia B.';
    const member = await newPremiumMember(request, language, 'people');
    const named = await request.put('/api/users/me/profile', { headers: member.headers, data: names });
    expect(named.ok()).toBe(true);
    expect((await request.post('/api/games/streak/check-in', { headers: member.headers })).ok()).toBe(true);

    // Karim publishes a post: his byline wears the ambassador's badge.
    const staff = await journeyStaff(request, testInfo);
    const title = `${copy.common.people.badges.ambassador} ${testInfo.project.name} ${Date.now() % 1e6}`;
    const published = await request.post('/api/admin/feed/posts', {
      headers: staff.headers,
      data: {
        writtenIn: language,
        title: { [language]: title },
        content: { [language]: language === 'ar' ? 'ثلاث جولات بدون معدات.' : 'Three rounds, no equipment.' },
        imageKeys: [],
        state: 'published',
      },
    });
    expect(published.ok()).toBe(true);

    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    await openFromNavigation(page, copy, copy.common.nav.community);
    await page.getByRole('link', { name: copy.community.games.title }).click();
    await page.getByRole('tab', { name: copy.games.sections.leaderboard }).click();
    const mine = page.locator('[aria-current="true"]').filter({ visible: true }).first();
    await expect(mine).toContainText(shownName);
    await saveScreenshot(page, testInfo, 'people-leaderboard');

    await mine.getByRole('button', { name: new RegExp(shownName.replace('.', '\\.')) }).click();
    const card = page.getByRole('dialog', { name: shownName });
    await expect(card).toBeVisible();
    await expect(card.getByText(joinedThisMonth(copy, language))).toBeVisible();
    await expect(card.getByText(copy.common.people.streak_one)).toBeVisible();
    await saveScreenshot(page, testInfo, 'people-card');
    await card.getByRole('button', { name: copy.common.people.close }).click();
    await expect(card).toBeHidden();

    await openFeed(page, copy);
    const post = page.getByRole('article', { name: title });
    const byline = post.getByRole('button', { name: /Karim B\./ });
    await expect(byline).toContainText(copy.common.people.badges.ambassador);
    await saveScreenshot(page, testInfo, 'people-feed-byline');
    await byline.click();
    const karimCard = page.getByRole('dialog', { name: 'Karim B.' });
    await expect(karimCard.getByText(copy.common.people.badges.ambassador)).toBeVisible();
    await expect(karimCard.getByText(joinedThisMonth(copy, language))).toBeVisible();
    await saveScreenshot(page, testInfo, 'people-feed-card');
    await karimCard.getByRole('button', { name: copy.common.people.close }).click();

    // She chooses to appear by her username: the choice is saved as it is made.
    await page.goto('/app/profile');
    const choices = page.getByRole('region', { name: copy.profile.card.title });
    await choices.getByRole('radio', { name: new RegExp(copy.profile.card.names.username) }).check();
    await expect(choices.getByText(copy.profile.card.saved)).toBeVisible();
    await choices.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'people-card-choices');
  },
);
