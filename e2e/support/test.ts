import { test as base, type BrowserContext } from '@playwright/test';
import { memberAnswerRecorder, type MemberAnswerRecorder } from './member-answers';

export * from '@playwright/test';

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
    await use(memberAnswers.watch(context));
    // Playwright closes it after this journey's recorder has written: what is still arriving is read now.
    await memberAnswers.settle();
  },
  request: async ({ request, memberAnswers }, use) => {
    await use(memberAnswers.watchRequest(request));
  },
});
