import { expect, test, type Page } from '../support/test';
import { copyFor } from '../support/copy';
import { chooseFreePlan, expectToast, newEmail, registerThroughScreen } from '../support/members';
import { saveScreenshot } from '../support/screenshot';

type Copy = ReturnType<typeof copyFor>;

async function fillAboutYou(page: Page, copy: Copy, username: string) {
  await expect(page).toHaveURL(/\/app\/profile$/);
  await page.getByLabel(copy.profile.fields.firstname, { exact: true }).fill('Amina');
  await page.getByLabel(copy.profile.fields.lastname, { exact: true }).fill('El Idrissi');
  await page.getByLabel(copy.profile.fields.username, { exact: true }).fill(username);
  await page.getByText(copy.profile.genders.female, { exact: true }).click();
  await page.getByLabel(copy.profile.fields.birthDate).fill('1995-04-12');
}

/** What the server holds on the member, read with the app's own session (the access token lives in memory only). */
async function exportedHealth(page: Page) {
  return page.evaluate(async () => {
    const refreshed = await fetch('/api/identity/refresh', { method: 'POST', credentials: 'same-origin' });
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    const response = await fetch('/api/users/me/export', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await response.json()) as { health: unknown }).health;
  });
}

test('a new member shares health data with consent, then lands on the plans', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const { health } = copy;
  await registerThroughScreen(page, copy, newEmail('healthy'), 'strong-pass-1');
  await expect(page).toHaveURL(/\/app\/profile$/);
  // Back later, on a fresh page load: only what the profile screen loads is there, not the sign-up screen's copy.
  await page.reload();
  await fillAboutYou(page, copy, `healthy${Date.now() % 1e9}`);
  await expect(
    page.getByText(health.steps.progress.replace('{{current}}', '1').replace('{{total}}', '2')),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'health-step-1');
  await page.getByRole('button', { name: copy.profile.complete }).click();

  await expect(page.getByRole('heading', { name: health.step.title })).toBeVisible();
  await expect(
    page.getByText(health.steps.progress.replace('{{current}}', '2').replace('{{total}}', '2')),
  ).toBeVisible();
  const consent = page.getByRole('checkbox', {
    name: health.consent.label.replace('{{appName}}', 'Vitalia'),
  });
  await expect(consent).not.toBeChecked();
  await page.getByLabel(health.fields.height).fill('172');
  await page.getByText(health.diets.vegetarian, { exact: true }).click();

  // Filled in but no consent: nothing is sent, and the step says why.
  await page.getByRole('button', { name: health.step.finish }).click();
  await expect(page.getByText(health.consent.required)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await saveScreenshot(page, testInfo, 'health-step-2-no-consent');

  await consent.check();
  await page.getByRole('button', { name: health.step.finish }).click();
  await expectToast(page, copy, copy.common.alerts.profileUpdated);
  // Guard rule 4: no plan chosen yet.
  await expect(page).toHaveURL(/\/app\/subscription$/);

  expect(await exportedHealth(page)).toMatchObject({
    heightCm: 172,
    weightKg: null,
    dietaryPreferences: ['vegetarian'],
    workoutPreferences: [],
    allergies: [],
  });
});

test('a new member skips the health step and nothing is kept', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const { health } = copy;
  await registerThroughScreen(page, copy, newEmail('skipper'), 'strong-pass-1');
  await fillAboutYou(page, copy, `skipper${Date.now() % 1e9}`);
  await page.getByRole('button', { name: copy.profile.complete }).click();

  await page.getByLabel(health.fields.weight).fill('70');
  await page.getByText(health.allergens.peanuts, { exact: true }).click();
  await saveScreenshot(page, testInfo, 'health-step-2');
  await page.getByRole('button', { name: health.step.skip }).click();
  await expect(page).toHaveURL(/\/app\/subscription$/);

  expect(await exportedHealth(page)).toBeNull();
});

test('a member with a plan edits the health data, then withdraws consent', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const { health } = copy;
  await registerThroughScreen(page, copy, newEmail('editor'), 'strong-pass-1');
  await fillAboutYou(page, copy, `editor${Date.now() % 1e9}`);
  await page.getByRole('button', { name: copy.profile.complete }).click();
  await page.getByLabel(health.fields.height).fill('172');
  await page.getByText(health.diets.vegetarian, { exact: true }).click();
  await page.getByRole('checkbox', { name: health.consent.label.replace('{{appName}}', 'Vitalia') }).check();
  await page.getByRole('button', { name: health.step.finish }).click();
  await chooseFreePlan(page, copy);
  await page.goto('/app/profile');
  const card = page.getByRole('region', { name: health.card.title });
  await expect(card.getByText(health.diets.vegetarian)).toBeVisible();
  await expect(card.getByText(/172/)).toBeVisible();
  await expect(card.getByText(health.card.consentedOn.split('{{date}}')[0]!.trim())).toBeVisible();
  await saveScreenshot(page, testInfo, 'health-card');

  await card.getByRole('button', { name: health.card.edit }).click();
  const consent = card.getByRole('checkbox', {
    name: health.consent.label.replace('{{appName}}', 'Vitalia'),
  });
  await expect(consent).not.toBeChecked();
  await card.getByLabel(health.fields.weight).fill('64.5');
  await consent.check();
  await saveScreenshot(page, testInfo, 'health-card-edit');
  await card.getByRole('button', { name: health.card.save }).click();
  await expectToast(page, copy, health.card.saved);
  await expect(card.getByText(/64[.,]5/)).toBeVisible();

  await card.getByRole('button', { name: health.withdraw.submit }).click();
  const confirm = page.getByRole('alertdialog', { name: health.withdraw.confirmTitle });
  await expect(confirm).toContainText(health.withdraw.confirmMessage);
  await saveScreenshot(page, testInfo, 'health-withdraw-confirm');
  await confirm.getByRole('button', { name: health.withdraw.confirm }).click();
  await expectToast(page, copy, health.withdraw.done);
  await expect(card.getByText(health.card.empty)).toBeVisible();
  await saveScreenshot(page, testInfo, 'health-card-empty');
  expect(await exportedHealth(page)).toBeNull();
});
