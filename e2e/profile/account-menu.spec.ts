import { expect, test, type Page } from '../support/test';
import { copyFor } from '../support/copy';
import { chooseFreePlan, completeProfile, newEmail, registerThroughScreen } from '../support/members';
import { saveScreenshot } from '../support/screenshot';

/** Opens the menu behind the member's picture and answers its panel. */
async function openAccountMenu(page: Page, name: string) {
  const account = page.getByRole('button', { name });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
}

test('a member finds the profile, settings and the way out behind their picture', async ({
  page,
}, testInfo) => {
  const copy = copyFor(testInfo);
  const { nav } = copy.common;
  await registerThroughScreen(page, copy, newEmail('menu'), 'strong-pass-1');
  await completeProfile(page, copy, `menu${Date.now() % 1e9}`);
  await chooseFreePlan(page, copy);

  let menu = await openAccountMenu(page, nav.account);
  await expect(menu.getByText('Amina El Idrissi')).toBeVisible();
  await saveScreenshot(page, testInfo, 'account-menu');
  await menu.getByRole('link', { name: nav.profile }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.profile.title);
  await expect(menu).toBeHidden();

  menu = await openAccountMenu(page, nav.account);
  await menu.getByRole('link', { name: nav.settings }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('region', { name: copy.settings.password.title })).toBeVisible();

  menu = await openAccountMenu(page, nav.account);
  await menu.getByRole('button', { name: copy.common.actions.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
});
