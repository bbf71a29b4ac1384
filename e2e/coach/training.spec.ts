import { expect, test } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onLayouts } from '../support/layouts';

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{{${key}}}`, String(value)), template);

test(
  'a Premium member follows a week of training, logs a session and their weight',
  onLayouts('en-desktop', 'ar-phone'),
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { coach } = copy;
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

    // Last week: every session day has come, so Monday's can be logged whatever day the journey runs.
    await page.goto('/app/coach');
    await page.getByRole('link', { name: coach.tabs.training }).click();
    await expect(page).toHaveURL(/\/app\/coach\/training/);
    // The choices are labelled radios drawn as chips: the member taps the chip.
    await page
      .getByRole('group', { name: coach.week.legend })
      .getByText(coach.week.last, { exact: true })
      .click();
    await page.getByRole('group', { name: coach.training.strip.legend }).locator('label').first().click();
    await expect(page.getByRole('group', { name: coach.training.log.title })).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-training');

    const feeling = page.getByRole('group', { name: coach.training.log.title });
    await feeling.getByRole('button', { name: coach.training.log.ratings.too_easy }).click();
    await expect(feeling.getByRole('button', { name: coach.training.log.ratings.too_easy })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(fill(coach.training.logged, { done: 1, total: 3 }))).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-training-logged');

    // Today: the weight, with the chart of weight and energy target.
    await page.getByRole('link', { name: coach.tabs.today }).click();
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
