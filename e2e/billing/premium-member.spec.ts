import { expect, test } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf, pageTitle } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words of a message before its first placeholder: enough to find it whatever the date or amount. */
const startOf = (message: string) => new RegExp(`^${escape(message.split('{{')[0]!.trim())}`);
/** The longest run of a message's words between its placeholders and tags, found wherever it stands. */
const wordsOf = (message: string) =>
  new RegExp(
    escape(
      message
        .split(/\{\{\w+\}\}|<\/?\w+>/)
        .reduce((longest, part) => (part.trim().length > longest.length ? part.trim() : longest), ''),
    ),
  );

test('a Premium member reads the plan once, the switch before it is made, and what deleting the account does', async ({
  page,
  request,
}, testInfo) => {
  const copy = copyFor(testInfo);
  const { billing } = copy;
  const member = await newPremiumMember(request, languageOf(testInfo), 'paying');
  await signIn(page, copy, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('subscription-plan')).toHaveText(
    `Premium · ${copy.app.dashboard.interval.monthly}`,
  );

  await page.goto('/app/billing');
  await expect(page).toHaveTitle(pageTitle(copy, 'billing'));
  const plan = page.getByRole('region', { name: billing.current.title });
  // The name once, and a badge that says something else: how often it is billed.
  await expect(plan.getByText('Premium', { exact: true })).toHaveCount(1);
  await expect(plan.getByText(billing.interval.monthly, { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-premium-monthly');

  // Monthly → yearly: the credit is still to come when the member reads it.
  await page.getByRole('button', { name: billing.switch.to.yearly }).click();
  await expect(page.getByText(wordsOf(billing.switch.previewNowWithCredit))).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-switch-now-preview');
  await page.getByRole('button', { name: billing.switch.notNow }).click();

  await page.goto('/app/settings');
  await page.getByRole('button', { name: copy.settings.delete.submit }).click();
  const confirm = page.getByRole('alertdialog', { name: copy.settings.delete.confirmTitle });
  await expect(confirm).toContainText(wordsOf(copy.settings.delete.paidPlan.renewing));
  await saveScreenshot(page, testInfo, 'settings-delete-confirm-premium');
  await confirm.getByRole('button', { name: copy.settings.delete.confirm }).click();
  await expect(page.getByRole('alertdialog', { name: copy.settings.delete.scheduledTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in again keeps the account; the renewal stays stopped, the paid month runs to its end.
  await page.getByRole('alertdialog').getByRole('button', { name: copy.common.alert.ok }).click();
  await signIn(page, copy, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/billing');
  await expect(page.getByTestId('subscription-status')).toHaveText(startOf(billing.status.cancelling));
});
