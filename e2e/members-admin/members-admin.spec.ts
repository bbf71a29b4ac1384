import { expect, test } from '../support/test';
import { newFreeMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { openFromNavigation, signedInElsewhere, signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff } from '../support/staff';
import { onTwoLayouts } from '../support/layouts';

/** The text nodes of an element that the browser laid out on more than one line. */
function partsSplitAcrossLines(element: Element) {
  return Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .filter((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
    })
    .map((node) => node.textContent);
}

test(
  'an admin finds a new member, offers a month of Premium, and the member has Premium at once',
  onTwoLayouts,
  async ({ page, browser, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const words = copy.membersAdmin;
    const member = await newFreeMember(request, languageOf(testInfo), 'comp');
    const admin = await journeyStaff(request, testInfo, 'admin');

    await signIn(page, copy, admin.email, admin.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await openFromNavigation(page, copy, copy.common.nav.members);
    await expect(page).toHaveURL(/\/app\/admin\/members/);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();

    // The search is kept in the address and answers as one types.
    await page.getByRole('searchbox', { name: words.filters.search }).fill(member.email);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(member.email).replace(/\./g, '\\.')}`));
    const found = page.getByRole('link', { name: 'Nadia Bennani' });
    await expect(found).toHaveCount(1);
    // The address reads left to right and, where it must wrap (an Arabic phone), wraps after "@" or before a dot,
    // never inside a word: each of those parts stays on one line.
    const email = page.getByText(member.email, { exact: true });
    await expect(email).toHaveAttribute('dir', 'ltr');
    expect(await email.evaluate(partsSplitAcrossLines)).toEqual([]);
    await saveScreenshot(page, testInfo, 'members');
    await found.click();

    await expect(page).toHaveURL(/\/app\/admin\/members\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nadia Bennani' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'member');
    await page.getByRole('button', { name: words.actions.premium.grant }).click();
    // Names are isolated in the sentence (Unicode FSI…PDI), so an Arabic title keeps a Latin name whole.
    const dialog = page.getByRole('dialog', { name: /Nadia Bennani/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(words.grant.days).fill('30');
    await saveScreenshot(page, testInfo, 'member-grant-premium');
    await dialog.getByRole('button', { name: words.grant.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Nadia Bennani' })).toBeVisible();
    await expect(page.getByRole('button', { name: words.actions.premium.extend })).toBeVisible();
    // At once, with no reload: the grant runs, and the member is on Premium until it ends.
    const subscription = page.getByRole('region', { name: words.subscription.title, exact: true });
    await expect(subscription.getByText(words.complimentary.states.running, { exact: true })).toBeVisible();
    await expect(subscription.getByText(words.complimentary.states.upcoming, { exact: true })).toBeHidden();
    await expect(
      subscription.getByText(words.subscription.offeredUntil.split('{{date}}')[0]!.trim()),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'member-granted');

    // The member, signed in elsewhere, sees Premium on the next screen they open: the feed opens for them.
    const memberPage = await signedInElsewhere(browser, testInfo, member.email, member.password);
    await expect(memberPage.getByTestId('subscription-status')).toHaveText(copy.app.dashboard.active);
    await expect(memberPage.getByTestId('subscription-plan')).toHaveText(copy.app.dashboard.tier.premium);
    const offered = copy.app.dashboard.complimentaryUntil.split('{{date}}')[0]!.trim();
    await expect(memberPage.getByText(offered)).toBeVisible();
    await saveScreenshot(memberPage, testInfo, 'dashboard-complimentary');
    await memberPage.goto('/app/feed');
    await expect(memberPage.getByRole('heading', { level: 1, name: copy.feed.title })).toBeVisible();
    await memberPage.context().close();

    // The grant is on the record: the member's audit entries name who offered it.
    await page.getByRole('link', { name: words.member.auditLink }).click();
    await expect(page).toHaveURL(/\/app\/admin\/audit\?targetId=/);
    // The entry names who offered it (the staff filter lists the same name among its hidden options).
    await expect(
      page
        .getByRole('link', { name: `admin_${testInfo.project.name.replace('-', '_')}`, exact: true })
        .first(),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'audit-log');
  },
);
