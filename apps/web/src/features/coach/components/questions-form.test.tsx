import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachState } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { initCoachCopy, renderScreen, signInAs, stateFixture } from '../test-support';
import { CoachScreen } from './coach-screen';

beforeAll(initCoachCopy);
afterEach(() => vi.restoreAllMocks());

const unanswered = stateFixture({ settings: null, needs: ['settings'], targets: null });

/** The server: the coach's state, which a save replaces, and no weight logged yet. */
function serve(state: CoachState) {
  let current = state;
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: url === '/coach/weights' ? [] : current,
  }));
  const put = vi.spyOn(api, 'put').mockImplementation(async () => {
    current = stateFixture();
    return { data: current };
  });
  return { put };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the coach’s questions', () => {
  it('sends the answers and says the targets are updated', async () => {
    const { put } = serve(unanswered);
    signInAs();
    renderScreen(<CoachScreen />);

    await userEvent.click(await screen.findByRole('radio', { name: 'Gain weight' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Active' }));
    await userEvent.click(within(group('Planned sessions a week')).getByRole('radio', { name: '4' }));
    // Nothing ticked yet is an answer: body weight only.
    expect(screen.getByText('Nothing ticked: your training will use your body weight only.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pull-up bar' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dumbbells' }));
    expect(screen.queryByText(/your body weight only/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));

    expect(put).toHaveBeenCalledWith('/coach/settings', {
      goal: 'gain',
      activity: 'active',
      sessionsPerWeek: 4,
      // In the contract's order, whatever the order of the taps.
      equipment: ['dumbbells', 'pull_up_bar'],
      level: 'beginner',
    });
    expect(await screen.findByText('Saved: your targets are updated.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your targets' }).getAttribute('href')).toBe(
      '#coach-targets',
    );
    expect(screen.getByRole('region', { name: 'Your targets for the day' })).toBeTruthy();
  });

  it('asks no goal or activity without health consent, sends the training answers and says they are kept', async () => {
    serve(stateFixture({ settings: null, needs: ['healthConsent', 'settings'], targets: null }));
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: stateFixture({ needs: ['healthConsent'], targets: null }),
    });
    signInAs();
    renderScreen(<CoachScreen />);

    expect(await screen.findByText(/so they are health data/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Your goal/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Keep my weight' })).toBeNull();
    await userEvent.click(within(group('Planned sessions a week')).getByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Advanced' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(await screen.findByText('Saved. Your targets appear once the list above is done.')).toBeTruthy();
    expect(put).toHaveBeenCalledWith('/coach/settings', {
      sessionsPerWeek: 0,
      equipment: [],
      level: 'advanced',
    });
  });

  it('asks for every answer before sending anything', async () => {
    const { put } = serve(unanswered);
    signInAs();
    renderScreen(<CoachScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Save my answers' }));
    // Goal, activity, sessions and level, each unanswered (6021); no equipment is an answer (body weight only).
    await waitFor(() => expect(screen.getAllByText('Please tell us about yourself')).toHaveLength(4));
    expect(put).not.toHaveBeenCalled();
  });

  it('puts a 6022 the server gives onto the field it names', async () => {
    serve(stateFixture());
    vi.spyOn(api, 'put').mockRejectedValue(
      new ApiError('4000', 400, [{ field: 'sessionsPerWeek', code: 6022 }]),
    );
    signInAs();
    renderScreen(<CoachScreen />);

    // Prefilled with the last answers.
    expect(await screen.findByRole('radio', { name: 'Gain weight' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Moderately active' })).toHaveProperty('checked', true);
    const sessions = group('Planned sessions a week');
    expect(within(sessions).getByRole('radio', { name: '4' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Dumbbells' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Barbell and plates' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Intermediate' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(await within(sessions).findByText('Please provide valid information')).toBeTruthy();
    expect(within(sessions).getByRole('radio', { name: '4' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(group('Your goal')).queryByText('Please provide valid information')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says above the form what went wrong when it belongs to no field', async () => {
    serve(stateFixture());
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('5000', 500));
    signInAs();
    renderScreen(<CoachScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Save my answers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Internal server error');
  });
});
