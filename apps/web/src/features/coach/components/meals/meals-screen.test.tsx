import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MealWeek, MealWeekRead } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import {
  freezeToday,
  initCoachCopy,
  mealWeekFixture,
  noteStream,
  refusalResponse,
  renderScreen,
  serveNotes,
  signInAs,
  lentilSoup,
  tofuLunch,
} from '../../test-support';
import { MealsScreen } from './meals-screen';

beforeAll(initCoachCopy);
beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The server: a week of meals (or what the coach needs, or a failure) for whatever week is asked. */
function serve({
  week = (start: string) => mealWeekFixture({ weekStart: start }),
}: { week?: (start: string) => MealWeekRead | ApiError } = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const start = new URL(url, 'http://x').searchParams.get('week') ?? '';
    const answer = week(start);
    if (answer instanceof ApiError) throw answer;
    return { data: answer };
  });
}

const openMeals = (path = '/app/coach/meals') => {
  signInAs();
  renderScreen(<MealsScreen />, { path });
};
const mealCard = (name: string) => screen.getByRole('region', { name });

describe('the week of meals', () => {
  it('opens on today, with its meals, their totals and the day against the targets', async () => {
    const get = serve();
    openMeals();

    const today = await screen.findByRole('radio', { name: 'Wednesday 11 March, today' });
    expect(today).toHaveProperty('checked', true);
    expect(screen.getAllByRole('radio', { name: /March/ })).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 2, name: 'Wednesday 11 March' })).toBeTruthy();
    expect(screen.getByText(/^9\s–\s15 March$/)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/coach/meals?week=2026-03-09');

    const breakfast = mealCard('Breakfast');
    expect(within(breakfast).getByText('Oat flakes')).toBeTruthy();
    expect(within(breakfast).getByText('80 g')).toBeTruthy();
    expect(within(breakfast).getByText('300 kcal')).toBeTruthy();
    expect(within(breakfast).getByText('415 kcal')).toBeTruthy();
    // Why this size: its share of the day's energy, and what it brings to the day's protein.
    expect(
      within(breakfast).getByText(/^Why: 21% of your 2,000 kcal day, with \d+ g of your 120 g of protein\.$/),
    ).toBeTruthy();
    expect(within(mealCard('Lunch')).getByText('Chickpeas, cooked')).toBeTruthy();

    // 415 + 492 kcal against 2,000.
    const totals = mealCard('This day against your targets');
    expect(within(totals).getByText('907 of 2,000 kcal')).toBeTruthy();
    expect(within(totals).getByText(/ of 120 g$/)).toBeTruthy();
    // What the plan respects, in the health step's words.
    expect(screen.getByText('Every meal respects: Vegetarian · no tree nuts')).toBeTruthy();
    expect(screen.queryByText(/planned again/)).toBeNull();
  });

  it('shows a meal as a named dish that opens on its ingredients for the member’s servings and its steps', async () => {
    serve({ week: (start) => mealWeekFixture({ weekStart: start }, () => lentilSoup) });
    openMeals();

    const lunch = await screen.findByRole('region', { name: 'Lunch' });
    // The dish, not a pile of foods: its name, its time and the member's servings, and why it is here today.
    expect(within(lunch).queryByText('Green lentils, cooked')).toBeNull();
    expect(within(lunch).getByText('40 mins')).toBeTruthy();
    expect(within(lunch).getByText('1.5 servings')).toBeTruthy();
    expect(within(lunch).getByText('Last night’s dinner again: cooked once, eaten twice.')).toBeTruthy();

    await userEvent.click(within(lunch).getByRole('button', { name: 'Lentil and carrot soup' }));
    const dialog = screen.getByRole('dialog', { name: 'Lentil and carrot soup' });
    expect(within(dialog).getByText('Preparation 10 mins · cooking 30 mins')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'For your 1.5 servings' })).toBeTruthy();
    expect(within(dialog).getByText('Green lentils')).toBeTruthy();
    expect(within(dialog).getByText('105 g')).toBeTruthy();
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((each) => each.textContent);
    expect(steps).toEqual(expect.arrayContaining(['Rinse the lentils.', 'Blend half and serve.']));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      within(lunch).getByRole('button', { name: 'Lentil and carrot soup' }),
    );
  });

  it('shows another day, and another week, on request', async () => {
    const get = serve();
    openMeals();
    await userEvent.click(await screen.findByRole('radio', { name: 'Monday 9 March' }));
    expect(within(mealCard('Lunch')).getByText('Green lentils, cooked')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday 16 March' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/coach/meals?week=2026-03-16');
    // The week follows the member to the shopping list.
    expect(screen.getByRole('link', { name: 'Shopping' }).getAttribute('href')).toBe(
      '/app/coach/shopping?week=next',
    );
    expect(screen.getByRole('link', { name: 'Meals' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBeNull();
  });

  it('says when the plan was made again because the answers changed', async () => {
    serve({
      week: () => mealWeekFixture({ wasRebuilt: true, rebuiltBecause: 'answers', diets: [], allergies: [] }),
    });
    openMeals();
    expect(await screen.findByText(/so this week was planned again to match\.$/)).toBeTruthy();
    expect(screen.getByText(/^No diets or allergies/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add yours' }).getAttribute('href')).toBe('/app/profile#health');
  });

  it('says our library changed, not the member’s answers, when that is why the plan was made again', async () => {
    serve({ week: () => mealWeekFixture({ wasRebuilt: true, rebuiltBecause: 'library' }) });
    openMeals();
    expect(await screen.findByText(/We updated our recipes and foods/)).toBeTruthy();
    expect(screen.queryByText(/Your answers or your health data changed/)).toBeNull();
  });

  it('swaps a meal: the card waits, then shows the new meal from the answer', async () => {
    const get = serve();
    let answer: (week: { data: MealWeek }) => void = () => {};
    const post = vi
      .spyOn(api, 'post')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    openMeals();

    const lunch = await screen.findByRole('region', { name: 'Lunch' });
    await userEvent.click(within(lunch).getByRole('button', { name: 'Swap this meal' }));
    expect(post).toHaveBeenCalledWith('/coach/meals/swap', {
      week: '2026-03-09',
      date: '2026-03-11',
      slot: 'lunch',
    });
    expect(lunch.getAttribute('aria-busy')).toBe('true');
    expect(within(lunch).getByRole('button', { name: 'Finding another meal…' })).toBeTruthy();
    // One swap at a time.
    expect(
      within(mealCard('Breakfast'))
        .getByRole('button', { name: 'Swap this meal' })
        .getAttribute('aria-disabled'),
    ).toBe('true');

    answer({ data: mealWeekFixture({}, () => tofuLunch) });
    expect(await within(lunch).findByText('Firm tofu')).toBeTruthy();
    expect(within(lunch).queryByText('Chickpeas, cooked')).toBeNull();
    expect(within(lunch).getByRole('status').textContent).toBe(
      'New meal in. The rest of the day was adjusted to keep your targets.',
    );
    expect(lunch.getAttribute('aria-busy')).toBeNull();
    // The answer is the week: it is not read again.
    expect(get.mock.calls.filter(([url]) => url.startsWith('/coach/meals'))).toHaveLength(1);
  });

  it('says in the member’s words when no other meal fits the day (7802)', async () => {
    serve();
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7802', 409));
    openMeals();

    const lunch = await screen.findByRole('region', { name: 'Lunch' });
    await userEvent.click(within(lunch).getByRole('button', { name: 'Swap this meal' }));
    expect((await within(lunch).findByRole('alert')).textContent).toBe(
      'No other meal fits this day right now. Try another meal.',
    );
    expect(within(lunch).getByText('Chickpeas, cooked')).toBeTruthy();
  });

  it('explains a plan no week can keep as the food list’s limit, and points to the health data (7801)', async () => {
    serve({ week: () => new ApiError('7801', 422) });
    openMeals();
    expect(await screen.findByText('The coach can’t plan this week yet')).toBeTruthy();
    expect(screen.getByText(/That’s a limit of the list, not of your choices/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review your health data' }).getAttribute('href')).toBe(
      '/app/profile#health',
    );
  });

  it('says what the coach still needs from the week’s own answer, with one tap to set up', async () => {
    const get = serve({ week: () => ({ state: 'not-set-up', needs: ['healthConsent', 'settings'] }) });
    openMeals();
    expect(await screen.findByText('Your coach isn’t set up yet')).toBeTruthy();
    expect(screen.getByText('Share your height and weight')).toBeTruthy();
    expect(screen.getByText('Answer the coach’s questions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up my coach' }).getAttribute('href')).toBe('/app/coach');
    // The week's answer says it all: the coach's state is not read beside it.
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the questions when they are all that is missing', async () => {
    serve({ week: () => ({ state: 'not-set-up', needs: ['settings'] }) });
    openMeals();
    expect((await screen.findByRole('link', { name: 'Set up my coach' })).getAttribute('href')).toBe(
      '/app/coach#coach-questions',
    );
  });

  it('says which target was bent to plan the week, and why', async () => {
    serve({
      week: (start) =>
        mealWeekFixture({
          weekStart: start,
          diets: ['vegan'],
          allergies: [],
          bends: [{ target: 'protein', fromG: 156, toG: 125, because: 'plantBasedDiet' }],
        }),
    });
    openMeals();
    expect(
      await screen.findByText(
        /^This week aims at 125 g of protein instead of 156 g: plant proteins come with starch and fat, so within your 2,000 kcal a day/,
      ),
    ).toBeTruthy();
  });

  it('invites a Free member to upgrade, without asking the API', () => {
    const get = vi.spyOn(api, 'get');
    signInAs({ tier: 'free' });
    renderScreen(<MealsScreen />, { path: '/app/coach/meals' });
    expect(screen.getByRole('heading', { level: 1, name: 'The coach is for Premium members' })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('invites the member when the API answers 4003', async () => {
    serve({ week: () => new ApiError('4003', 403) });
    openMeals();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The coach is for Premium members' }),
    ).toBeTruthy();
  });
});

describe('the coach’s note on a day', () => {
  const noteCard = () => screen.getByRole('region', { name: 'Coach’s note' });
  const askForNote = async () =>
    userEvent.click(
      await within(await screen.findByRole('region', { name: 'Coach’s note' })).findByRole('button', {
        name: 'What the coach says about this day',
      }),
    );
  /** The note's words as the member reads them, line breaks included. */
  const noteText = () => noteCard().querySelector('bdi')?.textContent;

  it('streams the selected day’s note into the card as it comes, then says the AI worded it', async () => {
    serve();
    const stream = noteStream();
    const fetch = serveNotes(stream.response);
    openMeals();
    await askForNote();

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/coach/meals/note');
    expect(JSON.parse(String(init?.body))).toEqual({ week: '2026-03-09', date: '2026-03-11' });
    expect((init?.headers as Record<string, string>).accept).toBe('text/event-stream');
    // The dots until the first words, and a way to stop.
    expect(noteCard().getAttribute('aria-busy')).toBe('true');
    expect(within(noteCard()).getAllByText('The coach is writing…').length).toBeGreaterThan(0);
    expect(within(noteCard()).getByRole('button', { name: 'Stop' })).toBeTruthy();

    // An event cut across chunks comes out whole, once its blank line arrives.
    stream.write('event: delta\ndata: {"text":"A light day: 907 ');
    stream.write('of 2,000 kcal.\\n"}\n');
    stream.write('\nevent: delta\ndata: {"text":"Lunch is chickpeas."}\n\n');
    await vi.waitFor(() => expect(noteText()).toBe('A light day: 907 of 2,000 kcal.\nLunch is chickpeas.'));
    expect(noteCard().querySelector('bdi')?.getAttribute('dir')).toBe('auto');
    expect(within(noteCard()).queryByText(/Worded by AI/)).toBeNull();

    stream.send({ type: 'done', source: 'model' });
    expect(await within(noteCard()).findByText('Worded by AI from your plan’s numbers')).toBeTruthy();
    expect(within(noteCard()).queryByRole('button')).toBeNull();
    // The focus that was on the stop button goes to the words rather than to nowhere. It moves in an effect, which
    // React may run a moment after the footer shows: the stream's update comes outside any act().
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(noteCard().querySelector('bdi')?.parentElement),
    );
    expect(noteCard().getAttribute('aria-busy')).toBeNull();
    expect(within(noteCard()).getByRole('status').textContent).toBe('The coach’s note is ready.');
    expect(noteText()).toBe('A light day: 907 of 2,000 kcal.\nLunch is chickpeas.');
  });

  it('swaps the whole text on replace, and says the plain summary is the coach’s', async () => {
    serve();
    const stream = noteStream();
    serveNotes(stream.response);
    openMeals();
    await askForNote();

    stream.send({ type: 'delta', text: 'Lunch is 900 kcal. ' });
    await vi.waitFor(() => expect(noteText()).toBe('Lunch is 900 kcal. '));
    stream.send({ type: 'replace', text: 'Wednesday: 907 of 2,000 kcal.' });
    stream.send({ type: 'done', source: 'engine' });
    expect(await within(noteCard()).findByText('The coach’s plain summary of your plan')).toBeTruthy();
    expect(noteText()).toBe('Wednesday: 907 of 2,000 kcal.');
    expect(within(noteCard()).queryByText(/Worded by AI/)).toBeNull();
  });

  it('says a refusal in the member’s words (7800), and tries again on request', async () => {
    serve();
    const stream = noteStream();
    const fetch = serveNotes(refusalResponse(409, 7800), stream.response);
    openMeals();
    await askForNote();

    expect((await within(noteCard()).findByRole('alert')).textContent).toBe(
      'The coach needs a few more answers before it can plan.',
    );
    expect(screen.queryByText(/server words/)).toBeNull();

    await userEvent.click(within(noteCard()).getByRole('button', { name: 'Try again' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(within(noteCard()).queryByRole('alert')).toBeNull();
    stream.send({ type: 'delta', text: 'Now it can.' });
    stream.send({ type: 'done', source: 'engine' });
    await vi.waitFor(() => expect(noteText()).toBe('Now it can.'));
  });

  it('keeps what came when stopped, and says the note is cut off when the stream breaks', async () => {
    serve();
    const stopped = noteStream();
    const broken = noteStream();
    serveNotes(stopped.response, broken.response);
    openMeals();
    await askForNote();

    stopped.send({ type: 'delta', text: 'A light day.' });
    await vi.waitFor(() => expect(noteText()).toBe('A light day.'));
    await userEvent.click(within(noteCard()).getByRole('button', { name: 'Stop' }));
    expect(within(noteCard()).getByText('You stopped the note before the end.')).toBeTruthy();
    expect(noteText()).toBe('A light day.');

    await userEvent.click(within(noteCard()).getByRole('button', { name: 'Ask again' }));
    broken.send({ type: 'delta', text: 'Half a' });
    broken.close();
    expect((await within(noteCard()).findByRole('alert')).textContent).toBe(
      'The note was cut off before the end.',
    );
    expect(noteText()).toBe('Half a');
    expect(within(noteCard()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('clears when another day or week is picked, stopping a note still coming', async () => {
    serve();
    const wednesday = noteStream();
    const monday = noteStream();
    const fetch = serveNotes(wednesday.response, monday.response);
    openMeals();
    await askForNote();
    wednesday.send({ type: 'delta', text: 'Wednesday’s note.' });
    await vi.waitFor(() => expect(noteText()).toBe('Wednesday’s note.'));

    await userEvent.click(screen.getByRole('radio', { name: 'Monday 9 March' }));
    expect(noteText()).toBeUndefined();
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    // The old day's stream is let go: nothing more of it is read.
    expect(() => wednesday.send({ type: 'done', source: 'model' })).toThrow();

    await askForNote();
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      week: '2026-03-09',
      date: '2026-03-09',
    });
    monday.send({ type: 'delta', text: 'Monday’s note.' });
    monday.send({ type: 'done', source: 'engine' });
    expect(await within(noteCard()).findByText('The coach’s plain summary of your plan')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday 16 March' })).toBeTruthy();
    expect(noteText()).toBeUndefined();
    expect(within(noteCard()).queryByText(/summary/)).toBeNull();
    expect(
      within(noteCard()).getByRole('button', { name: 'What the coach says about this day' }),
    ).toBeTruthy();
  });
});
