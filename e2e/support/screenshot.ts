import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Full-page screenshots per project, kept under e2e/screenshots for a person to look at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'screenshots', `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}
