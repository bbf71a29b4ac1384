import type { CoachState, MealWeek, ShoppingList } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../../test/accounts';
import { createTestApp, seedPlans, type SeededPlans, type TestApp } from '../../../test/test-app';
import { coachTestClient, keepFit } from '../coach-test-support';
import { and, eq } from 'drizzle-orm';
import { foodsById } from '../../../data/foods';
import { boughtName } from '../../../data/foods/bought-name';
import { recipesById } from '../../../data/recipes';
import { coachMealWeeks } from '../../../db/schema';
import type { PlannedDay } from './meal-rules';

const dayMs = 86_400_000;
const thisMonday = () => {
  const today = new Date();
  return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
};
const mondayPlus = (weeks: number) =>
  new Date(Date.parse(thisMonday()) + weeks * 7 * dayMs).toISOString().slice(0, 10);

describe('the week of meals (issue 16)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  const { api, premiumMember } = coachTestClient(
    () => subject,
    () => plans,
  );
  const weekOf = async (account: TestAccount, week = thisMonday()) =>
    (await api(account, 'GET', `/coach/meals?week=${week}`)).json().data as MealWeek;
  const foodIdsOf = (week: MealWeek) =>
    week.days.flatMap((day) => day.meals.flatMap((meal) => meal.items.map((item) => item.foodId)));

  /** A vegetarian member allergic to nuts and peanuts, with everything the coach needs. */
  async function vegetarianMember(language = 'fr') {
    const member = await premiumMember('1992-05-20', 'female', language);
    await api(member, 'PUT', '/users/me/health', {
      consent: true,
      heightCm: 168,
      weightKg: 62,
      dietaryPreferences: ['vegetarian'],
      allergies: ['nuts', 'peanuts'],
    });
    await api(member, 'PUT', '/coach/settings', keepFit);
    return member;
  }

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());

  it('answers 4003 to a Free member on every meal endpoint', async () => {
    const free = await registerMember(subject.app);
    await api(free, 'POST', '/subscription/free');
    for (const [method, url] of [
      ['GET', `/coach/meals?week=${thisMonday()}`],
      ['GET', `/coach/shopping-list?week=${thisMonday()}`],
      ['POST', '/coach/meals/swap'],
    ] as const) {
      expect(
        (await api(free, method, url, { week: thisMonday(), date: thisMonday(), slot: 'lunch' })).json().error
          .code,
      ).toBe(4003);
    }
  });

  it('plans a vegetarian, nut-free week in the member’s language, every day within its targets', async () => {
    const member = await vegetarianMember('fr');
    const week = await weekOf(member);
    expect(week.days).toHaveLength(7);
    expect(week.days[0]!.date).toBe(thisMonday());
    expect(week).toMatchObject({
      state: 'planned',
      diets: ['vegetarian'],
      allergies: ['nuts', 'peanuts'],
      wasRebuilt: false,
    });
    for (const foodId of foodIdsOf(week)) {
      const food = foodsById.get(foodId)!;
      expect(['plant', 'egg', 'dairy']).toContain(food.origin);
      expect(food.freeFrom).toBeUndefined();
      expect(food.allergens).not.toContain('nuts');
      expect(food.allergens).not.toContain('peanuts');
    }
    for (const day of week.days) {
      expect(day.totals.kcal).toBeGreaterThanOrEqual(
        Math.max(week.targets.kcal * 0.9, week.targets.floorKcal) - 1,
      );
      expect(day.totals.kcal).toBeLessThanOrEqual(week.targets.kcal * 1.1 + 1);
    }
    const firstItem = week.days[0]!.meals[0]!.items[0]!;
    expect(firstItem.name).toBe(foodsById.get(firstItem.foodId)!.names.fr);
    // Every meal is a named dish, in French, with its steps and its foods for the member's servings.
    for (const meal of week.days.flatMap((day) => day.meals)) {
      const recipe = recipesById.get(meal.dish!.recipeId)!;
      expect(meal.dish).toMatchObject({ name: recipe.names.fr, steps: recipe.steps.fr });
      expect(recipe.meals).toContain(meal.slot);
      expect(meal.dish!.ingredients.map((each) => each.foodId)).toEqual(
        meal.items.map((each) => each.foodId),
      );
    }
    // Read again: the same week, not a new draw.
    expect(await weekOf(member)).toEqual(week);
  });

  it('swaps one meal, keeps the day within its targets and keeps the swap', async () => {
    const member = await vegetarianMember();
    const before = await weekOf(member);
    const date = before.days[2]!.date;
    const response = await api(member, 'POST', '/coach/meals/swap', {
      week: thisMonday(),
      date,
      slot: 'dinner',
    });
    expect(response.statusCode).toBe(200);
    const after = response.json().data as MealWeek;
    const dinnerOf = (week: MealWeek) => week.days[2]!.meals.find((meal) => meal.slot === 'dinner')!;
    expect(dinnerOf(after).dish!.recipeId).not.toBe(dinnerOf(before).dish!.recipeId);
    expect(recipesById.get(dinnerOf(after).dish!.recipeId)!.meals).toContain('dinner');
    expect(after.days[2]!.totals.kcal).toBeGreaterThanOrEqual(
      Math.max(after.targets.kcal * 0.9, after.targets.floorKcal) - 1,
    );
    expect(after.days[2]!.totals.kcal).toBeLessThanOrEqual(after.targets.kcal * 1.1 + 1);
    // The other days are untouched, and the swap is what the member reads next time.
    // (Tomorrow's lunch may stop being tonight's leftovers: only its flag changes.)
    const foodsOf = (week: MealWeek) => week.days.map((day) => day.meals.map((meal) => meal.items));
    expect(foodsOf(after).filter((_, index) => index !== 2)).toEqual(
      foodsOf(before).filter((_, index) => index !== 2),
    );
    expect(await weekOf(member)).toEqual(after);
  });

  it('keeps both of two swaps sent at once', async () => {
    // Without restrictions a second swap of the same day almost always fits (1 day in 1,500 measured, against 1 in 200
    // for this file's vegetarian with nut allergies): what is tested here is that neither swap is lost.
    const member = await premiumMember('1992-05-20', 'female', 'fr');
    await api(member, 'PUT', '/users/me/health', { consent: true, heightCm: 168, weightKg: 62 });
    await api(member, 'PUT', '/coach/settings', keepFit);
    const before = await weekOf(member);
    const date = before.days[4]!.date;
    const [lunch, breakfast] = await Promise.all([
      api(member, 'POST', '/coach/meals/swap', { week: thisMonday(), date, slot: 'lunch' }),
      api(member, 'POST', '/coach/meals/swap', { week: thisMonday(), date, slot: 'breakfast' }),
    ]);
    expect([lunch.statusCode, breakfast.statusCode]).toEqual([200, 200]);
    const after = await weekOf(member);
    const mealOf = (week: MealWeek, slot: string) =>
      week.days[4]!.meals.find((meal) => meal.slot === slot)!.items.map((item) => item.foodId);
    expect(mealOf(after, 'breakfast')).not.toEqual(mealOf(before, 'breakfast'));
    expect(mealOf(after, 'lunch')).not.toEqual(mealOf(before, 'lunch'));
  });

  it('plans the week again when the member declares a new allergy, and says so', async () => {
    const member = await vegetarianMember();
    await weekOf(member);
    await api(member, 'PUT', '/users/me/health', {
      consent: true,
      heightCm: 168,
      weightKg: 62,
      dietaryPreferences: ['vegetarian'],
      allergies: ['nuts', 'peanuts', 'milk'],
    });
    const rebuilt = await weekOf(member);
    expect(rebuilt.wasRebuilt).toBe(true);
    expect(rebuilt.rebuiltBecause).toBe('answers');
    for (const foodId of foodIdsOf(rebuilt)) expect(foodsById.get(foodId)!.allergens).not.toContain('milk');
  });

  it('plans a week stored before dishes again as dishes, and still reads a stored week of foods', async () => {
    const member = await vegetarianMember('en');
    const planned = await weekOf(member);
    const { db } = subject.database;
    const { id } = (await api(member, 'GET', '/users/me')).json().data as { id: string };
    const row = and(eq(coachMealWeeks.userId, id), eq(coachMealWeeks.weekStart, thisMonday()));
    const [stored] = await db.select().from(coachMealWeeks).where(row);
    const withoutDishes: PlannedDay[] = stored!.days.map((day) => ({
      meals: day.meals.map(({ slot, items }) => ({ slot, items })),
    }));

    // Same inputs (a week of foods the planner fell back to): read as it is, its meals without a dish.
    await db.update(coachMealWeeks).set({ days: withoutDishes }).where(row);
    const asStored = await weekOf(member);
    expect(asStored.wasRebuilt).toBe(false);
    expect(asStored.rebuiltBecause).toBeNull();
    expect(asStored.days.flatMap((day) => day.meals).every((meal) => meal.dish === null)).toBe(true);
    expect(asStored.days.map((day) => day.totals)).toEqual(planned.days.map((day) => day.totals));

    // Planned before the recipe library (another inputs key): planned again, as dishes, and said so.
    await db.update(coachMealWeeks).set({ inputsKey: 'before-issue-38' }).where(row);
    const replanned = await weekOf(member);
    expect(replanned.wasRebuilt).toBe(true);
    // The member changed nothing: the plan says our library changed, not their answers (issue 38's wrong reason).
    expect(replanned.rebuiltBecause).toBe('library');

    // Planned from the same answers and an older library: the library's reason again.
    const [current] = await db.select().from(coachMealWeeks).where(row);
    const [rulesPart] = current!.inputsKey.split('.');
    await db
      .update(coachMealWeeks)
      .set({ inputsKey: `${rulesPart}.000000000000` })
      .where(row);
    expect((await weekOf(member)).rebuiltBecause).toBe('library');
    expect(replanned.days.flatMap((day) => day.meals).every((meal) => meal.dish !== null)).toBe(true);
  });

  it('lists the week’s shopping by aisle, the dishes’ raw weights for the servings planned, rounded up', async () => {
    const member = await vegetarianMember('ar');
    const week = await weekOf(member);
    const list = (await api(member, 'GET', `/coach/shopping-list?week=${thisMonday()}`)).json()
      .data as ShoppingList;
    const listed = list.aisles.flatMap((aisle) => aisle.items);
    expect(new Set(listed.map((item) => item.foodId))).toEqual(new Set(foodIdsOf(week)));
    // One person's week of dishes, cooked once for two meals where they keep: a short list.
    expect(listed.length).toBeLessThanOrEqual(35);
    const bought = new Map<string, number>();
    for (const { dish } of week.days.flatMap((day) => day.meals)) {
      const recipe = recipesById.get(dish!.recipeId)!;
      for (const { foodId, grams } of recipe.ingredients)
        bought.set(foodId, (bought.get(foodId) ?? 0) + (grams * dish!.portion) / recipe.servings);
    }
    for (const item of listed) {
      // As a shop sells it: "باذنجان", not "باذنجان (مطبوخ)" beside a raw weight.
      expect(item.name).toBe(boughtName(foodsById.get(item.foodId)!, 'ar'));
      expect(item.grams).toBeGreaterThanOrEqual(bought.get(item.foodId)!);
      expect(item.grams).toBeLessThan(bought.get(item.foodId)! + 100);
    }
  });

  it('refuses a week it cannot open and a day outside the week', async () => {
    const member = await vegetarianMember();
    const tuesday = new Date(Date.parse(thisMonday()) + dayMs).toISOString().slice(0, 10);
    expect((await api(member, 'GET', `/coach/meals?week=${tuesday}`)).json().error.code).toBe(4000);
    expect((await api(member, 'GET', '/coach/meals?week=2026-02-30')).json().error.code).toBe(4000);
    expect((await api(member, 'GET', `/coach/meals?week=${mondayPlus(3)}`)).json().error.code).toBe(7803);
    expect((await api(member, 'GET', `/coach/meals?week=${mondayPlus(1)}`)).statusCode).toBe(200);
    const outside = await api(member, 'POST', '/coach/meals/swap', {
      week: thisMonday(),
      date: mondayPlus(1),
      slot: 'lunch',
    });
    expect(outside.json().error.code).toBe(7804);
    expect(
      (
        await api(member, 'POST', '/coach/meals/swap', {
          week: thisMonday(),
          date: thisMonday(),
          slot: 'brunch',
        })
      ).json().error.code,
    ).toBe(4000);
  });

  it('answers a member it cannot plan for yet with what it needs, a state rather than an error', async () => {
    const newcomer = await premiumMember('1990-01-01');
    for (const url of [`/coach/meals?week=${thisMonday()}`, `/coach/shopping-list?week=${thisMonday()}`]) {
      const response = await api(newcomer, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ state: 'not-set-up', needs: ['healthConsent', 'settings'] });
    }
    await api(newcomer, 'PUT', '/users/me/health', { consent: true, heightCm: 170, weightKg: 66 });
    expect((await api(newcomer, 'GET', `/coach/meals?week=${thisMonday()}`)).json().data).toEqual({
      state: 'not-set-up',
      needs: ['settings'],
    });
  });

  it('plans a vegan man losing weight, bending his protein target when it must, and keeps the bend through a swap', async () => {
    // The member (178 cm, 78 kg, lightly active, losing weight), without soy or gluten: no tofu, no seitan,
    // so no week reaches his protein target (none did in 1,000 measured) and every one bends it.
    const member = await premiumMember('1990-03-01', 'male', 'en');
    await api(member, 'PUT', '/users/me/health', {
      consent: true,
      heightCm: 178,
      weightKg: 78,
      dietaryPreferences: ['vegan'],
      allergies: ['soy', 'gluten'],
    });
    await api(member, 'PUT', '/coach/settings', { ...keepFit, goal: 'lose', activity: 'light' });
    const targets = ((await api(member, 'GET', '/coach')).json().data as CoachState).targets!;
    const week = await weekOf(member);
    expect(week.days).toHaveLength(7);
    expect(week.bends).toEqual([
      { target: 'protein', fromG: targets.proteinG, toG: week.targets.proteinG, because: 'plantBasedDiet' },
    ]);
    expect(week.targets.proteinG).toBeLessThan(targets.proteinG);
    expect(week.targets.kcal).toBe(targets.energyKcal);
    for (const day of week.days) {
      expect(day.totals.proteinG).toBeGreaterThanOrEqual(week.targets.proteinG * 0.8 - 1);
      expect(day.totals.proteinG * 4).toBeLessThanOrEqual(day.totals.kcal * 0.35 + 4);
    }
    // A swap may find no other meal for a day this restricted (7802, "try another meal"): the member tries another.
    const swaps = [];
    for (const slot of ['lunch', 'dinner', 'breakfast', 'snack']) {
      const swapped = await api(member, 'POST', '/coach/meals/swap', {
        week: thisMonday(),
        date: week.days[1]!.date,
        slot,
      });
      swaps.push(swapped.json());
      if (swapped.statusCode === 200) break;
    }
    expect(swaps.at(-1).data).toMatchObject({ targets: week.targets, bends: week.bends });
  });

  it('forgets the weeks planned from health data when consent is withdrawn', async () => {
    const member = await vegetarianMember();
    await weekOf(member);
    await api(member, 'DELETE', '/users/me/health');
    expect((await api(member, 'GET', `/coach/meals?week=${thisMonday()}`)).json().data).toMatchObject({
      state: 'not-set-up',
    });
    await api(member, 'PUT', '/users/me/health', {
      consent: true,
      heightCm: 168,
      weightKg: 62,
      dietaryPreferences: ['vegetarian'],
      allergies: ['nuts', 'peanuts'],
    });
    await api(member, 'PUT', '/coach/settings', keepFit);
    // A first plan, not one rebuilt over a week kept from before.
    expect((await weekOf(member)).wasRebuilt).toBe(false);
  });

  it('answers 7801, with nothing stored, when no week can keep every restriction', async () => {
    const member = await premiumMember('1990-01-01', 'male');
    await api(member, 'PUT', '/users/me/health', {
      consent: true,
      heightCm: 180,
      weightKg: 80,
      dietaryPreferences: ['vegan', 'low_carb'],
      allergies: ['gluten', 'soy', 'nuts', 'peanuts', 'sesame', 'lupin', 'celery', 'mustard', 'sulphites'],
    });
    await api(member, 'PUT', '/coach/settings', keepFit);
    const response = await api(member, 'GET', `/coach/meals?week=${thisMonday()}`);
    expect(response.json().error.code).toBe(7801);
    expect(response.statusCode).toBe(422);

    // Nothing was kept of the failed week: once the restrictions allow one, it is a first plan, not a rebuilt one.
    await api(member, 'PUT', '/users/me/health', {
      consent: true,
      heightCm: 180,
      weightKg: 80,
      dietaryPreferences: ['vegan'],
      allergies: [],
    });
    expect((await weekOf(member)).wasRebuilt).toBe(false);
  });
});
