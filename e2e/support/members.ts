import type { Page } from '@playwright/test';

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
