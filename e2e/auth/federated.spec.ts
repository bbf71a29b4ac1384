import { expect, test, type Page } from '../support/test';
import { copyFor } from '../support/copy';
import { afterFullPageLoad, newEmail, registerThroughScreen } from '../support/members';
import { saveScreenshot } from '../support/screenshot';

type Copy = ReturnType<typeof copyFor>;

/**
 * The stand-in provider (apps/api/src/test/oidc-stand-in.ts) serves both Google and Apple from another site
 * (localhost) than the app (127.0.0.1). Its login page takes any password; the login is the person's email.
 */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const continueWith = (copy: Copy, provider: string) =>
  copy.auth.federated.continueWith.replace('{{provider}}', provider);

test('a new member signs in with Google and finds their name already on the profile', async ({
  page,
}, testInfo) => {
  const copy = copyFor(testInfo);
  await page.goto('/login');
  const google = page.getByRole('button', { name: continueWith(copy, 'Google') });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: continueWith(copy, 'Apple') })).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-with-providers');

  await google.click();
  await signInAtProvider(page, newEmail('nadia.benali'));

  await expect(page).toHaveURL(/\/app\/profile$/, afterFullPageLoad);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.profile.completeTitle);
  await expect(page.getByLabel(copy.profile.fields.firstname, { exact: true })).toHaveValue('Nadia');
  await expect(page.getByLabel(copy.profile.fields.lastname, { exact: true })).toHaveValue('Benali');
  await saveScreenshot(page, testInfo, 'profile-after-google');
});

test('a new member signs in with Apple through its form post, from another site', async ({
  page,
}, testInfo) => {
  const copy = copyFor(testInfo);
  await page.goto('/register');
  await page.getByRole('button', { name: continueWith(copy, 'Apple') }).click();
  await signInAtProvider(page, newEmail('relay'));

  await expect(page).toHaveURL(/\/app\/profile$/, afterFullPageLoad);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.profile.completeTitle);
  // Apple sends no name after the first sign-in, and the stand-in sends none: the member types it.
  await expect(page.getByLabel(copy.profile.fields.firstname, { exact: true })).toHaveValue('');
});

test('an unverified provider email never reaches an existing account', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const email = newEmail('unverified.owner');
  await registerThroughScreen(page, copy, email, 'strong-pass-1');
  await expect(page).toHaveURL(/\/app\/profile$/);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('userSession'));

  await page.goto('/login');
  await page.getByRole('button', { name: continueWith(copy, 'Google') }).click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/\/login$/, afterFullPageLoad);
  const alert = page.getByRole('alertdialog', { name: copy.common.alert.errorTitle });
  await expect(alert).toContainText(copy.errors['7105']);
  await saveScreenshot(page, testInfo, 'provider-email-unverified');
});
