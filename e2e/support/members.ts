import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { copyFor, languageOf } from './copy';

type Copy = ReturnType<typeof copyFor>;

let counter = 0;
export const newEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${process.pid}.${(counter += 1)}@example.com`;

/** The demo accounts `demo:seed` creates before the journeys' server starts (README). */
/**
 * For an expectation that waits out a full page load and the session's start (refresh, profile, and the screen's own
 * calls): the way back from a provider or from the checkout. Beside the suite's other work on two cores that takes
 * more than the default 5 s now and then, and a retry is no answer.
 */
export const afterFullPageLoad = { timeout: 15_000 };

export const demoAdmin = { email: 'admin@vitalia.example', password: 'vitalia-demo' };

export async function signIn(page: Page, copy: Copy, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(copy.auth.fields.email).fill(email);
  await page.getByLabel(copy.auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: copy.auth.login.submit }).click();
}

/**
 * The demo admin, signed in on the dashboard and reading the journey's language. The demo accounts read French; the
 * language is chosen in the app, as the admin would, and stays in-app: a reload would read the demo admin's stored
 * language, which journeys in other languages also set.
 */
export async function signInAsDemoAdmin(page: Page, testInfo: TestInfo) {
  await signIn(page, copyFor(testInfo), demoAdmin.email, demoAdmin.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('combobox').filter({ visible: true }).selectOption(languageOf(testInfo));
  await expect(page.locator('html')).toHaveAttribute('lang', languageOf(testInfo));
}

/**
 * Another person on the test's layout, signed in in a browser of their own (the project's locale, screen and touch),
 * on their dashboard. `page.context().close()` ends it.
 */
export async function signedInElsewhere(
  browser: Browser,
  testInfo: TestInfo,
  email: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use });
  const page = await context.newPage();
  await signIn(page, copyFor(testInfo), email, password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return page;
}

/** Registers through the sign-up screen, as a new member would. */
export async function registerThroughScreen(
  page: Page,
  copy: { auth: { fields: Record<string, string>; register: { submit: string } } },
  email: string,
  password: string,
) {
  await page.goto('/register');
  await page.getByLabel(copy.auth.fields.email!).fill(email);
  await page.getByLabel(copy.auth.fields.password!, { exact: true }).fill(password);
  await page.getByLabel(copy.auth.fields.confirmPassword!).fill(password);
  await page.getByRole('button', { name: copy.auth.register.submit }).click();
}

/** Step 1 of the profile completion, filled and continued; the optional health step is skipped. */
export async function submitProfile(page: Page, copy: Copy, username: string) {
  await fillProfileStep(page, copy, username);
  await page.getByRole('button', { name: copy.health.step.skip }).click();
}

/** Step 1 of the profile completion, filled and continued to the health step: nothing is saved yet. */
export async function fillProfileStep(page: Page, copy: Copy, username: string) {
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.profile.completeTitle);
  await page.getByLabel(copy.profile.fields.firstname, { exact: true }).fill('Amina');
  await page.getByLabel(copy.profile.fields.lastname, { exact: true }).fill('El Idrissi');
  await page.getByLabel(copy.profile.fields.username, { exact: true }).fill(username);
  await page.getByText(copy.profile.genders.female, { exact: true }).click();
  await page.getByLabel(copy.profile.fields.birthDate).fill('1995-04-12');
  await page.getByRole('button', { name: copy.profile.complete }).click();
}

/**
 * A routine outcome said as it is said (issue 39): a toast in the polite live region, titled as the spec's success
 * alert, with no modal in the way.
 */
export async function expectToast(page: Page, copy: Copy, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toContainText(
    copy.common.alert.successTitle,
  );
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

/** The profile completed as a new member completes it, its toast read on the way to the plans. */
export async function completeProfile(page: Page, copy: Copy, username: string) {
  await submitProfile(page, copy, username);
  await expectToast(page, copy, copy.common.alerts.profileUpdated);
}

/** A plan card is a label around a visually hidden radio: a member taps the card. */
export async function tapPlanCard(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The pricing selector's first choice, as a new member makes it: Free, active at once, then the dashboard. */
export async function chooseFreePlan(page: Page, copy: Copy) {
  await expect(page).toHaveURL(/\/app\/subscription$/);
  // The Free plan is named in the reader's language; the card's name is its name, then what it asks for.
  await tapPlanCard(page, new RegExp(`^${copy.common.planNames.free}\\s`));
  await page.getByRole('button', { name: copy.plans.selector.start }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('subscription-status')).toHaveText(copy.app.dashboard.active);
}

/**
 * Opens a screen from the navigation, through "More" when the bar has put it there. The wide bar holds what fits in
 * the page's font (decision 048): the fonts are in before it is read.
 */
export async function openFromNavigation(page: Page, copy: Copy, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const link = page.getByRole('link', { name, exact: true }).filter({ visible: true });
  if ((await link.count()) === 0) {
    await page.getByRole('button', { name: copy.common.nav.more }).filter({ visible: true }).click();
  }
  await link.first().click();
}
