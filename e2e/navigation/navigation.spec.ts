import { expect, test, type Locator, type Page } from '../support/test';
import { newFreeMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { newEmail, registerThroughScreen, signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onLayouts } from '../support/layouts';

/**
 * Decision 048. French desktop is shown at a phone's width here: French has the longest words of the three, and no
 * layout is a French phone otherwise.
 */
const asFrenchPhone = async (page: Page, projectName: string) => {
  if (projectName === 'fr-desktop') await page.setViewportSize({ width: 360, height: 780 });
};

/** The bar on screen: the wide top bar, or the phone's tab bar. */
const visibleBar = (page: Page, name: string) =>
  page.getByRole('navigation', { name, exact: true }).filter({ visible: true });

/** Labels the phone's bar cuts or lets stick out of their slot: none, in any language. */
const cutLabels = (bar: Locator) =>
  bar.evaluate((nav) =>
    Array.from(nav.querySelectorAll<HTMLElement>('a > span:first-of-type, button > span')).flatMap(
      (label) => {
        const slot = label.parentElement!.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        const isCut =
          label.scrollWidth > label.clientWidth + 1 || box.left < slot.left - 1 || box.right > slot.right + 1;
        return isCut ? [label.textContent] : [];
      },
    ),
  );

/** How many lines a button's words take (its icon aside): one, when nothing wraps. */
const lineCount = (button: Locator) =>
  button.evaluate((element) => {
    const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

test(
  'a member has the coach and Karim’s AI in the bar, on a phone and a wide screen, every label whole',
  onLayouts('en-desktop', 'fr-desktop', 'ar-phone'),
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { nav } = copy.common;
    await asFrenchPhone(page, testInfo.project.name);
    const member = await newFreeMember(request, languageOf(testInfo), 'nav');
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    const bar = visibleBar(page, nav.main);
    const isPhone = (page.viewportSize()?.width ?? 0) < 1024;
    if (isPhone) {
      // Home, the feed, Premium's two headline features, then More for the rest.
      await expect(bar.getByRole('link')).toHaveText([nav.dashboard, nav.feed, nav.coach, nav.persona]);
      await expect(bar.getByRole('button', { name: nav.more })).toBeVisible();
      expect(await cutLabels(bar)).toEqual([]);
    } else {
      for (const name of [nav.dashboard, nav.feed, nav.coach, nav.persona]) {
        await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // The top bar holds what fits beside the language switcher, and nothing sticks out of the header.
      const header = page.getByRole('banner').locator(':scope > div');
      expect(await header.evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);
    }
    await saveScreenshot(page, testInfo, 'nav');

    await bar.getByRole('link', { name: nav.coach, exact: true }).click();
    await expect(page).toHaveURL(/\/app\/coach$/);
    await bar.getByRole('link', { name: nav.persona, exact: true }).click();
    await expect(page).toHaveURL(/\/app\/persona$/);

    // The account menu: "Sign out" on one line, beside the member's name and email.
    const account = page.getByRole('button', { name: nav.account });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    const signOut = menu.getByRole('button', { name: copy.common.actions.signOut });
    await expect(signOut).toBeVisible();
    expect(await lineCount(signOut)).toBe(1);
    await saveScreenshot(page, testInfo, 'account-menu');
  },
);

test(
  'a new member completing the profile on a French phone has the way out in a header that keeps to one row',
  onLayouts('fr-desktop'),
  async ({ page }, testInfo) => {
    const copy = copyFor(testInfo);
    await asFrenchPhone(page, testInfo.project.name);
    await registerThroughScreen(page, copy, newEmail('header'), 'strong-pass-1');
    await expect(page).toHaveURL(/\/app\/profile$/);
    // Its icon on a phone, named for screen readers: beside the logo and the language switcher the words would wrap.
    const signOut = page.getByRole('banner').getByRole('button', { name: copy.common.actions.signOut });
    await expect(signOut).toBeVisible();
    expect(await lineCount(signOut)).toBe(1);
    expect(
      await page
        .getByRole('banner')
        .locator(':scope > div')
        .evaluate((row) => row.scrollWidth <= row.clientWidth),
    ).toBe(true);
    await saveScreenshot(page, testInfo, 'profile-header');
  },
);
