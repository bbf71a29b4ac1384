import { expect, test } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onLayouts } from '../support/layouts';

test(
  'a Premium member in French gets a vegetarian, nut-free week, swaps a meal and ticks the shopping list',
  onLayouts('fr-desktop', 'ar-phone'),
  async ({ page, request }, testInfo) => {
    // The member writes in French; the Arabic phone checks the same screens right to left.
    const copy = copyFor(testInfo);
    const { coach } = copy;
    const member = await newPremiumMember(request, languageOf(testInfo), 'meals');
    for (const [path, data] of [
      [
        '/api/users/me/health',
        {
          consent: true,
          heightCm: 166,
          weightKg: 61,
          dietaryPreferences: ['vegetarian'],
          allergies: ['nuts', 'peanuts'],
        },
      ],
      [
        '/api/coach/settings',
        { goal: 'keep', activity: 'light', sessionsPerWeek: 3, equipment: [], level: 'beginner' },
      ],
    ] as const) {
      expect((await request.put(path, { headers: member.headers, data })).status()).toBe(200);
    }
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    await page.goto('/app/coach');
    const planned = page.waitForResponse((response) => response.url().includes('/api/coach/meals?'));
    await page.getByRole('link', { name: coach.tabs.meals }).click();
    await expect(page).toHaveURL(/\/app\/coach\/meals/);
    // What every meal respects, in the member's language, from the profile's own words for them.
    const respects = new RegExp(coach.meals.respects.line.split('{{list}}')[0]!.trim());
    await expect(page.getByText(respects)).toBeVisible();
    await expect(page.getByText(new RegExp(copy.health.diets.vegetarian, 'i')).first()).toBeVisible();
    // The week shown was planned against the member's diet and allergies (the API's tests check every food of it).
    const week = (await (await planned).json()).data;
    expect(week).toMatchObject({ diets: ['vegetarian'], allergies: ['nuts', 'peanuts'] });
    expect(week.days).toHaveLength(7);

    const lunch = page.getByRole('region', { name: coach.meals.slots.lunch, exact: true });
    await expect(lunch.getByRole('listitem').first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-meals');
    const before = await lunch.getByRole('listitem').allInnerTexts();
    await lunch.getByRole('button', { name: coach.meals.swap.action }).click();
    await expect(lunch.getByText(coach.meals.swap.done)).toBeVisible();
    await expect.poll(() => lunch.getByRole('listitem').allInnerTexts()).not.toEqual(before);
    await saveScreenshot(page, testInfo, 'coach-meals-swapped');

    // The swap stays: a reload shows the new lunch.
    const after = await lunch.getByRole('listitem').allInnerTexts();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: coach.meals.slots.lunch, exact: true })
          .getByRole('listitem')
          .allInnerTexts(),
      )
      .toEqual(after);

    await page.getByRole('link', { name: coach.tabs.shopping }).click();
    await expect(page).toHaveURL(/\/app\/coach\/shopping/);
    const produce = page.getByRole('region', { name: coach.shopping.aisles.produce, exact: true });
    const firstItem = produce.getByRole('checkbox').first();
    await firstItem.check();
    await expect(
      page.getByText(new RegExp(coach.shopping.progress.split('{{done}}')[0]!.trim())),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-shopping');
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: coach.shopping.aisles.produce, exact: true })
        .getByRole('checkbox')
        .first(),
    ).toBeChecked();
  },
);
