import { screen, within } from '@testing-library/react';
import type { CoachState } from '@vitalia/contracts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { initCoachCopy, renderScreen, signInAs, stateFixture } from '../test-support';
import { CoachScreen } from './coach-screen';

beforeAll(initCoachCopy);
afterEach(() => vi.restoreAllMocks());

/** The coach's state at `/coach`, and no weight logged yet. */
const serveState = (state: CoachState) =>
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: url === '/coach/weights' ? [] : state,
  }));

describe('the coach screen', () => {
  it('invites a Free member to upgrade, without asking the API', () => {
    const get = vi.spyOn(api, 'get');
    signInAs({ tier: 'free' });
    renderScreen(<CoachScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'The coach is for Premium members' })).toBeTruthy();
    expect(screen.getByText('Daily energy and macro targets from your own data')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium plans' }).getAttribute('href')).toBe('/app/billing');
    expect(get).not.toHaveBeenCalled();
  });

  it('invites the member when the API answers 4003', async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4003', 403));
    signInAs();
    renderScreen(<CoachScreen />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The coach is for Premium members' }),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/coach');
  });

  it('lists what the coach still needs, in order, each with the way to give it', async () => {
    serveState(
      stateFixture({
        settings: null,
        targets: null,
        needs: ['height', 'weight', 'birthDate', 'settings'],
      }),
    );
    signInAs();
    renderScreen(<CoachScreen />);

    const checklist = await screen.findByRole('region', { name: 'Before the coach can plan' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Update your health data',
      'Update your health data',
      'Open your profile',
      'Go to the questions',
    ]);
    expect(items[0]!.textContent).toContain('outside what the coach can plan from: 120 cm to 230 cm.');
    expect(items[1]!.textContent).toContain('30 kg to 300 kg');
    expect(items[2]!.textContent).toContain('ages 13 to 110');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/app/profile#health');
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe('/app/profile');
    expect(within(items[3]!).getByRole('link').getAttribute('href')).toBe('#coach-questions');
    // The questions are right here, unanswered, and there are no targets yet.
    expect(screen.getByRole('region', { name: 'Your answers' }).closest('#coach-questions')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Gain weight' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('region', { name: 'Your targets for the day' })).toBeNull();
  });

  it('sends a member without consented health data to the profile’s health card', async () => {
    serveState(
      stateFixture({
        targets: null,
        needs: ['healthConsent'],
        settings: { sessionsPerWeek: 4, equipment: [], level: 'beginner' },
      }),
    );
    signInAs();
    renderScreen(<CoachScreen />);
    const checklist = await screen.findByRole('region', { name: 'Before the coach can plan' });
    const link = within(checklist).getByRole('link', { name: 'Add your health data' });
    expect(link.getAttribute('href')).toBe('/app/profile#health');
    // No weight can be logged before then, and the checklist alone asks for it.
    expect(screen.queryByRole('region', { name: 'Your weight' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Add your health data' })).toHaveLength(1);
    // Goal and activity are health data: asked once consent is given, the training answers kept meanwhile.
    expect(screen.queryByRole('radio', { name: 'Gain weight' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Beginner' })).toHaveProperty('checked', true);
  });

  it('shows the targets once nothing is missing', async () => {
    serveState(stateFixture());
    signInAs();
    renderScreen(<CoachScreen />);
    const targets = await screen.findByRole('region', { name: 'Your targets for the day' });
    expect(within(targets).getByText('2,750')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Before the coach can plan' })).toBeNull();
    // The coach's screens, Today the current one.
    const tabs = screen.getByRole('navigation', { name: 'Coach sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Today', '/app/coach', 'page'],
      ['Meals', '/app/coach/meals', null],
      ['Shopping', '/app/coach/shopping', null],
      ['Training', '/app/coach/training', null],
    ]);
    // The member's weight, under the targets.
    expect(await screen.findByText('No weight logged yet')).toBeTruthy();
  });

  it('says when the coach could not be loaded, and tries again', async () => {
    const failure = new ApiError('5000', 500);
    let stateReads = 0;
    const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/coach/weights') return { data: [] };
      stateReads += 1;
      if (stateReads <= 2) throw failure;
      return { data: stateFixture() };
    });
    signInAs();
    renderScreen(<CoachScreen />);
    // A failure other than 4003 is tried once more, a second later, before the screen gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe('We couldn’t load your coach.Internal server error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your targets for the day' })).toBeTruthy();
    expect(get.mock.calls.filter(([url]) => url === '/coach')).toHaveLength(3);
  });
});
