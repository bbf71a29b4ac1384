import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { useAlertStore } from '../../../lib/alert-store';
import {
  challengeFixture,
  freezeClock,
  initGamesCopy,
  plain,
  renderGames,
  gamesServer,
  readsFrom,
  type GamesServer,
  signInAs,
} from './test-support';

beforeAll(initGamesCopy);

/** The games API's reads, from a server the test may change. */
function serveGames(overrides: Partial<GamesServer> = {}) {
  const server = gamesServer(overrides);
  const get = vi.spyOn(api, 'get').mockImplementation(readsFrom(server));
  return { server, get };
}
beforeEach(() => {
  freezeClock();
  signInAs();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useAlertStore.setState({ visible: false });
});

const logForm = () => screen.getByRole('region', { name: 'Log an activity' });

describe('the monthly challenge', () => {
  it('shows the progress toward the goal, its quarter marks and the badges earned', async () => {
    serveGames();
    renderGames('challenge');

    expect(await screen.findByRole('heading', { name: 'Move 20 times in March' })).toBeTruthy();
    expect(screen.getByText('Challenge of March 2026')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress toward the goal' });
    expect(bar.getAttribute('aria-valuenow')).toBe('11');
    expect(bar.getAttribute('aria-valuemax')).toBe('20');
    expect(bar.getAttribute('aria-valuetext')).toBe('11 of 20 workouts');
    const milestones = screen.getByRole('list', { name: /^Milestones/ });
    expect(
      within(milestones)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['25%reached', '50%reached', '75%not reached yet', '100%not reached yet']);
    expect(screen.queryByText('Challenge complete: badge earned!')).toBeNull();
    expect(screen.getByText('February steps')).toBeTruthy();
    expect(screen.getByText('February 2026')).toBeTruthy();
  });

  it('shows the badge once the goal is reached', async () => {
    const state = challengeFixture();
    serveGames({
      challenge: {
        ...state,
        challenge: { ...state.challenge!, progress: 21, milestones: 4, isComplete: true },
      },
    });
    renderGames('challenge');
    expect(await screen.findByText('Challenge complete: badge earned!')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progress toward the goal' }).getAttribute('aria-valuenow'),
    ).toBe('20');
  });

  it('says when there is no challenge this month', async () => {
    serveGames({ challenge: challengeFixture({ challenge: null, activities: [] }) });
    renderGames('challenge');
    expect(await screen.findByText('No challenge for March 2026 yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Log an activity' })).toBeNull();
  });
});

describe('logging an activity', () => {
  it('logs {type, durationMinutes, day} with today by default, and says so', async () => {
    const { server } = serveGames();
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      server.challenge = challengeFixture();
      return { data: server.challenge };
    });
    renderGames('challenge');
    await screen.findByRole('heading', { name: 'Move 20 times in March' });

    const form = logForm();
    expect(within(form).getByLabelText('Day')).toHaveProperty('value', '2026-03-11');
    expect(within(form).getByLabelText('Day').getAttribute('max')).toBe('2026-03-11');
    expect(within(form).getByLabelText('Day').getAttribute('min')).toBe('2026-03-04');
    expect(
      within(within(form).getByLabelText('Activity'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Running',
      'Walking',
      'Cycling',
      'Swimming',
      'Strength training',
      'Yoga',
      'HIIT',
      'Team or racket sport',
      'Other activity',
    ]);
    await userEvent.selectOptions(within(form).getByLabelText('Activity'), 'Swimming');
    await userEvent.type(within(form).getByLabelText('Duration'), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Log activity' }));

    expect(post).toHaveBeenCalledWith('/games/activities', {
      type: 'swim',
      durationMinutes: 40,
      day: '2026-03-11',
    });
    expect(await within(form).findByText('Logged: Swimming, 40 minutes, on 11 March 2026.')).toBeTruthy();
    expect(within(form).getByLabelText('Duration')).toHaveProperty('value', '');
  });

  it('refuses a day still to come and a duration out of range before sending anything', async () => {
    serveGames();
    const post = vi.spyOn(api, 'post');
    renderGames('challenge');
    await screen.findByRole('heading', { name: 'Move 20 times in March' });

    const form = logForm();
    const day = within(form).getByLabelText('Day');
    const duration = within(form).getByLabelText('Duration');
    fireEvent.change(day, { target: { value: '2026-03-12' } });
    await userEvent.type(duration, '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Log activity' }));

    expect(
      await within(form).findByText('You can log an activity for today or a day before it.'),
    ).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('An activity lasts from 1 minute to 4 hours.')).toBeTruthy();
    expect(duration.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(day, { target: { value: '2026-03-02' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Log activity' }));
    expect(
      await within(form).findByText('You can log an activity up to 7 days back, within this month.'),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('puts the API’s refusal of a too-full day (7917) on the duration', async () => {
    serveGames();
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7917', 409));
    renderGames('challenge');
    await screen.findByRole('heading', { name: 'Move 20 times in March' });
    const form = logForm();
    await userEvent.type(within(form).getByLabelText('Duration'), '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Log activity' }));
    expect(await within(form).findByText('That day would go over 4 hours of activity.')).toBeTruthy();
    expect(within(form).getByLabelText('Duration').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the month’s activities', () => {
  it('offers to change or remove an activity only within its 48 hours', async () => {
    serveGames();
    renderGames('challenge');
    const list = (await screen.findByRole('region', { name: 'This month’s activities' })).querySelector(
      'ul',
    )!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => plain(item.textContent))).toEqual([
      'Running · , 35 minutes10 March 2026',
      'Yoga · , 45 minutes5 March 2026Final',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Change Running of 10 March 2026' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
  });

  it('shows a session logged in the coach as one of the month’s workouts, changed in the coach only', async () => {
    const state = challengeFixture();
    serveGames({
      challenge: {
        ...state,
        activities: [
          ...state.activities,
          {
            id: 'coach:2026-03-09:2',
            source: 'coach',
            type: 'strength',
            durationMinutes: 38,
            day: '2026-03-11',
            createdAt: '2026-03-11T08:00:00.000Z',
            editableUntil: '2026-03-11T08:00:00.000Z',
          },
        ],
      },
    });
    renderGames('challenge');
    const form = await screen.findByRole('region', { name: 'Log an activity' });
    expect(
      within(form).getByText(
        'Sessions you log in the coach’s training count here on their own: no need to log them again.',
      ),
    ).toBeTruthy();
    const list = screen.getByRole('region', { name: 'This month’s activities' }).querySelector('ul')!;
    const [session] = within(list).getAllByRole('listitem');
    expect(plain(session!.textContent)).toBe(
      'Strength training · , 38 minutes11 March 2026Logged in your training',
    );
    expect(within(session!).queryByRole('button')).toBeNull();
  });

  it('changes an activity in a dialog, and removes one after asking', async () => {
    const { server } = serveGames();
    const put = vi.spyOn(api, 'put').mockImplementation(async () => ({ data: server.challenge }));
    const remove = vi.spyOn(api, 'delete').mockImplementation(async () => ({
      data: challengeFixture({ activities: server.challenge.activities.slice(1) }),
    }));
    renderGames('challenge');

    await userEvent.click(await screen.findByRole('button', { name: 'Change Running of 10 March 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the activity' });
    const duration = within(dialog).getByLabelText('Duration');
    expect(duration).toHaveProperty('value', '35');
    await userEvent.clear(duration);
    await userEvent.type(duration, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(put).toHaveBeenCalledWith('/games/activities/0b5f3b4e-0000-4000-8000-0000000000a1', {
      type: 'run',
      durationMinutes: 50,
      day: '2026-03-10',
    });
    expect(await screen.findByText('Activity changed.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Running of 10 March 2026' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this activity?' });
    expect(
      within(confirm).getByText(
        'Running, 35 minutes, on 10 March 2026 will no longer count toward the challenge.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith('/games/activities/0b5f3b4e-0000-4000-8000-0000000000a1');
    expect(await screen.findByText('Activity removed. Points already earned stay yours.')).toBeTruthy();
  });
});
