import { expect, test, type TestInfo } from '@playwright/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { openFromNavigation, signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff, staffJourneyProjects } from '../support/staff';

const onLayouts = (testInfo: TestInfo, projects: readonly string[]) =>
  test.skip(!projects.includes(testInfo.project.name), `${projects.join(' and ')} only`);

const intlLocales = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' } as const;

/** A counted text as i18next picks it: the key's plural form for `count` in the layout's language. */
function counted(texts: Record<string, string>, key: string, count: number, testInfo: TestInfo) {
  const form = new Intl.PluralRules(intlLocales[languageOf(testInfo)]).select(count);
  return texts[`${key}_${form}`]!.replace('{{number}}', String(count));
}

test('a Premium member checks in, plays the week’s quiz to its score and finds herself on the leaderboard', async ({
  page,
  request,
}, testInfo) => {
  onLayouts(testInfo, staffJourneyProjects);
  test.setTimeout(120_000);
  const copy = copyFor(testInfo);
  const { games } = copy;
  const member = await newPremiumMember(request, languageOf(testInfo), 'quiz');
  await signIn(page, copy, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await openFromNavigation(page, copy, copy.common.nav.community);
  await page.getByRole('link', { name: copy.community.games.title }).click();
  await expect(page).toHaveURL(/\/app\/community\/games/);
  await expect(page.getByRole('button', { name: games.quiz.intro.start })).toBeVisible();
  await saveScreenshot(page, testInfo, 'games');

  await page.getByRole('button', { name: games.streak.checkIn }).click();
  await expect(page.getByRole('button', { name: games.streak.checkedIn })).toBeDisabled();

  await page.getByRole('button', { name: games.quiz.intro.start }).click();
  const choices = page.getByRole('list', { name: games.quiz.choices }).getByRole('button');
  for (let question = 1; question <= 10; question += 1) {
    const progress = page.getByRole('progressbar', { name: games.quiz.progress.label });
    await expect(progress).toHaveAttribute('aria-valuenow', String(question));
    if (question === 1) await saveScreenshot(page, testInfo, 'games-quiz-question');
    // The last choice: some weeks it is right, some not; the journey is about playing, the API tests about scoring.
    await choices.last().click();
    const onward = page.getByRole('button', {
      name: question === 10 ? games.quiz.seeScore : games.quiz.next,
    });
    await expect(onward).toBeVisible();
    await expect(page.getByText(games.quiz.review.why).first()).toBeVisible();
    if (question === 1) await saveScreenshot(page, testInfo, 'games-quiz-answer');
    await onward.click();
  }
  await expect(page.getByRole('heading', { name: games.quiz.summary.title })).toBeVisible();
  await saveScreenshot(page, testInfo, 'games-quiz-score');

  await page.getByRole('tab', { name: games.sections.leaderboard }).click();
  // Her check-in alone puts her on the month's board, marked as her.
  const mine = page.locator('[aria-current="true"]').filter({ visible: true }).first();
  await expect(mine).toBeVisible();
  await saveScreenshot(page, testInfo, 'games-leaderboard');
});

test('a member logs a workout toward the month’s challenge, and her points add an entry in the month’s draw', async ({
  page,
  request,
}, testInfo) => {
  onLayouts(testInfo, staffJourneyProjects);
  const copy = copyFor(testInfo);
  const { games, perks } = copy;
  const member = await newPremiumMember(request, languageOf(testInfo), 'challenger');
  const today = new Date().toISOString().slice(0, 10);
  // Eleven of the demo's twelve workouts through the API: the screen logs the twelfth.
  for (let workout = 0; workout < 11; workout += 1) {
    const logged = await request.post('/api/games/activities', {
      headers: member.headers,
      data: { type: 'run', durationMinutes: 20, day: today },
    });
    expect(logged.status()).toBe(201);
  }

  await signIn(page, copy, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/community/games?section=challenge');
  await page.getByLabel(games.activity.type, { exact: true }).selectOption('strength');
  await page.getByLabel(games.activity.duration, { exact: true }).fill('20');
  await page.getByRole('button', { name: games.activity.log }).click();
  await expect(page.getByText(games.challenge.complete.title)).toBeVisible();
  await saveScreenshot(page, testInfo, 'games-challenge');

  await page.getByRole('tab', { name: games.sections.points }).click();
  await expect(page.getByText(counted(games.points.entries, 'total', 2, testInfo)).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'games-points');

  // The demo's draw of this month holds her ticket with the free entry and the one her points earned.
  await openFromNavigation(page, copy, copy.common.nav.perks);
  await expect(page).toHaveURL(/\/app\/perks/);
  const entries = perks.draws.entry.entries
    .replace('{{free}}', '1')
    .replace('{{earned}}', '1')
    .replace('{{total}}', '2');
  await expect(page.getByText(entries).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'games-draw-entries');
});

test('karim sets next month’s challenge in French', async ({ page, request }, testInfo) => {
  onLayouts(testInfo, ['fr-desktop']);
  const copy = copyFor(testInfo);
  const { gamesAdmin } = copy;
  const karim = await journeyStaff(request, testInfo);
  await signIn(page, copy, karim.email, karim.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/community/games/manage?tab=challenges');
  const now = new Date();
  const nextMonth = new Intl.DateTimeFormat('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
  // Set on a first run; a retry finds it set and changes it.
  await page
    .getByRole('button', { name: gamesAdmin.challenges.setNamed.replace('{{month}}', nextMonth) })
    .or(page.getByRole('button', { name: gamesAdmin.challenges.changeNamed.replace('{{month}}', nextMonth) }))
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(gamesAdmin.challenges.form.name, { exact: true })
    .first()
    .fill('Mois du cardio : 10 séances');
  await dialog.getByLabel(gamesAdmin.challenges.form.metric).selectOption('workouts');
  await dialog.getByLabel(gamesAdmin.challenges.form.goalWorkouts).fill('10');
  await saveScreenshot(page, testInfo, 'games-manage-challenge');
  await dialog.getByRole('button', { name: gamesAdmin.challenges.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Mois du cardio : 10 séances')).toBeVisible();
  await saveScreenshot(page, testInfo, 'games-manage-challenges');
});

test('karim writes a question for next week’s quiz, with a translation', async ({
  page,
  request,
}, testInfo) => {
  onLayouts(testInfo, staffJourneyProjects);
  const copy = copyFor(testInfo);
  const { gamesAdmin } = copy;
  const language = languageOf(testInfo);
  const words = {
    en: { prompt: 'How many minutes of brisk walking a day lower heart risk?', choices: ['5', '30', '90'] },
    ar: { prompt: 'كم دقيقة من المشي السريع يوميًا تخفض خطر أمراض القلب؟', choices: ['5', '30', '90'] },
    fr: { prompt: 'Combien de minutes de marche rapide par jour ?', choices: ['5', '30', '90'] },
  }[language];
  const karim = await journeyStaff(request, testInfo);
  await signIn(page, copy, karim.email, karim.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/community/games/manage');
  await page.getByRole('button', { name: gamesAdmin.questions.add }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(gamesAdmin.questions.form.prompt, { exact: true }).first().fill(words.prompt);
  for (const [index, choice] of words.choices.entries()) {
    const label = gamesAdmin.questions.form.choice.replace('{{number}}', String(index + 1));
    const field = dialog.getByLabel(label, { exact: true }).first();
    if ((await field.count()) === 0)
      await dialog.getByRole('button', { name: gamesAdmin.questions.form.addChoice }).click();
    await field.fill(choice);
  }
  await dialog.getByLabel(gamesAdmin.questions.form.isCorrect.replace('{{number}}', '2')).check();
  await dialog
    .getByLabel(gamesAdmin.questions.form.explanation, { exact: true })
    .first()
    .fill(language === 'ar' ? 'ثلاثون دقيقة يوميًا تكفي للبدء.' : 'Thirty minutes a day is enough to start.');
  await saveScreenshot(page, testInfo, 'games-manage-question');
  await dialog.getByRole('button', { name: gamesAdmin.questions.form.add }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(words.prompt)).toBeVisible();
  await saveScreenshot(page, testInfo, 'games-manage-questions');
});
