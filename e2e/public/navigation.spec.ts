import { expect, test } from '../support/test';
import { copyFor, copyIn, languageOf, pageTitle, plain } from '../support/copy';
import { saveScreenshot } from '../support/screenshot';

test.describe('where a signed-out visitor lands', () => {
  test('/ lands on /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the member area sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/app/rewards/promo-code');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path ends on /login', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the sign-in screens carry the terms line with working links', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  // Only signing up is "By signing up" (spec §2); signing in and resetting a password are "By continuing".
  for (const [path, notice, title] of [
    ['/login', copy.auth.termsNoticeContinue, 'signIn'],
    ['/register', copy.auth.termsNotice, 'register'],
    ['/password-reset', copy.auth.termsNoticeContinue, 'passwordReset'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('terms-notice')).toContainText(plain(notice));
    await expect(page).toHaveTitle(pageTitle(copy, title));
  }
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.auth.login.title);
  await saveScreenshot(page, testInfo, 'login');

  await page
    .getByTestId('terms-notice')
    .getByRole('link', { name: copy.common.nav.privacy, exact: false })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole('button', { name: copy.common.actions.back }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('terms-notice').getByRole('link', { name: copy.auth.needHelp }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page).toHaveTitle(pageTitle(copy, 'help'));
});

test('each screen names itself in the tab, in the language chosen', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await page.goto('/privacy');
  await expect(page).toHaveTitle(pageTitle(copy, 'privacy'));
  await page.goto('/login');
  await expect(page).toHaveTitle(pageTitle(copy, 'signIn'));

  const other = languageOf(testInfo) === 'ar' ? 'en' : 'ar';
  await page.getByRole('combobox').selectOption(other);
  await expect(page).toHaveTitle(pageTitle(copyIn(other), 'signIn'));
});

test('the privacy policy shows its 10 sections and its date', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.legal.privacy.title);
  await expect(
    page.getByText(copy.legal.privacy.updated.replace('{{date}}', copy.privacyDate)),
  ).toBeVisible();
  await expect(page.getByTestId('legal-section')).toHaveCount(10);
  for (const section of copy.legal.privacy.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  }
  await saveScreenshot(page, testInfo, 'privacy');
});

test('the terms show their 12 sections', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.legal.terms.title);
  await expect(page.getByTestId('legal-section')).toHaveCount(12);
  await expect(
    page.getByRole('heading', { level: 2, name: copy.legal.terms.sections[1]!.title }),
  ).toBeVisible();
});

test('the help centre shows its categories and how to reach support', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await page.goto('/help');
  await expect(page.getByTestId('help-category')).toHaveCount(6);
  for (const category of Object.values(copy.help.categories)) {
    await expect(page.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
  }
  const firstQuestion = copy.help.categories.subscription.questions[0]!;
  await page.getByText(firstQuestion.q).click();
  await expect(page.getByText(firstQuestion.a)).toBeVisible();
  await expect(page.getByTestId('help-contact')).toContainText(copy.help.contact.title);
  await expect(page.getByRole('link', { name: copy.help.contact.cta })).toHaveAttribute('href', /^mailto:/);
  await saveScreenshot(page, testInfo, 'help');
});
