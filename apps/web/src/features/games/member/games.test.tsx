import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import {
  freezeClock,
  initGamesCopy,
  leaderboardFixture,
  plain,
  pointsFixture,
  renderGames,
  row,
  gamesServer,
  readsFrom,
  type GamesServer,
  signInAs,
  streakFixture,
} from './test-support';

beforeAll(initGamesCopy);

/** The games API's reads, from a server the test may change. */
function serveGames(overrides: Partial<GamesServer> = {}) {
  const server = gamesServer(overrides);
  const get = vi.spyOn(api, 'get').mockImplementation(readsFrom(server));
  return { server, get };
}
beforeEach(freezeClock);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('who plays', () => {
  it('invites a Free member to upgrade, without asking the API', () => {
    const get = vi.spyOn(api, 'get');
    signInAs({ tier: 'free' });
    renderGames();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Play the community’s games with Premium' }),
    ).toBeTruthy();
    expect(screen.getByText('A 10-question quiz every week')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe('/app/billing');
    expect(get).not.toHaveBeenCalled();
  });

  it('invites the member when the API answers 4003 (the plan ended since the profile was read)', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4003', 403));
    signInAs();
    renderGames();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Play the community’s games with Premium' }),
    ).toBeTruthy();
  });

  it('lets staff who run the games play, says they never rank, and links to the games’ management', async () => {
    serveGames();
    signInAs({ role: 'admin', tier: 'free' });
    renderGames();
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(screen.getByText(/you never rank on the leaderboard nor enter the draw/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage games' }).getAttribute('href')).toBe(
      '/app/community/games/manage',
    );
  });

  it('opens a section from the address and keeps the one chosen in it', async () => {
    serveGames();
    signInAs();
    renderGames('points');
    const tabs = screen.getByRole('tablist', { name: 'Games' });
    expect(within(tabs).getByRole('tab', { name: 'Points' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('4 entries in this month’s draw')).toBeTruthy();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Challenge' }));
    expect(await screen.findByRole('heading', { name: 'Move 20 times in March' })).toBeTruthy();
  });
});

describe('the daily check-in', () => {
  it('shows the streak and checks in with one tap, once a day', async () => {
    const { server } = serveGames();
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      server.streak = streakFixture({ current: 6, checkedInToday: true, pointsAwarded: 2 });
      return { data: server.streak };
    });
    signInAs();
    renderGames();

    const card = (await screen.findByRole('heading', { name: 'Daily check-in' })).closest(
      'div',
    )!.parentElement!;
    expect(plain(card.textContent)).toContain('5 days in a row');
    expect(screen.getByText('Longest streak: 12 days')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check in for today' }));

    expect(post).toHaveBeenCalledWith('/games/streak/check-in', undefined);
    expect(await screen.findByText('Checked in: 2 points earned.')).toBeTruthy();
    const done = screen.getByRole('button', { name: 'Checked in today' });
    expect(done).toHaveProperty('disabled', true);
    expect(screen.getByText('Done for today. Come back tomorrow to keep it going.')).toBeTruthy();
    expect(plain(card.textContent)).toContain('6 days in a row');
  });

  it('warns when the week’s grace day is used and today’s check-in is needed', async () => {
    serveGames({ streak: streakFixture({ current: 1, graceUsedThisWeek: true, mustCheckInToday: true }) });
    signInAs();
    renderGames();
    expect(
      await screen.findByText('Check in today to keep your streak: this week’s grace day is already used.'),
    ).toBeTruthy();
    expect(screen.getByText('day in a row')).toBeTruthy();
  });

  it('says a refused check-in in the reader’s words, never the server’s', async () => {
    serveGames();
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('5000', 500));
    signInAs();
    renderGames();
    await userEvent.click(await screen.findByRole('button', { name: 'Check in for today' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Internal server error');
  });
});

describe('points', () => {
  it('shows the totals, the draw entries, the month’s chart and the latest awards', async () => {
    serveGames();
    signInAs();
    renderGames('points');

    expect(await screen.findByText('4 entries in this month’s draw')).toBeTruthy();
    expect(screen.getByText('1 free + 3 from points')).toBeTruthy();
    expect(screen.getByText('80 more points for another entry.')).toBeTruthy();
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect(screen.getByText('1,450')).toBeTruthy();
    const chart = screen.getByRole('img', { name: 'Points this month' });
    expect(plain(document.getElementById(chart.getAttribute('aria-describedby')!)?.textContent)).toBe(
      'From 1 March 2026 to 10 March 2026, you earned 320 points.',
    );
    const table = screen.getByRole('table', { name: 'Points this month' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((each) => plain(each.textContent)),
    ).toEqual(['DayTotal points', '1 March 202612', '2 March 2026162', '10 March 2026320']);
    const history = screen.getByRole('region', { name: 'Latest points' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['Quiz11 Mar, 09:00+14 points', 'Check-ins11 Mar, 08:00+2 points']);
  });

  it('says when the month has no points yet', async () => {
    serveGames({
      points: pointsFixture({
        monthTotal: 0,
        byDay: [],
        history: [],
        entries: { free: 1, earned: 0, total: 1, pointsPerEntry: 100, maxEarned: 5 },
      }),
    });
    signInAs();
    renderGames('points');
    expect(await screen.findByText('No points yet this month')).toBeTruthy();
    expect(screen.getByText('1 entry in this month’s draw')).toBeTruthy();
    expect(screen.getByText('Your points will show here as you earn them.')).toBeTruthy();
  });
});

describe('the leaderboard', () => {
  it('highlights the member’s own row in the top, and names members without a username', async () => {
    serveGames({
      leaderboards: {
        month: leaderboardFixture({
          rows: [row(1, 'nadia_runs', 640), row(2, 'me_myself', 410, true), row(3, null, 380)],
          me: row(2, 'me_myself', 410, true),
        }),
        all: leaderboardFixture({ period: 'all' }),
      },
    });
    signInAs();
    renderGames('leaderboard');

    const list = await screen.findByRole('list', { name: 'Top 50 of March 2026' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((each) => plain(each.textContent))).toEqual([
      'Rank 1Nnadia_runs640 points',
      'Rank 2Mme_myselfYou410 points',
      'Rank 3Member380 points',
    ]);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByText('Your place')).toBeNull();
  });

  it('shows the member’s own place under the top when outside it, and switches to all time', async () => {
    const { get } = serveGames({
      leaderboards: {
        month: leaderboardFixture({ me: row(73, 'slow_and_steady', 24, true) }),
        all: leaderboardFixture({ period: 'all', rows: [row(1, 'old_timer', 9000)], me: null }),
      },
    });
    signInAs();
    renderGames('leaderboard');

    expect(await screen.findByText('Your place')).toBeTruthy();
    const own = screen.getByText('slow_and_steady').closest('li')!;
    expect(plain(own.textContent)).toBe('Rank 73Sslow_and_steadyYou24 points');
    expect(own.getAttribute('aria-current')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'All time' }));
    expect(await screen.findByRole('list', { name: 'Top 50 of all time' })).toBeTruthy();
    expect(screen.getByText('Earn your first points to appear on the leaderboard.')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/games/leaderboard?period=all');
  });
});
