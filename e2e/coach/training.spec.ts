import { expect, test } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onLayouts } from '../support/layouts';

/** The part of the challenge's answer this journey reads (contracts `ChallengeState`). */
interface ChallengeAnswer {
  data: { activities: { source: 'member' | 'coach' }[] };
}

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{{${key}}}`, String(value)), template);

test(
  'a member who starts today finds her first session ahead, logs it, and sees it count in the month’s challenge',
  onLayouts('en-desktop', 'ar-phone'),
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { coach, games } = copy;
    const member = await newPremiumMember(request, languageOf(testInfo), 'training');
    for (const [path, data] of [
      ['/api/users/me/health', { consent: true, heightCm: 178, weightKg: 80 }],
      [
        '/api/coach/settings',
        {
          goal: 'keep',
          activity: 'moderate',
          sessionsPerWeek: 3,
          equipment: ['dumbbells'],
          level: 'beginner',
        },
      ],
    ] as const) {
      expect((await request.put(path, { headers: member.headers, data })).status()).toBe(200);
    }
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // Her plan begins today (issue 38): its first day is today's session, with nothing behind it to have missed.
    await page.goto('/app/coach');
    await page.getByRole('link', { name: coach.tabs.training }).click();
    await expect(page).toHaveURL(/\/app\/coach\/training/);
    const days = page.getByRole('group', { name: coach.training.strip.legend }).getByRole('radio');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toBeChecked();
    // "Wednesday 11 March, today: Full body": the first day's name says it is today.
    await expect(days.first()).toHaveAccessibleName(new RegExp(coach.training.strip.today.split('}}')[1]!));
    await expect(page.getByText(fill(coach.training.logged, { done: 0, total: 3 }))).toBeVisible();
    const weeks = page.getByRole('group', { name: coach.week.legend });
    await expect(weeks.getByRole('radio', { name: coach.week.last })).toBeDisabled();
    const feeling = page.getByRole('group', { name: coach.training.log.title });
    await expect(feeling).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-training');

    await feeling.getByRole('button', { name: coach.training.log.ratings.too_easy }).click();
    await expect(feeling.getByRole('button', { name: coach.training.log.ratings.too_easy })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(fill(coach.training.logged, { done: 1, total: 3 }))).toBeVisible();
    await expect(feeling.getByText(coach.training.log.counts)).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-training-logged');

    // The games count it once it is delivered, after the answer (the outbox).
    await expect
      .poll(async () => {
        const answer = await request.get('/api/games/challenge', { headers: member.headers });
        return ((await answer.json()) as ChallengeAnswer).data.activities.length;
      })
      .toBe(1);
    await page.goto('/app/community/games?section=challenge');
    const activities = page.getByRole('region', { name: games.activity.listTitle });
    await expect(activities.getByText(games.activity.fromCoach)).toBeVisible();
    await expect(activities.getByText(games.activity.types.strength)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: games.challenge.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await expect(page.getByRole('button', { name: games.streak.checkedIn })).toBeDisabled();
    await saveScreenshot(page, testInfo, 'games-challenge-from-coach');

    // Today: the weight, with the chart of weight and energy target.
    await page.goto('/app/coach');
    const weight = page.getByRole('region', { name: coach.weight.title, exact: true });
    await weight
      .getByRole('textbox', { name: coach.weight.weight })
      .or(weight.getByRole('spinbutton', { name: coach.weight.weight }))
      .first()
      .fill('79.5');
    await weight.getByRole('button', { name: coach.weight.save }).click();
    await expect(
      weight.getByText(new RegExp(coach.weight.saved.split('{{weight}}')[0]!.trim())),
    ).toBeVisible();
    await expect(weight.getByRole('img', { name: coach.weight.chart.title })).toBeVisible();
    const logged = (await (await request.get('/api/coach/weights', { headers: member.headers })).json()).data;
    expect(logged.map((entry: { weightKg: number }) => entry.weightKg)).toEqual([79.5]);
    await saveScreenshot(page, testInfo, 'coach-weight');
  },
);
