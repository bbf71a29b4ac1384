import { expect, test } from '../support/test';
import { adminHeaders, newPremiumMember, stockedReward } from '../support/api';
import { copyFor } from '../support/copy';
import { openFromNavigation, signedInElsewhere, signInAsDemoAdmin } from '../support/members';
import { saveScreenshot } from '../support/screenshot';

// Two people sign in and a member pays for Premium: longer than one screen's journey on a shared machine.
test.describe.configure({ timeout: 90_000 });

test('an admin writes a reward in three languages, and an Arabic-reading member sees it in Arabic (D9)', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const copy = copyFor(testInfo);
  const { rewards } = copy;
  const suffix = `${testInfo.project.name} ${Date.now() % 1e6}`;
  const english = `Calm streaming, 3 months free ${suffix}`;
  const french = `Streaming Calm, 3 mois offerts ${suffix}`;
  const arabic = `بث Calm، ثلاثة أشهر مجانًا ${suffix}`;
  // Written in English only: the Arabic member reads it as written, left to right, "Calm+" whole.
  const untranslated = await stockedReward(request, `Calm+ yoga, 1 month free ${suffix}`, 2);

  await signInAsDemoAdmin(page, testInfo);
  await openFromNavigation(page, copy, copy.common.nav.rewards);
  await expect(page).toHaveURL(/\/app\/rewards\/promo-code$/);
  await page.getByRole('button', { name: rewards.catalogue.newReward }).click();
  const dialog = page.getByRole('dialog', { name: rewards.form.createTitle });
  await dialog.getByLabel(rewards.form.writtenIn).selectOption('en');
  await dialog.getByLabel(rewards.form.name, { exact: true }).fill(english);
  await dialog.getByLabel(rewards.form.category).selectOption('streaming');
  await dialog.getByLabel(rewards.form.partner).fill('Calm+');

  for (const [nativeName, name] of [
    ['Français', french],
    ['العربية', arabic],
  ] as const) {
    const summary = dialog.locator('summary').filter({ hasText: nativeName });
    await expect(summary).toContainText(rewards.form.translations.missing);
    await summary.click();
    const section = dialog.getByRole('group', { name: nativeName, exact: true });
    await section.getByLabel(rewards.form.name, { exact: true }).fill(name);
    await expect(summary).toContainText(rewards.form.translations.added);
  }
  const arabicName = dialog
    .getByRole('group', { name: 'العربية', exact: true })
    .getByLabel(rewards.form.name, { exact: true });
  await expect(arabicName).toHaveAttribute('dir', 'rtl');
  await saveScreenshot(page, testInfo, 'rewards-reward-translations');
  await dialog.getByRole('button', { name: rewards.form.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(english).first()).toBeVisible();

  // Stock for it, as an import would give: members see only what they can get.
  const headers = await adminHeaders(request);
  const catalogue = (await (await request.get('/api/admin/rewards', { headers })).json()) as {
    data: { id: string; name: string; writtenIn: string; translations: { name: Record<string, string> } }[];
  };
  const created = catalogue.data.find((reward) => reward.name === english)!;
  expect(created).toMatchObject({ writtenIn: 'en', translations: { name: { fr: french, ar: arabic } } });
  const prefix = `CALM${Date.now().toString(36).toUpperCase()}`;
  const codes = ['code', `${prefix}-1`, `${prefix}-2`].join('\n');
  expect(
    (
      await request.post(`/api/admin/rewards/${created.id}/imports`, {
        headers,
        multipart: { file: { name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(codes) } },
      })
    ).status(),
  ).toBe(201);

  const member = await newPremiumMember(request, 'ar', 'arabic');
  const memberPage = await signedInElsewhere(browser, testInfo, member.email, member.password);
  await expect(memberPage.locator('html')).toHaveAttribute('lang', 'ar');
  await memberPage.goto('/app/perks');

  const card = memberPage.getByRole('article', { name: arabic });
  await expect(card).toBeVisible();
  await expect(memberPage.getByText(english)).toHaveCount(0);
  const shownName = card.getByRole('heading').locator('bdi');
  await expect(shownName).toHaveAttribute('lang', 'ar');
  await expect(shownName).toHaveAttribute('dir', 'rtl');
  const fallback = memberPage
    .getByRole('article', { name: untranslated.name })
    .getByRole('heading')
    .locator('bdi');
  await expect(fallback).toHaveAttribute('lang', 'en');
  await expect(fallback).toHaveAttribute('dir', 'ltr');
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(memberPage, testInfo, 'perks-translated');
  await memberPage.context().close();
});
