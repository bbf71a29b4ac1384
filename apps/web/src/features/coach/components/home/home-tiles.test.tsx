import { screen, within } from '@testing-library/react';
import type { CoachState, MealWeek, TrainingPlan } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import {
  freezeToday,
  initCoachCopy,
  lentilSoup,
  mealWeekFixture,
  renderScreen,
  signInAs,
  stateFixture,
  trainingPlanFixture,
} from '../../test-support';
import { nextMealOf } from './next-meal';
import { TodayMealsTile } from './today-meals-tile';
import { TodayTrainingTile } from './today-training-tile';

beforeAll(initCoachCopy);
beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The server: the coach's state, this week's meals and this week's training. */
function serve({
  state = stateFixture(),
  meals = mealWeekFixture(),
  training = trainingPlanFixture(),
}: {
  state?: CoachState;
  meals?: MealWeek | { state: 'not-set-up'; needs: CoachState['needs'] };
  training?: TrainingPlan;
} = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/coach') return { data: state };
    if (url.startsWith('/coach/meals')) return { data: meals };
    if (url.startsWith('/coach/training')) return { data: training };
    throw new Error(`Unexpected read ${url}`);
  });
}

const tileNamed = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('article') as HTMLElement;

describe('the next meal of a day', () => {
  const day = mealWeekFixture().days[0]!;
  it('is breakfast until ten, then lunch, and the day’s last meal once all have passed', () => {
    expect(nextMealOf(day, 7)?.slot).toBe('breakfast');
    expect(nextMealOf(day, 10)?.slot).toBe('lunch');
    // No snack nor dinner planned that day: in the evening, the day's last meal stays on show.
    expect(nextMealOf(day, 20)?.slot).toBe('lunch');
  });
});

describe('the home screen’s meals block', () => {
  it('shows the meal to come (lunch at ten) as a dish, with the day’s targets, and opens the meals', async () => {
    const soupOnWednesday = mealWeekFixture({}, () => lentilSoup);
    signInAs();
    const get = serve({ meals: soupOnWednesday });
    renderScreen(<TodayMealsTile />);
    const tile = await tileNamed('Today’s meals');
    expect(await within(tile).findByText('Lentil and carrot soup')).toBeTruthy();
    expect(within(tile).getByText('Lunch')).toBeTruthy();
    expect(within(tile).getByText('Today: 2,000 kcal · 120 g protein')).toBeTruthy();
    expect(within(tile).getByRole('link').getAttribute('href')).toBe('/app/coach/meals');
    expect(get).toHaveBeenCalledWith('/coach/meals?week=2026-03-09');
  });

  it('asks a member the coach cannot plan for yet to set it up, in one tap', async () => {
    signInAs();
    serve({ meals: { state: 'not-set-up', needs: ['healthConsent'] } });
    renderScreen(<TodayMealsTile />);
    expect(await screen.findByText(/Answer a few questions/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Today’s meals' }).getAttribute('href')).toBe('/app/coach');
  });

  it('shows a Free member what Premium would plan, without reading anything', () => {
    signInAs({ tier: 'free' });
    const get = serve();
    renderScreen(<TodayMealsTile />);
    expect(screen.getByText(/With Premium, your meals/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Today’s meals' }).getAttribute('href')).toBe('/app/billing');
    expect(get).not.toHaveBeenCalled();
  });
});

describe('the home screen’s training block', () => {
  it('shows today’s session (Wednesday: upper body) and says when it is logged', async () => {
    signInAs();
    serve({
      training: trainingPlanFixture({
        logs: [{ dayIndex: 2, rating: 'right', loggedAt: '2026-03-11T08:00:00Z' }],
      }),
    });
    renderScreen(<TodayTrainingTile />);
    const tile = await tileNamed('Today’s training');
    expect(await within(tile).findByText('Upper body')).toBeTruthy();
    expect(within(tile).getByText('2 exercises')).toBeTruthy();
    expect(within(tile).getByText('Done today')).toBeTruthy();
  });

  it('names a rest day and the next session', async () => {
    signInAs();
    // The plan began on a Tuesday: today, Wednesday, is its day 1, a rest day; Thursday is the next session.
    serve({ training: trainingPlanFixture({ weekStart: '2026-03-10', startedOn: '2026-03-03' }) });
    renderScreen(<TodayTrainingTile />);
    const tile = await tileNamed('Today’s training');
    expect(await within(tile).findByText('Rest day')).toBeTruthy();
    expect(within(tile).getByText('Next session: Thursday 12 March')).toBeTruthy();
  });

  it('asks for the coach’s questions before there is a week', async () => {
    signInAs();
    const get = serve({ state: stateFixture({ settings: null, needs: ['settings'], targets: null }) });
    renderScreen(<TodayTrainingTile />);
    expect(await screen.findByText(/how often you train/)).toBeTruthy();
    expect(get).not.toHaveBeenCalledWith(expect.stringContaining('/coach/training'));
  });
});
