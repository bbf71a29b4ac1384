import { expect, test } from '../support/test';
import { expectAccessible, expectNoCspViolation } from '../support/screen-checks';

for (const path of ['/login', '/register', '/password-reset', '/privacy', '/terms', '/help']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
    await expectNoCspViolation(page, path);
  });
}
