import { test as base, type BrowserContext } from '@playwright/test';
import { memberAnswerRecorder, type MemberAnswerRecorder } from './member-answers';

export * from '@playwright/test';

/**
 * Every Content Security Policy refusal on the page, as the browser reports it to the page itself: a refusal the code
 * caught (zod's `new Function` probe) logs no console line, but it still fires `securitypolicyviolation`.
 */
function collectCspViolations() {
  const page = window as unknown as { cspViolations?: string[] };
  page.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    page.cspViolations?.push(
      `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

/**
 * Playwright's `test`, as every journey imports it: each journey's member-facing answers are recorded, from the
 * browsers it opens (the `page`'s and any `browser.newContext()`) and from its `request` calls, for the check at the
 * end of the run that no member received another member's user id (issue 36, support/member-answers-check.ts).
 */
export const test = base.extend<{ memberAnswers: MemberAnswerRecorder }>({
  memberAnswers: [
    async ({ browser }, use, testInfo) => {
      const recorder = memberAnswerRecorder();
      // Another person's browser (signedInElsewhere) is a context of the worker's browser, made during the journey.
      const newContext = browser.newContext;
      browser.newContext = async (...options: Parameters<typeof newContext>): Promise<BrowserContext> =>
        recorder.watch(await newContext.apply(browser, options));
      try {
        await use(recorder);
      } finally {
        browser.newContext = newContext;
      }
      await recorder.write(testInfo);
    },
    { auto: true, box: true },
  ],
  context: async ({ context, memberAnswers }, use) => {
    await context.addInitScript(collectCspViolations);
    await use(memberAnswers.watch(context));
    // Playwright closes it after this journey's recorder has written: what is still arriving is read now.
    await memberAnswers.settle();
  },
  request: async ({ request, memberAnswers }, use) => {
    await use(memberAnswers.watchRequest(request));
  },
});
