import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf, type Language } from '../support/copy';
import { openFromNavigation, signedInElsewhere, signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff } from '../support/staff';
import { onTwoLayouts } from '../support/layouts';

/** Karim's own words for a question members ask, in each layout's language. */
const warmUp: Record<Language, { question: string; answer: string; asked: string }> = {
  en: {
    question: 'How should I warm up before sprint intervals?',
    answer: 'Five minutes of easy jogging, then three build-up sprints before the first hard one.',
    asked: 'How do I warm up for sprint intervals?',
  },
  fr: {
    question: 'Comment m’échauffer avant des fractionnés de sprint ?',
    answer: 'Cinq minutes de footing léger, puis trois accélérations progressives avant le premier sprint.',
    asked: 'Comment s’échauffer pour des fractionnés de sprint ?',
  },
  ar: {
    question: 'كيف أقوم بالإحماء قبل تمارين السرعة المتقطعة؟',
    answer: 'خمس دقائق من الركض الخفيف، ثم ثلاث انطلاقات متدرجة قبل أول انطلاقة قوية.',
    asked: 'كيف أقوم بالإحماء قبل تمارين السرعة؟',
  },
};

/** A question the demo library does not cover, Karim's answer to it, and the start of the persona's honest reply. */
const unanswered: Record<Language, { question: string; answer: string; notYet: string }> = {
  en: {
    question: 'How should I train for an obstacle course race?',
    answer: 'Run twice a week and add a grip and crawl circuit once a week, for eight weeks before the race.',
    notYet: 'I don’t have Karim’s answer to that yet.',
  },
  fr: {
    question: 'Comment m’entraîner pour une course à obstacles ?',
    answer: 'Cours deux fois par semaine et ajoute un circuit de grimpe et de ramper une fois par semaine.',
    notYet: 'Je n’ai pas encore la réponse de Karim à cette question.',
  },
  ar: {
    question: 'كيف أستعد لسباق الحواجز؟',
    answer:
      'اجرِ مرتين في الأسبوع، وأضف مرة في الأسبوع دائرة تمارين للقبضة والزحف، لمدة ثمانية أسابيع قبل السباق.',
    notYet: 'لا أملك بعدُ جواب كريم عن هذا السؤال.',
  },
};

async function askOnScreen(page: Page, testInfo: TestInfo, question: string) {
  const { persona } = copyFor(testInfo);
  await page.getByRole('textbox', { name: persona.composer.label }).fill(question);
  await page.getByRole('button', { name: persona.composer.send, exact: true }).click();
  await expect(page.getByText(persona.chat.answered)).toBeAttached();
}

/** Asks through the API as the web does: the answer streams back as Server-Sent Events; the last one is `done`. */
async function askThroughApi(request: APIRequestContext, headers: Record<string, string>, question: string) {
  const response = await request.post('/api/persona/questions', {
    headers: { ...headers, accept: 'text/event-stream' },
    data: { question },
  });
  expect(response.status()).toBe(200);
  const events = (await response.text())
    .split('\n\n')
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => JSON.parse(line.slice('data: '.length)));
  return events.at(-1).answer as { id: string; answer: string };
}

test(
  'a Premium member asks Karim’s AI and gets his answer, labelled as AI, with its source',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { persona } = copy;
    const words = warmUp[languageOf(testInfo)];
    const karim = await journeyStaff(request, testInfo);
    const entry = await request.post('/api/admin/persona/entries', {
      headers: karim.headers,
      data: { language: languageOf(testInfo), question: words.question, answer: words.answer },
    });
    expect(entry.status()).toBe(201);

    const member = await newPremiumMember(request, languageOf(testInfo), 'persona');
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await openFromNavigation(page, copy, copy.common.nav.persona);
    await expect(page).toHaveURL(/\/app\/persona$/);
    await expect(page.getByText(persona.disclosure)).toBeVisible();
    await saveScreenshot(page, testInfo, 'persona-empty');

    await askOnScreen(page, testInfo, words.asked);
    await expect(page.getByText(words.answer)).toBeVisible();
    await expect(page.getByText(persona.citations.qa)).toBeVisible();
    await expect(page.getByText(words.question)).toBeVisible();
    await expect(page.getByText(persona.badge.short, { exact: true }).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'persona-answer');
  },
);

test(
  'karim corrects a flagged answer, and the next member is told the correction',
  onTwoLayouts,
  async ({ page, browser, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { persona } = copy;
    const language = languageOf(testInfo);
    const question = {
      en: 'Should I stretch before lifting heavy?',
      fr: 'Faut-il s’étirer avant de soulever lourd ?',
      ar: 'هل يجب أن أتمدد قبل رفع الأثقال الثقيلة؟',
    }[language];
    const correction = {
      en: 'Skip long static stretches before heavy lifts: do a few light warm-up sets of the lift instead.',
      fr: 'Évite les longs étirements statiques avant de soulever lourd : fais plutôt quelques séries légères d’échauffement.',
      ar: 'تجنّب الإطالات الثابتة الطويلة قبل رفع الأثقال الثقيلة، وقم بدلًا منها ببضع مجموعات إحماء خفيفة.',
    }[language];

    const first = await newPremiumMember(request, language, 'flagger');
    const answer = await askThroughApi(request, first.headers, question);
    const flagged = await request.post(`/api/persona/answers/${answer.id}/flag`, {
      headers: first.headers,
      data: { reason: 'Not what Karim says' },
    });
    expect(flagged.status()).toBe(200);

    const karim = await journeyStaff(request, testInfo);
    await signIn(page, copy, karim.email, karim.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/persona/review');
    const card = page.getByRole('listitem').filter({ hasText: question });
    await expect(card).toBeVisible();
    await saveScreenshot(page, testInfo, 'persona-review');
    await card.getByRole('button', { name: persona.review.actions.correct }).click();
    const dialog = page.getByRole('dialog', { name: persona.review.correct.title });
    await dialog.getByRole('textbox', { name: persona.review.correct.answer }).fill(correction);
    await dialog.getByRole('button', { name: persona.review.correct.submit }).click();
    await expect(page.getByText(persona.review.done.correct)).toBeVisible();

    // The next member, in a browser of their own, asks the same question.
    const next = await newPremiumMember(request, language, 'asker');
    const memberPage = await signedInElsewhere(browser, testInfo, next.email, next.password);
    await memberPage.goto('/app/persona');
    await askOnScreen(memberPage, testInfo, question);
    await expect(memberPage.getByText(correction)).toBeVisible();
    await saveScreenshot(memberPage, testInfo, 'persona-corrected');
    await memberPage.context().close();
  },
);

test(
  'a question with no entry gets the honest answer and reaches karim’s queue; karim answers, the next member gets it',
  onTwoLayouts,
  async ({ page, browser, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { persona } = copy;
    const language = languageOf(testInfo);
    const words = unanswered[language];

    const first = await newPremiumMember(request, language, 'unanswered');
    await signIn(page, copy, first.email, first.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/persona');
    await askOnScreen(page, testInfo, words.question);
    await expect(page.getByText(words.notYet)).toBeVisible();
    await saveScreenshot(page, testInfo, 'persona-not-yet');

    const karim = await journeyStaff(request, testInfo);
    const karimPage = await signedInElsewhere(browser, testInfo, karim.email, karim.password);
    await karimPage.goto('/app/persona/review?tab=unanswered');
    const card = karimPage.getByRole('listitem').filter({ hasText: words.question });
    await expect(card).toBeVisible();
    await saveScreenshot(karimPage, testInfo, 'persona-unanswered-queue');
    await card.getByRole('button', { name: persona.review.actions.answer, exact: true }).click();
    const dialog = karimPage.getByRole('dialog', { name: persona.review.answerQuestion.title });
    await dialog.getByRole('textbox', { name: persona.review.answerQuestion.answer }).fill(words.answer);
    await saveScreenshot(karimPage, testInfo, 'persona-answer-dialog');
    await dialog.getByRole('button', { name: persona.review.answerQuestion.submit }).click();
    await expect(karimPage.getByText(persona.review.done.answer)).toBeVisible();
    // Answered, it leaves the queue (other members' questions may still wait there).
    await expect(card).toHaveCount(0);
    await karimPage.context().close();

    // The next member asks the same question and gets Karim's answer, its source in sight above the question box.
    const next = await newPremiumMember(request, language, 'answered');
    const memberPage = await signedInElsewhere(browser, testInfo, next.email, next.password);
    await memberPage.goto('/app/persona');
    await askOnScreen(memberPage, testInfo, words.question);
    await expect(memberPage.getByText(words.answer)).toBeVisible();
    const source = memberPage.getByRole('list', { name: persona.citations.label }).last();
    await expect(source).toBeInViewport();
    const questionBox = memberPage
      .getByRole('textbox', { name: persona.composer.label })
      .locator('xpath=ancestor::div[contains(@class, "sticky")]');
    await expect
      .poll(async () => {
        const [below, box] = await Promise.all([source.boundingBox(), questionBox.boundingBox()]);
        return below && box ? box.y - (below.y + below.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await saveScreenshot(memberPage, testInfo, 'persona-answered');
    await memberPage.context().close();
  },
);
