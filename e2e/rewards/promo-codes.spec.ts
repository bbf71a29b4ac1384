import { expect, test } from '../support/test';
import { stockedReward } from '../support/api';
import { copyFor } from '../support/copy';
import { onTwoLayouts } from '../support/layouts';
import { openFromNavigation, signInAsDemoAdmin } from '../support/members';
import { saveScreenshot } from '../support/screenshot';

const fixture = new URL('../fixtures/promo-codes/french-semicolon-bom-crlf.csv', import.meta.url).pathname;
const exportFixture = new URL('../fixtures/promo-codes/expires-at-column.xlsx', import.meta.url).pathname;

test('an admin creates a reward, imports a partner file, reads the result and sees the stock', async ({
  page,
}, testInfo) => {
  const copy = copyFor(testInfo);
  const { rewards } = copy;
  await signInAsDemoAdmin(page, testInfo);
  await openFromNavigation(page, copy, copy.common.nav.rewards);
  await expect(page).toHaveURL(/\/app\/rewards\/promo-code$/);
  await expect(page.getByRole('heading', { name: rewards.stock.title })).toBeVisible();
  await saveScreenshot(page, testInfo, 'rewards-promo-code');

  const name = `Stride ${testInfo.project.name} ${Date.now() % 1e6}`;
  await page.getByRole('button', { name: rewards.catalogue.newReward }).click();
  const dialog = page.getByRole('dialog', { name: rewards.form.createTitle });
  await dialog.getByLabel(rewards.form.name).fill(name);
  await dialog.getByLabel(rewards.form.category).selectOption('sport');
  await dialog.getByLabel(rewards.form.partner).fill('Stride');
  await saveScreenshot(page, testInfo, 'rewards-new-reward');
  await dialog.getByRole('button', { name: rewards.form.create }).click();
  await expect(dialog).toBeHidden();

  const form = page.locator('form').filter({ has: page.getByLabel(rewards.import.file) });
  await form.getByRole('button', { name: rewards.import.submit }).click();
  await expect(form.getByText(copy.errorsApp['7502'])).toBeVisible();

  await form.getByLabel(rewards.import.category).selectOption('sport');
  await form.getByLabel(rewards.import.reward).selectOption({ label: name });
  await form.getByLabel(rewards.import.file).setInputFiles(fixture);
  await form.getByRole('button', { name: rewards.import.submit }).click();

  const result = page.getByRole('region', { name: rewards.result.title });
  await expect(result).toBeVisible();
  await expect(result.getByText(rewards.result.summary.some)).toBeVisible();
  await expect(
    result.getByRole('term').filter({ hasText: rewards.result.skippedBy.duplicate_in_file }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'rewards-import-result');

  // A database export (`code | expires_at | campaign`): its past codes are expired, and the unread column is named.
  await form.getByLabel(rewards.import.file).setInputFiles(exportFixture);
  await form.getByRole('button', { name: rewards.import.submit }).click();
  await expect(result.getByText('expires-at-column.xlsx')).toBeVisible();
  await expect(
    result.getByRole('list', { name: rewards.result.ignoredColumns.title }).getByRole('listitem'),
  ).toHaveText([`${rewards.result.ignoredColumns.column} campaign`]);
  const expired = result.getByRole('term').filter({ hasText: rewards.result.skippedBy.expired });
  await expect(expired.locator('xpath=following-sibling::dd')).toHaveText('3');
  await saveScreenshot(page, testInfo, 'rewards-import-ignored-columns');

  const stock = page.getByRole('table', { name: rewards.stock.caption });
  const line = stock.getByRole('row').filter({ hasText: name });
  await expect(line).toContainText(new RegExp(`${rewards.stock.available}\\D*13(?!\\d)`));
  await line.getByRole('button', { name: rewards.stock.viewCodesOf.replace('{{reward}}', name) }).click();
  await expect(
    page.getByRole('heading', { name: rewards.codes.title.replace('{{reward}}', name) }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'rewards-codes');
});

test(
  'a large partner file shows how much of it has gone while it goes, then the import result',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { rewards } = copy;
    const name = `Upload ${testInfo.project.name} ${Date.now() % 1e6}`;
    await stockedReward(request, name, 1);
    const prefix = `BIG${Date.now().toString(36).toUpperCase()}`;
    const codes = ['code', ...Array.from({ length: 20_000 }, (_, index) => `${prefix}-${index + 1}`)].join(
      '\n',
    );

    await signInAsDemoAdmin(page, testInfo);
    await openFromNavigation(page, copy, copy.common.nav.rewards);
    await expect(page).toHaveURL(/\/app\/rewards\/promo-code$/);

    const form = page.locator('form').filter({ has: page.getByLabel(rewards.import.file) });
    await form.getByLabel(rewards.import.category).selectOption('sport');
    await form.getByLabel(rewards.import.reward).selectOption({ label: name });
    await form
      .getByLabel(rewards.import.file)
      .setInputFiles({ name: 'partner-codes.csv', mimeType: 'text/csv', buffer: Buffer.from(codes) });
    // A slow phone connection: the file (about 340 KB) takes seconds to go.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await form.getByRole('button', { name: rewards.import.submit }).click();

    const progress = form.getByRole('progressbar', { name: rewards.import.uploadProgress });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(form.getByText(rewards.import.uploading.split('{{')[0]!.trim())).toBeVisible();
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const result = page.getByRole('region', { name: rewards.result.title });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(progress).toBeHidden();
    await expect(result.getByText(name)).toBeVisible();
  },
);
