import { newFreeMember, newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { onTwoLayouts } from '../support/layouts';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { expect, test } from '../support/test';

test(
  'a new Premium member’s home fills in as they set the coach up and check in',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { coach, games } = copy;
    const member = await newPremiumMember(request, languageOf(testInfo), 'home');
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // Before anything is set up, each block says what one tap starts.
    const day = page.getByRole('region', { name: copy.app.dashboard.today });
    const meals = day.getByTestId('home-meals');
    await expect(day.getByText(coach.home.meals.notSetUp)).toBeVisible();
    await expect(day.getByText(coach.home.training.notSetUp)).toBeVisible();
    await expect(day.getByText(games.home.streak.notCheckedIn)).toBeVisible();
    await saveScreenshot(page, testInfo, 'home-new-member');

    for (const [path, data] of [
      [
        '/api/users/me/health',
        { consent: true, heightCm: 172, weightKg: 68, dietaryPreferences: [], allergies: [] },
      ],
      [
        '/api/coach/settings',
        { goal: 'keep', activity: 'light', sessionsPerWeek: 3, equipment: [], level: 'beginner' },
      ],
    ] as const) {
      expect((await request.put(path, { headers: member.headers, data })).status()).toBe(200);
    }
    expect((await request.post('/api/games/streak/check-in', { headers: member.headers })).status()).toBe(
      200,
    );

    // The same home, read again: today's dish, today's session or rest, the streak begun.
    const week = page.waitForResponse((response) => response.url().includes('/api/coach/meals?'));
    await page.reload();
    const planned = (await (await week).json()).data as {
      days: { meals: { dish: { name: string } | null }[] }[];
    };
    const dishes = planned.days.flatMap((each) => each.meals.map((meal) => meal.dish?.name));
    await expect(meals.locator('p.text-lg')).toBeVisible();
    expect(dishes).toContain(await meals.locator('p.text-lg').innerText());
    const training = day.getByTestId('home-training');
    await expect(
      training.getByText(
        new RegExp(`${coach.training.rest.title}|${Object.values(coach.training.focus).join('|')}`),
      ),
    ).toBeVisible();
    await expect(day.getByText(games.home.streak.checkedIn)).toBeVisible();
    await saveScreenshot(page, testInfo, 'home-set-up');

    await meals.getByRole('link', { name: coach.home.meals.title }).click();
    await expect(page).toHaveURL(/\/app\/coach\/meals/);
  },
);

test(
  'a Free member’s home invites to Premium block by block, and opens the draw',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const member = await newFreeMember(request, languageOf(testInfo), 'homefree');
    await signIn(page, copy, member.email, member.password);
    const day = page.getByRole('region', { name: copy.app.dashboard.today });
    await expect(day.getByText(copy.coach.home.meals.invitation)).toBeVisible();
    await expect(day.getByText(copy.feed.home.invitation)).toBeVisible();
    await expect(day.getByTestId('home-draw')).toBeVisible();
    await saveScreenshot(page, testInfo, 'home-free-member');
    await day.getByRole('link', { name: copy.coach.home.meals.title }).click();
    await expect(page).toHaveURL(/\/app\/billing/);
  },
);
