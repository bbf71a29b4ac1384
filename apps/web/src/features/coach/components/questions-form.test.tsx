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

/** The server: the coach's state, which a save replaces. */
function serve(state: CoachState) {
  let current = state;
  vi.spyOn(api, 'get').mockImplementation(async () => ({ data: current }));
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
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));

    expect(put).toHaveBeenCalledWith('/coach/settings', {
      goal: 'gain',
      activity: 'active',
      sessionsPerWeek: 4,
    });
    expect(await screen.findByText('Saved: your targets are updated.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your targets' }).getAttribute('href')).toBe(
      '#coach-targets',
    );
    expect(screen.getByRole('region', { name: 'Your targets for the day' })).toBeTruthy();
  });

  it('says when the answers are kept until the rest of the list is done', async () => {
    serve(stateFixture({ settings: null, needs: ['healthConsent', 'settings'], targets: null }));
    vi.spyOn(api, 'put').mockResolvedValue({
      data: stateFixture({ needs: ['healthConsent'], targets: null }),
    });
    signInAs();
    renderScreen(<CoachScreen />);

    await userEvent.click(await screen.findByRole('radio', { name: 'Keep my weight' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Mostly sitting' }));
    await userEvent.click(within(group('Planned sessions a week')).getByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(await screen.findByText('Saved. Your targets appear once the list above is done.')).toBeTruthy();
  });

  it('asks for every answer before sending anything', async () => {
    const { put } = serve(unanswered);
    signInAs();
    renderScreen(<CoachScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Save my answers' }));
    await waitFor(() => expect(screen.getAllByText('Please provide valid information')).toHaveLength(3));
    expect(put).not.toHaveBeenCalled();
  });

  it('puts a 6023 the server gives onto the field it names', async () => {
    serve(stateFixture());
    vi.spyOn(api, 'put').mockRejectedValue(
      new ApiError('4000', 400, [{ field: 'sessionsPerWeek', code: 6023 }]),
    );
    signInAs();
    renderScreen(<CoachScreen />);

    // Prefilled with the last answers.
    expect(await screen.findByRole('radio', { name: 'Gain weight' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Moderately active' })).toHaveProperty('checked', true);
    const sessions = group('Planned sessions a week');
    expect(within(sessions).getByRole('radio', { name: '4' })).toHaveProperty('checked', true);

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
