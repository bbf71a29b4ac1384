import { expect, type Page } from '@playwright/test';
import type { copyFor } from './copy';

type Copy = ReturnType<typeof copyFor>;

let counter = 0;
export const newEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${process.pid}.${(counter += 1)}@example.com`;

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
export async function completeProfile(page: Page, copy: Copy, username: string) {
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.profile.completeTitle);
  await page.getByLabel(copy.profile.fields.firstname, { exact: true }).fill('Amina');
  await page.getByLabel(copy.profile.fields.lastname, { exact: true }).fill('El Idrissi');
  await page.getByLabel(copy.profile.fields.username, { exact: true }).fill(username);
  await page.getByText(copy.profile.genders.female, { exact: true }).click();
  await page.getByLabel(copy.profile.fields.birthDate).fill('1995-04-12');
  await page.getByRole('button', { name: copy.profile.complete }).click();
  await page.getByRole('button', { name: copy.health.step.skip }).click();
}

/**
 * Plans arrive with issue 4; until then the member's own `GET /api/users/me` answer says a plan is active, so guard
 * rule 4 lets them reach the signed-in screens. Every other call goes to the real server.
 */
export async function pretendPlanIsActive(page: Page) {
  await page.route('**/api/users/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.subscription = {
      id: 'stand-in',
      planId: 'free-monthly',
      status: 'active',
      isActive: true,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
    return route.fulfill({ response, json: body });
  });
}
