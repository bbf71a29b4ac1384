import { expect, test } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf, pageTitle } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';

/** Decision 020: an address that leads nowhere says so, once the guard lets the person stay where they are. */
test('a member who opens an unknown address is told so, and finds the way home', async ({
  page,
  request,
}, testInfo) => {
  const copy = copyFor(testInfo);
  const member = await newPremiumMember(request, languageOf(testInfo), 'lost');
  await signIn(page, copy, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto('/app/setings');
  await expect(page).toHaveURL(/\/app\/setings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.common.notFound.title);
  await expect(page.getByText(copy.common.notFound.body)).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(copy, 'notFound'));
  // Inside the app: the member keeps their navigation.
  await expect(page.getByRole('navigation', { name: copy.common.nav.main }).first()).toBeAttached();
  await saveScreenshot(page, testInfo, 'not-found');

  await page.getByRole('link', { name: copy.common.notFound.toDashboard }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page).toHaveTitle(pageTitle(copy, 'dashboard'));

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.common.notFound.title);
  await saveScreenshot(page, testInfo, 'not-found-public');
  await page.getByRole('link', { name: copy.common.notFound.toDashboard }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
