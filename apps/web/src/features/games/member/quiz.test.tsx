import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import {
  advanceClock,
  freezeClock,
  initGamesCopy,
  plain,
  questionFixture,
  quizFixture,
  renderGames,
  resultFixture,
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
});

const progressOf = () => screen.getByRole('progressbar', { name: 'Quiz progress' });

describe('the weekly quiz', () => {
  it('introduces the quiz, then shows the first question with its place and its timer', async () => {
    const { server } = serveGames();
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      server.quiz = quizFixture({ current: questionFixture(0) });
      return { data: server.quiz };
    });
    renderGames();

    expect(await screen.findByRole('heading', { name: 'This week’s quiz' })).toBeTruthy();
    expect(screen.getByText('10 questions')).toBeTruthy();
    expect(screen.getByText('30 seconds per question')).toBeTruthy();
    expect(screen.getByText('Open until the end of Sunday 15 March')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));

    expect(post).toHaveBeenCalledWith('/games/quiz/next', undefined);
    const prompt = await screen.findByRole('heading', {
      name: 'Which nutrient repairs muscle after training?',
    });
    // The member asked for it: the question takes focus, so it is read out.
    expect(document.activeElement).toBe(prompt);
    expect(progressOf().getAttribute('aria-valuenow')).toBe('1');
    expect(progressOf().getAttribute('aria-valuemax')).toBe('10');
    expect(progressOf().getAttribute('aria-valuetext')).toBe('Question 1 of 10');
    expect(screen.getByRole('timer').textContent).toBe('30s');
    const choices = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('button');
    expect(choices.map((choice) => plain(choice.textContent))).toEqual(['1Fibre', '2Protein', '3Vitamin C']);
  });

  it('answers, says right or wrong with the explanation and the points, then moves to the next question', async () => {
    const { server } = serveGames({ quiz: quizFixture({ current: questionFixture(0) }) });
    const post = vi.spyOn(api, 'post').mockImplementation(async (url: string) => {
      if (url === '/games/quiz/answers') {
        const result = resultFixture(0, 1, 14);
        server.quiz = quizFixture({ results: [result], score: 14 });
        return { data: { result, quiz: server.quiz } };
      }
      server.quiz = quizFixture({ results: server.quiz.results, score: 14, current: questionFixture(1) });
      return { data: server.quiz };
    });
    renderGames();

    await userEvent.click(await screen.findByRole('button', { name: /Protein/ }));
    expect(post).toHaveBeenCalledWith('/games/quiz/answers', {
      week: '2026-03-09',
      position: 0,
      choiceIndex: 1,
    });
    const outcome = await screen.findByRole('heading', { name: 'Right answer!' });
    expect(document.activeElement).toBe(outcome);
    expect(screen.getByText('You earn 14 points')).toBeTruthy();
    expect(screen.getByText('Protein gives the amino acids that rebuild muscle fibres.')).toBeTruthy();
    expect(screen.getByText('Your answer, right')).toBeTruthy();
    expect(screen.getByText('Score so far: 14 points.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(
      await screen.findByRole('heading', {
        name: 'How much water is a sensible daily minimum for most adults?',
      }),
    ).toBeTruthy();
    expect(progressOf().getAttribute('aria-valuetext')).toBe('Question 2 of 10');
    expect(post).toHaveBeenLastCalledWith('/games/quiz/next', undefined);
  });

  it('takes an answer from the number keys, and shows the right answer beside a wrong one', async () => {
    const { server } = serveGames({ quiz: quizFixture({ current: questionFixture(0) }) });
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      const result = resultFixture(0, 2, 0);
      server.quiz = quizFixture({ results: [result] });
      return { data: { result, quiz: server.quiz } };
    });
    renderGames();
    await screen.findByRole('heading', { name: 'Which nutrient repairs muscle after training?' });

    await userEvent.keyboard('3');
    expect(post).toHaveBeenCalledWith('/games/quiz/answers', {
      week: '2026-03-09',
      position: 0,
      choiceIndex: 2,
    });
    expect(await screen.findByRole('heading', { name: 'Not quite' })).toBeTruthy();
    expect(screen.getByText('No points this time')).toBeTruthy();
    const review = screen.getAllByRole('listitem').map((item) => plain(item.textContent));
    expect(review).toEqual(['Fibre', 'ProteinRight answer', 'Vitamin CYour answer']);
  });

  it('counts down from the server’s deadline, says when ten seconds are left, and moves on when time is up', async () => {
    const { server, get } = serveGames({ quiz: quizFixture({ current: questionFixture(0) }) });
    const post = vi.spyOn(api, 'post');
    renderGames();
    await screen.findByRole('heading', { name: 'Which nutrient repairs muscle after training?' });
    const announcements = document.querySelector('[aria-live="polite"].sr-only')!;
    expect(announcements.textContent).toBe('');

    advanceClock(20_500);
    expect(await screen.findByText('10 seconds left')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('10s');

    // The server closes the question without an answer once its time is up.
    server.quiz = quizFixture({ results: [resultFixture(0, null)] });
    advanceClock(10_000);
    const outcome = await screen.findByRole('heading', { name: 'Time is up' });
    expect(document.activeElement).toBe(outcome);
    expect(screen.getByText('Protein')).toBeTruthy();
    expect(screen.getByText('Right answer')).toBeTruthy();
    expect(screen.getByText('Protein gives the amino acids that rebuild muscle fibres.')).toBeTruthy();
    expect(get.mock.calls.filter(([url]) => url === '/games/quiz').length).toBeGreaterThanOrEqual(2);
    // Nothing was sent for the question, and the next one waits for the member.
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeTruthy();
  });

  it('says an answer that came too late (7900) scores nothing, and carries on', async () => {
    const { server } = serveGames({ quiz: quizFixture({ current: questionFixture(0) }) });
    vi.spyOn(api, 'post').mockImplementation(async () => {
      server.quiz = quizFixture({ results: [resultFixture(0, null)] });
      throw new ApiError('7900', 409);
    });
    renderGames();

    await userEvent.click(await screen.findByRole('button', { name: /Protein/ }));
    expect(await screen.findByRole('heading', { name: 'Time is up' })).toBeTruthy();
    expect(screen.getByText('Time was up for that question: it scores nothing.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('picks up where the member left off, the next question only when asked for', async () => {
    const results = [resultFixture(0, 1, 14), resultFixture(1, null)];
    serveGames({ quiz: quizFixture({ results, score: 14 }) });
    const post = vi.spyOn(api, 'post');
    renderGames();
    expect(await screen.findByRole('heading', { name: 'Pick up where you left off' })).toBeTruthy();
    expect(screen.getByText('Score so far: 14 points.')).toBeTruthy();
    expect(progressOf().getAttribute('aria-valuenow')).toBe('2');
    expect(progressOf().getAttribute('aria-valuetext')).toBe('2 of 10 questions answered.');
    expect(screen.getByRole('button', { name: 'Next question' })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the week’s score and each answer once the quiz is complete', async () => {
    const results = [resultFixture(0, 1, 14), resultFixture(1, null)];
    serveGames({ quiz: quizFixture({ results, score: 14, isComplete: true, questionCount: 2 }) });
    renderGames();

    expect(await screen.findByRole('heading', { name: 'This week’s quiz is done' })).toBeTruthy();
    expect(screen.getByText('14')).toBeTruthy();
    expect(plain(screen.getByText(/Right answers:/).textContent)).toBe('points · Right answers: 1 of 2');
    expect(screen.getByText('A new quiz opens on Monday 16 March.')).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText((text) => plain(text) === '+14 points')).toBeTruthy();
    expect(within(answers).getByText('Time ran out')).toBeTruthy();
    expect(
      within(answers).getByText('Around 1.5 to 2 litres a day, more when it is hot or you train.'),
    ).toBeTruthy();
  });
});
