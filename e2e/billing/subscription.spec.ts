import { expect, test, type Page } from '../support/test';
import { sandboxTestCards } from '../../packages/contracts/src/sandbox-checkout';
import { copyFor } from '../support/copy';
import {
  afterFullPageLoad,
  chooseFreePlan,
  completeProfile,
  newEmail,
  registerThroughScreen,
  tapPlanCard,
} from '../support/members';
import { saveScreenshot } from '../support/screenshot';

type Copy = ReturnType<typeof copyFor>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words of a message before its first placeholder: enough to find it whatever the date or amount. */
const startOf = (message: string) => new RegExp(`^${escape(message.split('{{')[0]!.trim())}`);

async function newFreeMember(page: Page, copy: Copy, prefix: string) {
  await registerThroughScreen(page, copy, newEmail(prefix), 'strong-pass-1');
  await completeProfile(page, copy, `${prefix}${Date.now() % 1e9}`);
  await chooseFreePlan(page, copy);
}

/** From Billing, a Free member picks Premium yearly and lands on the sandbox's hosted checkout. */
async function openYearlyCheckout(page: Page, copy: Copy) {
  await page.goto('/app/billing');
  await tapPlanCard(page, `Premium ${copy.plans.cards.interval.yearly}`);
  // What paying commits to is said before the member leaves for the checkout, and again beside Pay (issue 40).
  await expect(page.getByTestId('renewal-terms')).toContainText(
    copy.plans.renewal.renews.yearly.split('{{')[0]!.trim(),
  );
  await page.getByRole('button', { name: copy.billing.upgrade.continue }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[\w-]+$/);
  await expect(page.getByText(copy.plans.checkout.testModeBody)).toBeVisible();
  const terms = page.getByTestId('renewal-terms');
  await expect(terms).toContainText(copy.plans.renewal.cancel);
  await expect(
    terms.getByRole('link', { name: copy.plans.renewal.agreePay.split(/<\/?terms>/)[1]! }),
  ).toHaveAttribute('href', '/terms');
}

async function payWith(page: Page, copy: Copy, cardNumber: string) {
  const form = copy.plans.checkout.form;
  await page.getByLabel(form.cardNumber).fill(cardNumber);
  await page.getByLabel(form.expiry).fill('12/39');
  await page.getByLabel(form.cvc).fill('123');
  await page.getByLabel(form.name).fill('Amina El Idrissi');
  await page.getByRole('button', { name: startOf(form.pay) }).click();
}

async function upgradeToYearly(page: Page, copy: Copy) {
  await openYearlyCheckout(page, copy);
  await payWith(page, copy, sandboxTestCards.succeeds);
  await expect(page).toHaveURL(/\/app\/dashboard$/, afterFullPageLoad);
  await expect(page.getByText(copy.app.dashboard.checkoutSuccess.title)).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText(copy.app.dashboard.active);
}

test('a new member chooses Free and reaches the dashboard', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await registerThroughScreen(page, copy, newEmail('free'), 'strong-pass-1');
  await completeProfile(page, copy, `free${Date.now() % 1e9}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.plans.selector.title);
  await expect(page.getByText(copy.plans.cards.save.replace('{{percent}}', ''))).toBeVisible();
  await saveScreenshot(page, testInfo, 'plans');

  await chooseFreePlan(page, copy);
  // A Free plan is never billed: no billing interval after its name.
  await expect(page.getByTestId('subscription-plan')).toHaveText(copy.common.planNames.free);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: copy.app.dashboard.upgrade.title.replace('{{appName}}', 'Vitalia'),
    }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard-free');

  // The feed is Premium: the API refuses it (4003) and the screen invites to upgrade.
  await page.goto('/app/feed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.feed.upgrade.title);
  await saveScreenshot(page, testInfo, 'feed-upgrade');
});

test('a Free member upgrades to Premium yearly with the success card', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await newFreeMember(page, copy, 'upgrade');
  await openYearlyCheckout(page, copy);
  await saveScreenshot(page, testInfo, 'checkout');

  await payWith(page, copy, sandboxTestCards.succeeds);
  await expect(page).toHaveURL(/\/app\/dashboard$/, afterFullPageLoad);
  await expect(page.getByText(copy.app.dashboard.checkoutSuccess.title)).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText(copy.app.dashboard.active);
  await expect(page.getByTestId('subscription-plan')).toContainText('Premium');
  await saveScreenshot(page, testInfo, 'dashboard-premium');

  await page.goto('/app/feed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.feed.title);
  await expect(page.getByRole('article').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'feed');
});

test('a declined card says so and changes nothing', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await newFreeMember(page, copy, 'declined');
  await openYearlyCheckout(page, copy);

  await payWith(page, copy, sandboxTestCards.declined);
  await expect(page.getByRole('alert')).toContainText(copy.errorsApp['7400']);
  await expect(page.getByLabel(copy.plans.checkout.form.name)).toHaveValue('Amina El Idrissi');
  await saveScreenshot(page, testInfo, 'checkout-declined');

  await page.getByRole('link', { name: copy.plans.checkout.back }).click();
  await expect(page).toHaveURL(/\/app\/billing$/);
  await expect(page.getByTestId('subscription-status')).toHaveText(copy.billing.status.active);
  await expect(page.getByRole('heading', { name: copy.billing.upgrade.title })).toBeVisible();
  await expect(page.getByText(copy.billing.history.empty)).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-free');
});

test('the confirmation card asks for a second step, then pays', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  await newFreeMember(page, copy, 'confirm');
  await openYearlyCheckout(page, copy);
  await payWith(page, copy, sandboxTestCards.needsConfirmation);
  await expect(page.getByRole('heading', { name: copy.plans.checkout.confirm.title })).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-confirm');
  await page.getByRole('button', { name: copy.plans.checkout.confirm.approve }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/, afterFullPageLoad);
  await expect(page.getByTestId('subscription-status')).toHaveText(copy.app.dashboard.active);
});

test('a Premium member cancels, resumes, and prints a receipt', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const { billing } = copy;
  await newFreeMember(page, copy, 'manage');
  await upgradeToYearly(page, copy);

  await page.getByRole('link', { name: copy.app.dashboard.manageSubscription }).click();
  await expect(page).toHaveURL(/\/app\/billing$/);
  await expect(page.getByTestId('subscription-status')).toHaveText(billing.status.active);
  await saveScreenshot(page, testInfo, 'billing-premium');

  await page.getByRole('button', { name: billing.current.cancel }).click();
  const dialog = page.getByRole('dialog', { name: billing.cancel.confirmTitle });
  // Why, asked and never required (issue 40); the reason is counted in the staff's statistics.
  await dialog.getByRole('radio', { name: billing.cancel.reason.options.unused }).check();
  await saveScreenshot(page, testInfo, 'billing-cancel-confirm');
  await dialog.getByRole('button', { name: billing.cancel.confirm }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText(startOf(billing.status.cancelling));
  await saveScreenshot(page, testInfo, 'billing-cancelled');

  await page.getByRole('button', { name: billing.current.resume }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText(billing.status.active);

  // The switch to monthly waits for the period end and says what it will cost before it is confirmed.
  await page.getByRole('button', { name: billing.switch.to.monthly }).click();
  await expect(page.getByText(startOf(billing.switch.previewLater.monthly))).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-switch-preview');
  await page.getByRole('button', { name: billing.switch.notNow }).click();

  await page
    .getByRole('link', { name: startOf(billing.history.receiptFor) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/billing\/receipts\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: billing.receipt.title })).toBeVisible();
  await saveScreenshot(page, testInfo, 'receipt');
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: billing.receipt.print }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: billing.receipt.print })).toBeHidden();
  await expect(page.getByRole('navigation', { name: copy.common.nav.main }).first()).toBeHidden();
  await saveScreenshot(page, testInfo, 'receipt-print');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a Premium member changes the card on file from Billing, on the sandbox’s card page', async ({
  page,
}, testInfo) => {
  const copy = copyFor(testInfo);
  const { card } = copy.plans.checkout;
  await newFreeMember(page, copy, 'card');
  await upgradeToYearly(page, copy);
  await page.goto('/app/billing');
  await page.getByRole('button', { name: copy.billing.card.update }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: card.pageTitle })).toBeVisible();
  // Nothing is overdue: the page saves the card and charges nothing.
  await expect(page.getByRole('button', { name: card.save, exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-card');

  await page.getByLabel(copy.plans.checkout.form.cardNumber).fill(sandboxTestCards.renewalsDeclined);
  await page.getByLabel(copy.plans.checkout.form.expiry).fill('12/39');
  await page.getByLabel(copy.plans.checkout.form.cvc).fill('123');
  await page.getByLabel(copy.plans.checkout.form.name).fill('Amina El Idrissi');
  await page.getByRole('button', { name: card.save, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/billing$/, afterFullPageLoad);
  await expect(page.getByText(copy.billing.card.updated)).toBeVisible();
  await expect(page.getByText(/0341/).first()).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText(copy.billing.status.active);
  await saveScreenshot(page, testInfo, 'billing-card-updated');
});
