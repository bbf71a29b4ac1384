import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 AA: levels A and AA of 2.0, 2.1 and 2.2. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe leaves its experimental rules out of a run by tags. Label in name (WCAG 2.5.3) is one of them, and a button
 * whose spoken name hides its visible words is exactly what a voice-control user cannot click.
 */
const experimentalRulesWeKeep = { 'label-content-name-mismatch': { enabled: true } };

const blockingImpacts = new Set(['serious', 'critical']);
const auditSeconds = 10;

/**
 * The screen as it is now has no serious or critical WCAG 2.2 AA finding. Each finding is written out with the
 * elements it names and axe's own explanation, so the failure says what to fix.
 */
export async function expectAccessible(page: Page, screenName: string) {
  // An audit takes seconds on a busy machine: each screen brings its own time rather than eating the journey's.
  test.info().setTimeout(test.info().timeout + auditSeconds * 1000);
  const results = await new AxeBuilder({ page })
    // The app has no frames: axe runs in the page itself, without the extra page the frame-by-frame mode opens.
    .setLegacyMode(true)
    // Only what fails is collected: the nodes of every rule that passed (most of them) cost a quarter of an audit.
    .options({ rules: experimentalRulesWeKeep, resultTypes: ['violations'] })
    .withTags(wcagTags)
    .analyze();
  const findings = results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `  ${node.target.join(' ')}\n    ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
          ),
        ...(violation.nodes.length > 5 ? [`  … and ${violation.nodes.length - 5} more`] : []),
      ].join('\n'),
    );
  expect(findings, `${screenName}: serious or critical accessibility findings`).toEqual([]);
}

/**
 * Nothing on the page broke the Content Security Policy (apps/api/src/lib/security.ts: scripts and styles from our
 * origin only). The browser refuses the inline style or script and only says so in the console, so the page may
 * look fine while a printed layout or a widget is silently lost.
 */
export async function expectNoCspViolation(page: Page, screenName: string) {
  // Every message since the page opened, across reloads: a refusal during sign-in counts as much as one here.
  const refusals = (await page.consoleMessages({ filter: 'all' }))
    .map((message) => message.text())
    .filter((text) => /Content Security Policy/i.test(text) && !isTraceRecorderRead(text));
  expect(refusals, `${screenName}: the page broke the Content Security Policy`).toEqual([]);
  const reported = await page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
  expect(
    reported.filter((violation) => !isTraceRecorderReport(violation)),
    `${screenName}: the page broke the Content Security Policy`,
  ).toEqual([]);
}

/** The trace recorder's read of a revoked `blob:` image, as the page's own report says it (see below). */
function isTraceRecorderReport(violation: string) {
  return violation.startsWith('connect-src blob');
}

/**
 * While Playwright records a trace, Chromium logs a connect-src refusal for a `blob:` image the page showed and has
 * since revoked (the picture preview after a refused upload). The same journey with tracing off logs nothing, and the
 * app itself never fetches a `blob:` URL: the refusal is the recorder's, not the page's.
 */
function isTraceRecorderRead(text: string) {
  return /^Connecting to 'blob:/.test(text);
}

/**
 * No text on the way here lacked a translation: i18n reports each missing key in the console (apps/web/src/lib/i18n.ts)
 * rather than throwing at a member, so a raw key such as `alerts.profileUpdated` on screen fails the journey here.
 */
export async function expectEveryTextTranslated(page: Page, screenName: string) {
  const missing = (await page.consoleMessages({ filter: 'all' }))
    .map((message) => message.text())
    .filter((text) => text.startsWith('Missing translation:'));
  expect(missing, `${screenName}: text shown without a translation`).toEqual([]);
}
