import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffChallenge, StaffQuestion } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { GamesAdminScreen } from './components/games-admin-screen';
import {
  challengeFixture,
  initGamesAdminCopy,
  questionFixture,
  renderScreen,
  signInAs,
} from './test-support';

beforeAll(initGamesAdminCopy);
beforeEach(() => {
  // A Wednesday: the week in play began on 2 March, the first week to write for is 9 March, the month is March.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
  signInAs('admin');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The API as the screen reads it: a week's questions, and the challenges. */
function serve({
  questions = {} as Record<string, StaffQuestion[]>,
  challenges = [] as StaffChallenge[],
} = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const week = /^\/admin\/games\/questions\?week=(\d{4}-\d\d-\d\d)$/.exec(url)?.[1];
    if (week) return { data: questions[week] ?? [] };
    if (url === '/admin/games/challenges') return { data: challenges };
    throw new Error(`unexpected GET ${url}`);
  });
}

/** Typing each key is slow in jsdom; a paste fills a box the way the form reads it. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

async function openNewQuestion() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add a question' }));
  return screen.getByRole('dialog', { name: 'New question' });
}

/** Fills the written language: the prompt, three choices (the second right) and the explanation. */
async function writeThreeChoices(dialog: HTMLElement) {
  await fill(within(dialog).getByLabelText('Question'), 'How long should a warm-up last?');
  await fill(within(dialog).getByLabelText('Choice 1'), '1 minute');
  await fill(within(dialog).getByLabelText('Choice 2'), '5 to 10 minutes');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add a choice' }));
  await fill(within(dialog).getByLabelText('Choice 3'), 'An hour');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Choice 2 is the right answer' }));
  await fill(within(dialog).getByLabelText('Explanation'), 'Enough to warm the muscles.');
}

const languageSection = (dialog: HTMLElement, nativeName: string) =>
  within(dialog).getByText(nativeName, { selector: 'summary span' }).closest('details')!;

describe('the quiz questions (staff)', () => {
  it('offers the weeks to come, and says how many questions are written and that generated ones fill the rest', async () => {
    serve({ questions: { '2026-03-09': [questionFixture()] } });
    renderScreen(<GamesAdminScreen />);

    expect(screen.getByRole('tab', { name: 'Quiz questions' }).getAttribute('aria-selected')).toBe('true');
    const week = screen.getByLabelText('Week') as HTMLSelectElement;
    expect(week.value).toBe('2026-03-09');
    const options = [...week.options].map((option) => option.value);
    expect(options.slice(0, 3)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(week.options[0]?.textContent).toMatch(/^2.+8 March 2026 \(in play\)$/);
    expect(week.options[1]?.textContent).toMatch(/^9.+15 March 2026$/);

    expect(await screen.findByText('Written: 1 of 10')).toBeTruthy();
    expect(screen.getByText("Generated questions fill the rest of the week's 10.")).toBeTruthy();
    const card = screen.getByText('How long should a warm-up last?').closest('li')!;
    expect(within(card).getByText('5 to 10 minutes').closest('li')!.textContent).toContain('Right answer');
    expect(within(card).getByText('Français')).toBeTruthy();
  });

  it('sends nothing before every text of the written language is there and the right answer chosen', async () => {
    serve();
    const post = vi.spyOn(api, 'post');
    renderScreen(<GamesAdminScreen />);
    const dialog = await openNewQuestion();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the question' }));
    expect(await within(dialog).findByText('Pick the right answer among the choices.')).toBeTruthy();
    for (const label of ['Question', 'Choice 1', 'Choice 2', 'Explanation']) {
      expect(errorOf(within(dialog).getByLabelText(label)), label).toContain(
        'Write the question, each choice and the explanation in the language you write in.',
      );
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('writes a question with three choices and an Arabic translation, and sends the right body', async () => {
    serve();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: questionFixture() });
    renderScreen(<GamesAdminScreen />);
    const dialog = await openNewQuestion();

    await writeThreeChoices(dialog);
    const arabic = languageSection(dialog, 'العربية');
    expect(arabic.open).toBe(false);
    await userEvent.click(within(arabic).getByText('العربية', { selector: 'summary span' }));
    const arabicPrompt = within(arabic).getByLabelText('Question');
    expect(arabicPrompt.getAttribute('dir')).toBe('rtl');
    expect(arabicPrompt.getAttribute('lang')).toBe('ar');
    await fill(arabicPrompt, 'كم يدوم الإحماء؟');
    await fill(within(arabic).getByLabelText('Choice 1'), 'دقيقة واحدة');
    await fill(within(arabic).getByLabelText('Choice 2'), 'من 5 إلى 10 دقائق');
    await fill(within(arabic).getByLabelText('Choice 3'), 'ساعة');
    await fill(within(arabic).getByLabelText('Explanation'), 'ما يكفي لتدفئة العضلات.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the question' }));

    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post).toHaveBeenCalledWith('/admin/games/questions', {
      week: '2026-03-09',
      writtenIn: 'en',
      prompt: { en: 'How long should a warm-up last?', ar: 'كم يدوم الإحماء؟' },
      choices: [
        { en: '1 minute', ar: 'دقيقة واحدة' },
        { en: '5 to 10 minutes', ar: 'من 5 إلى 10 دقائق' },
        { en: 'An hour', ar: 'ساعة' },
      ],
      correctIndex: 1,
      explanation: { en: 'Enough to warm the muscles.', ar: 'ما يكفي لتدفئة العضلات.' },
    });
    expect(await screen.findByText('The question is added to the week.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts a 7907 on the choice the answer names, in the written language', async () => {
    serve();
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValue(new ApiError('7907', 400, [{ field: 'choices.2', code: 7907 }]));
    renderScreen(<GamesAdminScreen />);
    const dialog = await openNewQuestion();
    await writeThreeChoices(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the question' }));

    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    const third = within(dialog).getByLabelText('Choice 3');
    await waitFor(() => expect(third.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(third)).toContain(
      'Write the question, each choice and the explanation in the language you write in.',
    );
    expect(within(dialog).getByLabelText('Choice 2').getAttribute('aria-invalid')).toBeNull();
    // Placed on its field, so nothing is said above the form.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('keeps the right answer on its choice when another is removed', async () => {
    serve();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: questionFixture() });
    renderScreen(<GamesAdminScreen />);
    const dialog = await openNewQuestion();
    await writeThreeChoices(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Choice 3 is the right answer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove choice 1' }));
    expect(
      within(dialog).getByRole('radio', { name: 'Choice 2 is the right answer' }).matches(':checked'),
    ).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the question' }));

    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      choices: [{ en: '5 to 10 minutes' }, { en: 'An hour' }],
      correctIndex: 1,
    });
  });

  it('edits a question with every language it has, and deletes one once confirmed', async () => {
    const question = questionFixture();
    serve({ questions: { '2026-03-09': [question] } });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: question });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    renderScreen(<GamesAdminScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit question' });
    expect(
      within(dialog).getByRole('radio', { name: 'Choice 2 is the right answer' }).matches(':checked'),
    ).toBe(true);
    expect(languageSection(dialog, 'Français').open).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/admin/games/questions/${question.id}`, {
        week: '2026-03-09',
        writtenIn: 'en',
        prompt: { en: 'How long should a warm-up last?', fr: 'Combien dure un échauffement ?' },
        choices: [{ en: '1 minute' }, { en: '5 to 10 minutes' }, { en: 'An hour' }],
        correctIndex: 1,
        explanation: { en: 'Long enough to raise your heart rate gently.' },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this question?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/admin/games/questions/${question.id}`));
    expect(await screen.findByText('The question is deleted.')).toBeTruthy();
  });

  it('shows a week that has begun read-only: no adding, editing or deleting', async () => {
    const locked = questionFixture({ isLocked: true });
    serve({ questions: { '2026-03-09': [locked], '2026-03-02': [{ ...locked, week: '2026-03-02' }] } });
    renderScreen(<GamesAdminScreen />);

    // The server says the week has begun (its clock rules, not this one).
    expect(await screen.findByText(/This week has begun/)).toBeTruthy();
    expect(screen.getByText('In play')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();

    // The week being played, picked from the list, reads the same way.
    await userEvent.selectOptions(screen.getByLabelText('Week'), '2026-03-02');
    expect(await screen.findByText(/This week has begun/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('offers no new question once the week has its ten', async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      questionFixture({ id: `0b7d6c1e-0000-4000-8000-00000000001${index}` }),
    );
    serve({ questions: { '2026-03-09': ten } });
    renderScreen(<GamesAdminScreen />);
    expect(await screen.findByText('This week has all its questions: none will be generated.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a question' })).toHaveProperty('disabled', true);
  });
});

describe('the monthly challenges (staff)', () => {
  it('shows this month with its participation, next month to set, and the past ones', async () => {
    serve({
      challenges: [
        challengeFixture(),
        challengeFixture({
          id: '5a1f7e2c-0000-4000-8000-000000000002',
          month: '2026-02',
          title: { writtenIn: 'fr', texts: { fr: 'Février actif' } },
          metric: 'minutes',
          goal: 600,
          participantCount: 8,
          completedCount: 2,
        }),
      ],
    });
    renderScreen(<GamesAdminScreen />, '/app/community/games/manage?tab=challenges');

    expect(screen.getByRole('tab', { name: 'Challenges' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('March moves')).toBeTruthy();
    expect(screen.getByText('Workouts to complete: 12')).toBeTruthy();
    expect(screen.getByText('Took part: 40')).toBeTruthy();
    expect(screen.getByText('Reached the goal: 10 (25%)')).toBeTruthy();
    expect(screen.getByText('No challenge set yet.')).toBeTruthy();

    const past = screen.getByRole('region', { name: 'Past challenges' });
    expect(within(past).getByText('February 2026')).toBeTruthy();
    expect(within(past).getByText('Février actif').getAttribute('lang')).toBe('fr');
    expect(within(past).getByText('Active time to reach: 10 hours')).toBeTruthy();
    expect(within(past).getByText('Reached the goal: 2 (25%)')).toBeTruthy();
  });

  it('sets next month’s challenge in hours and sends minutes', async () => {
    serve({ challenges: [challengeFixture()] });
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: challengeFixture({
        id: '5a1f7e2c-0000-4000-8000-000000000003',
        month: '2026-04',
        metric: 'minutes',
        goal: 630,
        participantCount: 0,
        completedCount: 0,
      }),
    });
    renderScreen(<GamesAdminScreen />, '/app/community/games/manage?tab=challenges');

    await userEvent.click(await screen.findByRole('button', { name: 'Set the challenge for April 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge for April 2026' });
    await fill(within(dialog).getByLabelText('Title'), 'Ten hours in April');
    await userEvent.selectOptions(within(dialog).getByLabelText('What counts'), 'minutes');
    const goal = within(dialog).getByLabelText('Active time');
    expect(errorOf(goal)).toBe('Allowed: 0.5 hours to 100 hours.');
    expect((within(dialog).getByLabelText('Counted in') as HTMLSelectElement).value).toBe('hours');

    // Over the range: said before sending.
    await fill(goal, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the challenge' }));
    expect(await within(dialog).findByText('Set a goal within the range shown.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    await userEvent.clear(goal);
    await fill(goal, '10,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the challenge' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/games/challenges/2026-04', {
        writtenIn: 'en',
        title: { en: 'Ten hours in April' },
        metric: 'minutes',
        goal: 630,
      }),
    );
    expect(await screen.findByText('The challenge for April 2026 is saved.')).toBeTruthy();
  });

  it('puts the server’s refusal of a goal on the goal', async () => {
    serve({ challenges: [challengeFixture()] });
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('7915', 400, [{ field: 'goal', code: 7915 }]));
    renderScreen(<GamesAdminScreen />, '/app/community/games/manage?tab=challenges');

    await userEvent.click(await screen.findByRole('button', { name: 'Change the challenge for March 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Challenge for March 2026' });
    expect((within(dialog).getAllByLabelText('Title')[0] as HTMLInputElement).value).toBe('March moves');
    expect((within(dialog).getByLabelText('Number of workouts') as HTMLInputElement).value).toBe('12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the challenge' }));
    const goal = within(dialog).getByLabelText('Number of workouts');
    await waitFor(() => expect(goal.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(goal)).toContain('Set a goal within the range shown.');
  });
});
