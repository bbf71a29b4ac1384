import { expect, test } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onTwoLayouts } from '../support/layouts';

test(
  'a Premium member shares their health data, answers the coach and gets the day’s targets with the reason',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { coach } = copy;
    const language = languageOf(testInfo);
    const member = await newPremiumMember(request, language, 'coached');
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // The coach is in the bar, on the phone too (decision 048); it first says what it still needs.
    await page
      .getByRole('link', { name: copy.common.nav.coach, exact: true })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/app\/coach$/);
    await expect(page.getByRole('heading', { name: coach.needs.title })).toBeVisible();
    await expect(page.getByText(coach.needs.healthConsent.title)).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-needs');

    // Its link leads to the health data on the profile (the health step's own journeys fill it in there).
    await page.getByRole('link', { name: coach.needs.healthConsent.action }).click();
    await expect(page).toHaveURL(/\/app\/profile#health$/);
    const health = await request.put('/api/users/me/health', {
      headers: member.headers,
      data: { consent: true, heightCm: 172, weightKg: 68.5 },
    });
    expect(health.status()).toBe(200);

    await page.goto('/app/coach');
    await page.getByRole('radio', { name: new RegExp(coach.goals.gain.label) }).check();
    await page.getByRole('radio', { name: new RegExp(coach.activity.moderate.label) }).check();
    await page.getByRole('radio', { name: new RegExp(coach.levels.beginner.label) }).check();
    // The sessions are a row of labelled numbers: the member presses the number.
    await page
      .getByRole('group', { name: new RegExp(coach.questions.sessions.legend) })
      .getByText('4', { exact: true })
      .click();
    await page.getByRole('button', { name: coach.questions.save }).click();
    await expect(page.getByText(coach.questions.saved)).toBeVisible();

    // The targets, and one line saying why, from the API's own numbers.
    const state = (await (await request.get('/api/coach', { headers: member.headers })).json()).data;
    expect(state.needs).toEqual([]);
    const energy = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-GB').format(
      state.targets.energyKcal,
    );
    await expect(page.getByRole('heading', { name: coach.targets.title })).toBeVisible();
    await expect(page.getByText(energy, { exact: true }).first()).toBeVisible();
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const why = escaped(coach.targets.reason)
      .replace(escaped('{{change}}'), '.+')
      .replace(escaped('{{goal}}'), escaped(coach.goals.gain.name))
      .replace(escaped('{{sessions}}'), '4');
    await expect(page.getByText(new RegExp(why))).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-targets');

    // Two weights a week apart: the chart draws weight and energy target each on its own labelled scale.
    const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    for (const [date, weightKg] of [
      [dayBefore(7), 69.4],
      [dayBefore(0), 68.5],
    ] as const) {
      const logged = await request.put('/api/coach/weights', {
        headers: member.headers,
        data: { date, weightKg },
      });
      expect(logged.status()).toBe(200);
    }
    await page.reload();
    const chart = page.getByRole('img', { name: coach.weight.chart.title });
    await expect(chart).toBeVisible();
    await expect(chart.getByText(coach.weight.chart.weight, { exact: true })).toBeVisible();
    await expect(chart.getByText(coach.weight.chart.energy, { exact: true })).toBeVisible();
    await expect(chart.locator('svg')).toHaveCount(2);
    await saveScreenshot(page, testInfo, 'coach-weight-chart');
  },
);
