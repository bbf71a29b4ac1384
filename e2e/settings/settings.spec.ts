import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { copyFor } from '../support/copy';
import {
  chooseFreePlan,
  completeProfile,
  expectToast,
  newEmail,
  registerThroughScreen,
} from '../support/members';
import { saveScreenshot } from '../support/screenshot';

type Copy = ReturnType<typeof copyFor>;

async function newMemberOnSettings(page: Page, copy: Copy, email: string) {
  await registerThroughScreen(page, copy, email, 'strong-pass-1');
  await completeProfile(page, copy, `set${Date.now() % 1e9}`);
  await chooseFreePlan(page, copy);
  await page.goto('/app/settings');
  await expect(page.getByRole('region', { name: copy.settings.password.title })).toBeVisible();
}

test('a member changes the password and exports the data', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const email = newEmail('settings.owner');
  await newMemberOnSettings(page, copy, email);
  await saveScreenshot(page, testInfo, 'settings');

  const password = page.getByRole('region', { name: copy.settings.password.title });
  await password.getByLabel(copy.settings.password.current).fill('strong-pass-1');
  await password.getByLabel(copy.settings.password.new).fill('stronger-pass-2');
  await password.getByRole('button', { name: copy.settings.password.submit }).click();
  await expectToast(page, copy, copy.settings.password.changed);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: copy.settings.export.submit }).click(),
  ]);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; firstname: string };
  };
  expect(exported.profile).toMatchObject({ email, firstname: 'Amina' });
});

test('a member connects Google from settings', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const email = newEmail('settings.linker');
  await newMemberOnSettings(page, copy, email);

  // The stand-in provider vouches for this address, so Google connects to this very account.
  await page
    .getByRole('button', {
      name: copy.settings.signInMethods.connectProvider.replace('{{provider}}', 'Google'),
    })
    .click();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expectToast(page, copy, copy.settings.signInMethods.connectedAlert.replace('{{provider}}', 'Google'));
  const methods = page.getByRole('region', { name: copy.settings.signInMethods.title });
  await expect(methods.getByText(copy.settings.signInMethods.connected)).toBeVisible();
  await saveScreenshot(page, testInfo, 'settings-google-connected');
});

test('a member asks to delete the account and is signed out', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await newMemberOnSettings(page, copy, newEmail('settings.leaver'));

  await page.getByRole('button', { name: copy.settings.delete.submit }).click();
  const confirm = page.getByRole('alertdialog', { name: copy.settings.delete.confirmTitle });
  await expect(confirm).toContainText(copy.settings.delete.confirmMessage);
  await saveScreenshot(page, testInfo, 'settings-delete-confirm');
  await confirm.getByRole('button', { name: copy.settings.delete.confirm }).click();

  await expect(page.getByRole('alertdialog', { name: copy.settings.delete.scheduledTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
