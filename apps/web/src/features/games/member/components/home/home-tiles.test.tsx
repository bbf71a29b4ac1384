import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../lib/api-client';
import { renderScreenAt } from '../../../../../test/render-screen';
import {
  gamesServer,
  initGamesCopy,
  leaderboardFixture,
  plain,
  quizFixture,
  readsFrom,
  resultFixture,
  row,
  signInAs,
  streakFixture,
} from '../../test-support';
import { ChallengeTile } from './challenge-tile';
import { StreakQuizTile } from './streak-quiz-tile';

beforeAll(initGamesCopy);
afterEach(() => vi.restoreAllMocks());

const render = (tile: React.ReactNode) => renderScreenAt(tile, '/app/dashboard');
const tileNamed = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('article') as HTMLElement;

describe('the home screen’s streak and quiz block', () => {
  it('shows the streak, that today is not checked in yet, and how far the week’s quiz is', async () => {
    signInAs();
    const server = gamesServer({
      quiz: quizFixture({ results: [resultFixture(0, 1, 12), resultFixture(1, 0)] }),
    });
    vi.spyOn(api, 'get').mockImplementation(readsFrom(server));
    render(<StreakQuizTile />);
    const tile = await tileNamed('Streak and quiz');
    expect(plain((await within(tile).findByText(/days in a row/)).textContent)).toBe('5 days in a row');
    expect(within(tile).getByText('Not checked in yet today')).toBeTruthy();
    expect(within(tile).getByText('Quiz: 2 of 10 answered')).toBeTruthy();
    expect(within(tile).getByText('Check in now')).toBeTruthy();
    expect(within(tile).getByRole('link').getAttribute('href')).toBe('/app/community/games');
  });

  it('says a finished quiz’s score once the day is checked in', async () => {
    signInAs();
    const server = gamesServer({
      streak: streakFixture({ checkedInToday: true }),
      quiz: quizFixture({ isComplete: true, score: 84 }),
    });
    vi.spyOn(api, 'get').mockImplementation(readsFrom(server));
    render(<StreakQuizTile />);
    expect(await screen.findByText('Quiz done: 84 points')).toBeTruthy();
    expect(screen.getByText('Checked in today')).toBeTruthy();
  });

  it('invites a Free member, reading nothing', () => {
    signInAs({ tier: 'free' });
    const get = vi.spyOn(api, 'get');
    render(<StreakQuizTile />);
    expect(screen.getByText(/With Premium, a daily check-in streak/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Streak and quiz' }).getAttribute('href')).toBe('/app/billing');
    expect(get).not.toHaveBeenCalled();
  });
});

describe('the home screen’s challenge block', () => {
  it('shows the month’s challenge, the progress and the member’s place', async () => {
    signInAs();
    const server = gamesServer();
    server.leaderboards.month = leaderboardFixture({ me: row(7, 'me', 230, true) });
    vi.spyOn(api, 'get').mockImplementation(readsFrom(server));
    render(<ChallengeTile />);
    const tile = await tileNamed('This month’s challenge');
    expect(await within(tile).findByText('Move 20 times in March')).toBeTruthy();
    expect(within(tile).getByText('11 of 20 workouts')).toBeTruthy();
    expect(await within(tile).findByText('#7 this month · 230 points')).toBeTruthy();
  });

  it('says when there is no challenge, and how to get on the board', async () => {
    signInAs();
    const server = gamesServer();
    server.challenge = { ...server.challenge, challenge: null };
    vi.spyOn(api, 'get').mockImplementation(readsFrom(server));
    render(<ChallengeTile />);
    expect(await screen.findByText('No challenge this month yet.')).toBeTruthy();
    expect(await screen.findByText('Earn points to appear on the leaderboard.')).toBeTruthy();
  });
});
