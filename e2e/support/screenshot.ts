import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectEveryTextTranslated, expectNoCspViolation } from './screen-checks';

/**
 * Full-page screenshots per project, kept under e2e/screenshots for a person to look at. A page wider than the
 * screen is refused first: on a phone, and in Arabic above all, it pushes the page sideways. Every screen a journey
 * shows this way is then checked with axe, for refused inline code and for untranslated text, in each language
 * and size.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  // A dialog rising into place is wider for a moment: measure the page at rest.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // The innermost elements that stick out: the ones to fix.
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && element.childElementCount === 0;
      })
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
  });
  expect(overflowing, `${name}: the page is wider than the screen`).toEqual([]);
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'screenshots', `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
  await expectAccessible(page, name);
  await expectNoCspViolation(page, name);
  await expectEveryTextTranslated(page, name);
}
