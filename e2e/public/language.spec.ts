import { expect, test } from '../support/test';
import { languageOf } from '../support/copy';
import { saveScreenshot } from '../support/screenshot';

test('the page starts in the browser language, with the right direction', async ({ page }, testInfo) => {
  const language = languageOf(testInfo);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
});

test('choosing Arabic turns the page right to left and survives a reload', async ({ page }, testInfo) => {
  test.skip(languageOf(testInfo) === 'ar', 'starts in Arabic already');
  await page.goto('/login');
  await page.getByRole('combobox').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بعودتك');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بعودتك');

  await page.getByRole('combobox').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous');
});

test('the back button points the way the language reads', async ({ page }, testInfo) => {
  await page.goto('/terms');
  const arrow = page.locator('main button svg').first();
  const scale = await arrow.evaluate((element) => getComputedStyle(element).scale);
  // In RTL the arrow is mirrored horizontally; in LTR it is drawn as is.
  expect(scale).toBe(languageOf(testInfo) === 'ar' ? '-1 1' : 'none');
  await saveScreenshot(page, testInfo, 'terms');
});
