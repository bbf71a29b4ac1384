import { expect, test } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor } from '../support/copy';
import { openFromNavigation, signInAsDemoAdmin } from '../support/members';
import { saveScreenshot } from '../support/screenshot';

test('an admin creates a plan, reprices it, reads the subscription figures and the background work', async ({
  page,
  request,
}, testInfo) => {
  const copy = copyFor(testInfo);
  const { admin } = copy.billing;
  // A member cancels and says why: the reason is among the figures (issue 40).
  const leaving = await newPremiumMember(request, 'en', 'leaving');
  const cancelled = await request.post('/api/subscription/cancel', {
    headers: leaving.headers,
    data: { reason: 'switched_service' },
  });
  expect(cancelled.status()).toBe(200);
  await signInAsDemoAdmin(page, testInfo);
  await openFromNavigation(page, copy, copy.common.nav.plans);
  await expect(page).toHaveURL(/\/app\/admin\/plans$/);
  await expect(page.getByRole('table', { name: admin.table.caption })).toBeVisible();
  await expect(page.getByText(admin.stats.mrr, { exact: true })).toBeVisible();
  await expect(page.getByTestId('cancellation-reasons')).toContainText(
    copy.billing.cancel.reason.options.switched_service,
  );
  await saveScreenshot(page, testInfo, 'admin-plans');

  // The server runs its scheduled work: the event dispatch ticks every minute, and the panel reads it again.
  const work = page.getByRole('region', { name: copy.jobs.title });
  const dispatch = work.getByRole('listitem').filter({ hasText: copy.jobs.job['dispatch-events'] });
  await expect(dispatch).toContainText(copy.jobs.schedule.everyMinute);
  await expect(dispatch).toContainText(copy.jobs.outcome.completed, { timeout: 45_000 });
  await expect(work.getByText(copy.jobs.events.waiting, { exact: true })).toBeVisible();
  await work.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'background-work');

  // Not offered to members, so that the other journeys' plan choice stays as the demo data made it.
  const name = `Coach ${testInfo.project.name} ${Date.now() % 1e6}`;
  await page.getByRole('button', { name: admin.newPlan }).click();
  const form = page.getByRole('dialog', { name: admin.form.createTitle });
  await form.getByLabel(admin.form.name).fill(name);
  await form.getByText(copy.billing.tier.premium, { exact: true }).click();
  await form.getByText(copy.billing.interval.monthly, { exact: true }).click();
  await form.getByLabel(admin.form.price).fill('abc');
  await form.getByRole('button', { name: admin.form.create }).click();
  await expect(form.getByText(admin.form.errors.price)).toBeVisible();
  await form.getByLabel(admin.form.price).fill('14.90');
  await form.getByLabel(admin.form.isActive).uncheck();
  await saveScreenshot(page, testInfo, 'admin-plan-create');
  await form.getByRole('button', { name: admin.form.create }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(/14[.,]90/);
  await expect(row.getByRole('switch')).not.toBeChecked();

  await row.getByRole('button', { name: new RegExp(admin.table.editPlan.split('{{')[0]!.trim()) }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel(admin.form.price).fill('12.50');
  await edit.getByRole('button', { name: admin.form.save }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(/12[.,]50/);
});
