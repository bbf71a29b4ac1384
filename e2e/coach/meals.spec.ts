import { expect, test } from '../support/test';
import { newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onLayouts, onTwoLayouts } from '../support/layouts';

test(
  'a vegetarian, nut-free member gets a week of named dishes, opens one, swaps one and ticks the shopping list',
  onLayouts('en-desktop', 'fr-desktop', 'ar-phone'),
  async ({ page, request }, testInfo) => {
    // Issue 16's member writes in French; issue 38 adds English; the Arabic phone checks the screens right to left.
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

    // Every meal is a named dish (issue 38).
    expect(
      week.days.flatMap((day: { meals: { dish: unknown }[] }) => day.meals.map((meal) => meal.dish)),
    ).not.toContain(null);

    const lunchOf = () => page.getByRole('region', { name: coach.meals.slots.lunch, exact: true });
    const dishOf = () => lunchOf().locator('button[aria-haspopup="dialog"]');
    await expect(dishOf()).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-meals');

    // The dish opens on its ingredients for the member's servings and its steps.
    const dishName = (await dishOf().innerText()).trim();
    await dishOf().click();
    const dialog = page.getByRole('dialog', { name: dishName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: coach.meals.dish.steps })).toBeVisible();
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await saveScreenshot(page, testInfo, 'coach-dish');
    await dialog.getByRole('button', { name: coach.meals.dish.close }).click();
    await expect(dialog).toBeHidden();

    await lunchOf().getByRole('button', { name: coach.meals.swap.action }).click();
    await expect(lunchOf().getByText(coach.meals.swap.done)).toBeVisible();
    await expect.poll(async () => (await dishOf().innerText()).trim()).not.toBe(dishName);
    await saveScreenshot(page, testInfo, 'coach-meals-swapped');

    // The swap stays: a reload shows the new lunch.
    const swappedName = (await dishOf().innerText()).trim();
    await page.reload();
    await expect.poll(async () => (await dishOf().innerText()).trim()).toBe(swappedName);

    const listed = page.waitForResponse((response) => response.url().includes('/api/coach/shopping-list?'));
    await page.getByRole('link', { name: coach.tabs.shopping }).click();
    await expect(page).toHaveURL(/\/app\/coach\/shopping/);
    // One person's week of dishes, cooked once for two meals where they keep: a short list.
    const list = (await (await listed).json()).data as { aisles: { items: unknown[] }[] };
    expect(list.aisles.flatMap((aisle) => aisle.items).length).toBeLessThanOrEqual(35);
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

test(
  'a member who has not set up the coach is told what is missing, with one tap to start, and no error',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { coach } = copy;
    const member = await newPremiumMember(request, languageOf(testInfo), 'unset');
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const answered = page.waitForResponse((response) => response.url().includes('/api/coach/meals?'));
    await page.goto('/app/coach/meals');
    // A state, not an error: the week's own answer says what the coach still needs.
    const response = await answered;
    expect(response.status()).toBe(200);
    expect((await response.json()).data).toEqual({
      state: 'not-set-up',
      needs: ['healthConsent', 'settings'],
    });
    await expect(page.getByText(coach.plan.notSetUp.title)).toBeVisible();
    await expect(page.getByText(coach.needs.healthConsent.title)).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-meals-not-set-up');

    await page.getByRole('link', { name: coach.plan.notSetUp.action }).click();
    await expect(page).toHaveURL(/\/app\/coach$/);
    await expect(page.getByRole('heading', { name: coach.needs.title })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test(
  'a vegetarian, nut-free member losing weight gets a full week; a vegan without soy or gluten is told which target bent',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { coach } = copy;
    const member = await newPremiumMember(request, languageOf(testInfo), 'losing');
    const health = {
      consent: true,
      heightCm: 178,
      weightKg: 78,
      dietaryPreferences: ['vegetarian'],
      allergies: ['nuts', 'peanuts'],
    };
    for (const [path, data] of [
      ['/api/users/me/health', health],
      [
        '/api/coach/settings',
        { goal: 'lose', activity: 'light', sessionsPerWeek: 3, equipment: [], level: 'beginner' },
      ],
    ] as const) {
      expect((await request.put(path, { headers: member.headers, data })).status()).toBe(200);
    }
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    const planned = page.waitForResponse((response) => response.url().includes('/api/coach/meals?'));
    await page.goto('/app/coach/meals');
    const week = (await (await planned).json()).data;
    // Seven days, each of four meals and within ±10 % of the energy target (the API's tests check every food).
    expect(week).toMatchObject({ state: 'planned', diets: ['vegetarian'], allergies: ['nuts', 'peanuts'] });
    expect(week.days).toHaveLength(7);
    for (const day of week.days) {
      expect(day.meals).toHaveLength(4);
      expect(Math.abs(day.totals.kcal - week.targets.kcal)).toBeLessThanOrEqual(week.targets.kcal * 0.1 + 1);
    }
    await expect(
      page.getByRole('group', { name: coach.meals.day.legend, exact: true }).getByRole('radio'),
    ).toHaveCount(7);
    const lunch = page.getByRole('region', { name: coach.meals.slots.lunch, exact: true });
    await expect(lunch.getByRole('button', { name: coach.meals.swap.action })).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-meals-losing');

    // Without soy or gluten no vegan week reaches his protein target: it is bent, planned, and said.
    const rebuilt = page.waitForResponse((response) => response.url().includes('/api/coach/meals?'));
    const vegan = {
      ...health,
      dietaryPreferences: ['vegan'],
      allergies: ['nuts', 'peanuts', 'soy', 'gluten'],
    };
    expect(
      (await request.put('/api/users/me/health', { headers: member.headers, data: vegan })).status(),
    ).toBe(200);
    await page.reload();
    const bent = (await (await rebuilt).json()).data;
    expect(bent.days).toHaveLength(7);
    expect(bent.bends).toEqual([
      { target: 'protein', fromG: expect.any(Number), toG: bent.targets.proteinG, because: 'plantBasedDiet' },
    ]);
    const bendLine = coach.meals.bends.protein.split('{{to}}')[0]!.trim();
    await expect(page.getByText(bendLine)).toBeVisible();
    await expect(page.getByText(coach.meals.rebuilt)).toBeVisible();
    await saveScreenshot(page, testInfo, 'coach-meals-bent');
  },
);
