import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachState, TrainingPlan, TrainingWeek } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import {
  freezeToday,
  initCoachCopy,
  renderScreen,
  signInAs,
  stateFixture,
  trainingPlanFixture,
  trainingWeekFixture,
} from '../../test-support';
import { TrainingScreen } from './training-screen';
import { TrainingWhy } from './training-why';

beforeAll(initCoachCopy);
beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The fixture's weeks, by the choice asked: the member began on Monday 2 March. */
const weekStarts: Record<string, string> = { last: '2026-03-02', this: '2026-03-09', next: '2026-03-16' };

/** The server: the coach's state, and a week of training (or a failure) for whatever week is asked. */
function serve({
  state = stateFixture(),
  plan = (choice: string) => trainingPlanFixture({ weekStart: weekStarts[choice] }),
}: { state?: CoachState; plan?: (choice: string) => TrainingPlan | ApiError } = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/coach') return { data: state };
    const choice = new URL(url, 'http://x').searchParams.get('week') ?? '';
    const answer = plan(choice);
    if (answer instanceof ApiError) throw answer;
    return { data: answer };
  });
}

const openTraining = () => {
  signInAs();
  renderScreen(<TrainingScreen />, { path: '/app/coach/training' });
};
/** Read as a person does: no-break spaces as spaces. */
const spaced = (text: string | null) => text?.replace(/\s+/g, ' ');

describe('the week of training', () => {
  it('opens on today’s session: each exercise with its sets, reps and rest, and the week’s why', async () => {
    const get = serve();
    openTraining();

    const today = await screen.findByRole('radio', { name: 'Wednesday 11 March, today: Upper body' });
    expect(today).toHaveProperty('checked', true);
    expect(screen.getAllByRole('radio', { name: /March/ })).toHaveLength(7);
    expect(screen.getByRole('radio', { name: 'Monday 9 March: Full body' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Tuesday 10 March: rest day' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/coach/training?today=2026-03-11&week=this');

    expect(screen.getByRole('heading', { level: 2, name: 'Wednesday 11 March' })).toBeTruthy();
    expect(screen.getByText('Session: Upper body')).toBeTruthy();
    expect(
      screen.getByText('Week 2 of 4 · Sessions: 3 · Body weight only · A step up: last week went to plan'),
    ).toBeTruthy();
    expect(screen.getByText('Sessions logged: 0 of 3')).toBeTruthy();

    const squat = screen.getByRole('region', { name: 'Bodyweight squat' });
    expect(within(squat).getByText('3 × 8–10')).toBeTruthy();
    expect(within(squat).getByText('reps')).toBeTruthy();
    expect(within(squat).getByText('Rest 90 seconds')).toBeTruthy();
    expect(within(squat).getByText('Sit back with your hips and keep your chest up.')).toBeTruthy();
    expect(within(squat).getByText('Quadriceps')).toBeTruthy();
    expect(
      within(squat).getByText('Why: a squat for a balanced upper body session · week 2 of 4, building up'),
    ).toBeTruthy();
    // The steps are folded away under "How to do it".
    const steps = within(squat).getByText('How to do it').closest('details');
    expect(steps?.open).toBe(false);
    expect(within(steps!).getAllByRole('listitem', { hidden: true })).toHaveLength(3);

    const plank = screen.getByRole('region', { name: 'Side plank' });
    expect(spaced(within(plank).getByText(/^3 × 30/).textContent)).toBe('3 × 30s');
    expect(within(plank).getByText('per side')).toBeTruthy();
    expect(within(plank).getByText('Rest 1 minute')).toBeTruthy();
  });

  it('starts a member’s first week today: today is its first day and a session, with no week before it', async () => {
    const get = serve({
      plan: () =>
        trainingPlanFixture({
          weekStart: '2026-03-11',
          startedOn: '2026-03-11',
          week: trainingWeekFixture({ weekNumber: 1, blockWeek: 1 }, { adaptation: null }),
        }),
    });
    openTraining();

    const today = await screen.findByRole('radio', { name: 'Wednesday 11 March, today: Full body' });
    expect(today).toHaveProperty('checked', true);
    const days = screen.getAllByRole('radio', { name: /March/ });
    expect(days[0]).toBe(today);
    expect(days.at(-1)).toBe(screen.getByRole('radio', { name: 'Tuesday 17 March: rest day' }));
    expect(screen.getByText('11 – 17 March')).toBeTruthy();
    expect(screen.getByText('Sessions logged: 0 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Just right' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Last week' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Next week' })).toHaveProperty('disabled', false);
    expect(get).toHaveBeenCalledWith('/coach/training?today=2026-03-11&week=this');
  });

  it('opens next week on the same weekday, and offers the week before once there is one', async () => {
    const get = serve();
    openTraining();
    expect(await screen.findByRole('radio', { name: 'Last week' })).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('radio', { name: 'Next week' }));
    expect(await screen.findByRole('radio', { name: 'Wednesday 18 March: Upper body' })).toHaveProperty(
      'checked',
      true,
    );
    expect(get).toHaveBeenCalledWith('/coach/training?today=2026-03-11&week=next');
  });

  it('takes a logged session back: the week comes back without it, and says so', async () => {
    serve({
      plan: () =>
        trainingPlanFixture({
          logs: [{ dayIndex: 2, rating: 'right', loggedAt: '2026-03-11T09:00:00.000Z' }],
        }),
    });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: trainingPlanFixture() });
    openTraining();

    const log = await screen.findByRole('group', { name: 'How did this session feel?' });
    expect(
      within(log).getByText('It counts once toward this month’s challenge and your streak.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the log' }));
    expect(remove).toHaveBeenCalledWith(
      '/coach/training/sessions?week=2026-03-09&today=2026-03-11&dayIndex=2',
    );
    expect(await within(log).findByText('Log removed: this session no longer counts.')).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Just right' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByText('Sessions logged: 0 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove the log' })).toBeNull();
  });

  it('shows a rest day when one is tapped', async () => {
    serve();
    openTraining();
    await userEvent.click(await screen.findByRole('radio', { name: 'Tuesday 10 March: rest day' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday 10 March' })).toBeTruthy();
    expect(screen.getAllByText('Rest day').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Rest is part of the plan/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bodyweight squat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Just right' })).toBeNull();
  });

  it('logs today’s session: the endpoint is called and the answer marks the rating, without a new read', async () => {
    const get = serve();
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: trainingPlanFixture({
        logs: [{ dayIndex: 2, rating: 'right', loggedAt: '2026-03-11T09:00:00.000Z' }],
      }),
    });
    openTraining();

    const log = await screen.findByRole('group', { name: 'How did this session feel?' });
    const right = within(log).getByRole('button', { name: 'Just right' });
    expect(right.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(right);

    expect(put).toHaveBeenCalledWith('/coach/training/sessions', {
      week: '2026-03-09',
      today: '2026-03-11',
      dayIndex: 2,
      rating: 'right',
    });
    expect(
      await within(log).findByText('Logged as “Just right”. Tap another answer to change it.'),
    ).toBeTruthy();
    expect(right.getAttribute('aria-pressed')).toBe('true');
    expect(within(log).getByRole('button', { name: 'Too easy' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Sessions logged: 1 of 3')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Wednesday 11 March, today: Upper body, logged' })).toBeTruthy();
    expect(get.mock.calls.filter(([url]) => url.startsWith('/coach/training'))).toHaveLength(1);
  });

  it('says why a session cannot be logged, in the member’s words (7806)', async () => {
    serve();
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('7806', 409));
    openTraining();
    await userEvent.click(await screen.findByRole('button', { name: 'Too hard' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can log a session from its day on.');
  });

  it('offers no log for a session whose day has not come', async () => {
    serve();
    const put = vi.spyOn(api, 'put');
    openTraining();
    await userEvent.click(await screen.findByRole('radio', { name: 'Friday 13 March: Lower body' }));
    expect(screen.getByRole('region', { name: 'Bodyweight squat' })).toBeTruthy();
    expect(screen.getByText('You can log this session from its day: Friday 13 March.')).toBeTruthy();
    for (const name of ['Too easy', 'Just right', 'Too hard']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(put).not.toHaveBeenCalled();
  });

  it('plans training without health data: only the coach’s questions hold it back (7800)', async () => {
    serve({
      state: stateFixture({ settings: null, targets: null, needs: ['healthConsent', 'settings'] }),
      plan: () => new ApiError('7800', 409),
    });
    openTraining();
    const checklist = await screen.findByRole('region', { name: 'Before the coach can plan' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'Go to the questions' }).getAttribute('href')).toBe(
      '/app/coach#coach-questions',
    );
    expect(
      within(checklist).getByText('Answer the coach’s questions and your week of training appears here.'),
    ).toBeTruthy();
  });

  it('shows the week although the meals still wait for health data', async () => {
    serve({ state: stateFixture({ targets: null, needs: ['healthConsent'] }) });
    openTraining();
    expect(await screen.findByRole('region', { name: 'Bodyweight squat' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Before the coach can plan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Training' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers this week again for a week out of reach (7803)', async () => {
    serve({ plan: (choice) => (choice === 'this' ? trainingPlanFixture() : new ApiError('7803', 422)) });
    openTraining();
    await userEvent.click(await screen.findByRole('radio', { name: 'Next week' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show this week' }));
    expect(await screen.findByRole('region', { name: 'Bodyweight squat' })).toBeTruthy();
  });
});

describe('the week’s why', () => {
  const why = (week: TrainingWeek) => render(<TrainingWhy week={week} />).container.textContent;

  it('says the step was held when sessions were missed', () => {
    expect(
      why(
        trainingWeekFixture({ blockWeek: 3 }, { adaptation: { change: 'hold', because: 'missed_sessions' } }),
      ),
    ).toBe(
      'Week 3 of 4 · Sessions: 3 · Body weight only · Same step as last week: some sessions were missed',
    );
  });

  it('says a block begins a step up when the last one was too easy', () => {
    expect(
      why(
        trainingWeekFixture(
          { blockWeek: 1, weekNumber: 5 },
          { equipmentCount: 2, adaptation: { change: 'advance', because: 'too_easy' } },
        ),
      ),
    ).toBe('Week 1 of 4 · Sessions: 3 · A new block, a step up: you found the last block too easy');
  });

  it('says a deload is lighter on purpose, and a cap keeps a rest day', () => {
    expect(
      why(
        trainingWeekFixture(
          { blockWeek: 4, isDeload: true },
          { sessionsPerWeek: 7, plannedSessions: 6, isCapped: true, equipmentCount: 1, isDeload: true },
        ),
      ),
    ).toBe('Deload week: lighter, to recover · Sessions capped at 6: every week keeps a rest day');
  });
});
