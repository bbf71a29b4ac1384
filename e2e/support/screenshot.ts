import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectEveryTextTranslated, expectNoCspViolation } from './screen-checks';

/**
 * axe's findings follow the markup and the colours, which the five layouts share; what differs is direction and
 * width, and the two layouts that differ most in both cover them (decision 033). An audit costs seconds per screen.
 */
const auditedProjects = new Set(['en-desktop', 'ar-phone']);

/**
 * CI checks every screen but keeps no picture: nobody reads a clone that is thrown away, and the full-page capture was
 * an eighth of a journey's time (billing and rewards on English desktop: 213 s with it, 185 s without).
 */
const keepsPictures = !process.env.CI;

/**
 * Full-page screenshots per project, kept under e2e/screenshots for a person to look at (outside CI). A page wider
 * than the screen is refused first: on a phone, and in Arabic above all, it pushes the page sideways. Every screen
 * a journey shows this way is then checked for refused inline code and for untranslated text in each language and
 * size, and with axe on English desktop and Arabic phone.
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
  if (keepsPictures)
    await page.screenshot({
      path: path.join(import.meta.dirname, '..', 'screenshots', `${testInfo.project.name}-${name}.png`),
      fullPage: true,
    });
  if (auditedProjects.has(testInfo.project.name)) await expectAccessible(page, name);
  await expectNoCspViolation(page, name);
  await expectEveryTextTranslated(page, name);
}
