import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonaEntry, ReviewedAnswer } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import { entryFixture, initPersonaCopy, renderScreen, reviewedFixture, signInAs } from '../../test-support';
import { PersonaReviewScreen } from './review-screen';

beforeAll(initPersonaCopy);
afterEach(() => vi.restoreAllMocks());

/** The API as the review reads it: the two lists and the library, each answering what the test holds now. */
function serve({
  flagged = [] as ReviewedAnswer[],
  recent = [] as ReviewedAnswer[],
  entries = [] as PersonaEntry[],
}) {
  const state = { flagged, recent, entries };
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/persona/answers?filter=flagged') return { data: state.flagged };
    if (url === '/admin/persona/answers?filter=recent') return { data: state.recent };
    if (url === '/admin/persona/entries') return { data: state.entries };
    throw new Error(`unexpected GET ${url}`);
  });
  return { state, get };
}

describe('the persona review', () => {
  it('shows a flagged answer whole: question, answer, language, source, sources, who asked and why', async () => {
    serve({
      flagged: [
        reviewedFixture({
          language: 'ar',
          question: 'كم مرة أتمدد؟',
          answer: 'بضع دقائق بعد كل حصة.',
          source: 'model',
          flagReason: 'غير واضح',
        }),
      ],
    });
    signInAs({ role: 'karim' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review' });

    const card = (await screen.findByText('كم مرة أتمدد؟')).closest('li')!;
    expect(screen.getByRole('tab', { name: 'Flagged' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByText('بضع دقائق بعد كل حصة.').getAttribute('lang')).toBe('ar');
    expect(within(card).getByText('العربية')).toBeTruthy();
    expect(within(card).getByText('Written by the model')).toBeTruthy();
    expect(within(card).getByText('@amina_fit')).toBeTruthy();
    expect(within(card).getByText('غير واضح')).toBeTruthy();
    expect(within(card).getByText(/From Karim’s answers:/)).toBeTruthy();
  });

  it('sends a correction and shows the corrected answer on its card', async () => {
    const answer = reviewedFixture({ status: 'shown', isFlagged: false, flagReason: null });
    serve({ recent: [answer] });
    const post = vi.spyOn(api, 'post').mockImplementation(async (_url, body) => ({
      data: { ...answer, status: 'corrected', answer: (body as { answer: string }).answer },
    }));
    signInAs({ role: 'admin' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review?tab=recent' });

    const card = (await screen.findByText(answer.question)).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Correct' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct this answer' });
    expect(
      within(dialog).getByText(/the next time a member asks this, Karim’s AI answers from it/),
    ).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'The right answer' });
    expect(field).toHaveProperty('value', answer.answer);

    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the correction' }));
    expect(await within(dialog).findByText('Write the answer, in 2,000 characters at most.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(field, '  Five to ten minutes after each session, gently.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the correction' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/persona/answers/${answer.id}/correct`, {
        answer: 'Five to ten minutes after each session, gently.',
      }),
    );
    expect(
      await screen.findByText('Corrected. Karim’s AI will answer from your correction next time.'),
    ).toBeTruthy();
    expect(within(card).getByText('Five to ten minutes after each session, gently.')).toBeTruthy();
    expect(within(card).getByText('Corrected')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides an answer only once confirmed, and approves one at once', async () => {
    const answer = reviewedFixture();
    const { state } = serve({ flagged: [answer] });
    const post = vi.spyOn(api, 'post').mockImplementation(async (url) => {
      const status = String(url).endsWith('/hide') ? 'hidden' : 'approved';
      state.flagged = [];
      return { data: { ...answer, status } };
    });
    signInAs({ role: 'karim' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review' });

    const card = (await screen.findByText(answer.question)).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide this answer?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Hide this answer?' })).getByRole('button', {
        name: 'Hide',
      }),
    );
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/persona/answers/${answer.id}/hide`, undefined),
    );
    expect(await screen.findByText('Hidden from the member’s conversation.')).toBeTruthy();
    // Decided, it left the flagged list.
    expect(await screen.findByText('Nothing flagged')).toBeTruthy();
  });

  it('says when a tab has nothing in it', async () => {
    serve({});
    signInAs({ role: 'karim' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review' });
    expect(await screen.findByText('Nothing flagged')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Recent sample' }));
    expect(await screen.findByText('No answers this week')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Library' }));
    expect(await screen.findByText('The library is empty')).toBeTruthy();
  });
});

describe('the persona library', () => {
  it('lists entries with their language and origin', async () => {
    serve({
      entries: [
        entryFixture(),
        entryFixture({ id: '8b1c2f1e-0000-4000-8000-000000000002', origin: 'correction', question: 'Rest?' }),
      ],
    });
    signInAs({ role: 'karim' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review?tab=library' });
    const entry = (await screen.findByText('Faut-il s’étirer ?')).closest('li')!;
    expect(within(entry).getByText('Français')).toBeTruthy();
    expect(within(entry).getByText('Written')).toBeTruthy();
    expect(within(screen.getByText('Rest?').closest('li')!).getByText('From the review')).toBeTruthy();
  });

  it('checks the lengths before adding an entry, then adds it', async () => {
    const { state } = serve({});
    const post = vi.spyOn(api, 'post').mockImplementation(async (_url, body) => {
      const entry = entryFixture({ ...(body as object), id: '8b1c2f1e-0000-4000-8000-000000000009' });
      state.entries = [entry];
      return { data: entry };
    });
    signInAs({ role: 'karim' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review?tab=library' });

    await userEvent.click(await screen.findByRole('button', { name: 'Add an entry' }));
    const dialog = screen.getByRole('dialog', { name: 'New library entry' });
    const question = within(dialog).getByRole('textbox', { name: 'Question' });
    const answer = within(dialog).getByRole('textbox', { name: 'Karim’s answer' });
    await userEvent.click(question);
    await userEvent.paste('q'.repeat(301));
    await userEvent.click(answer);
    await userEvent.paste('a'.repeat(2001));
    expect(within(dialog).getByText('301 of 300 characters')).toBeTruthy();
    expect(within(dialog).getByText('2,001 of 2,000 characters')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the entry' }));
    expect(await within(dialog).findByText('Write the question, in 300 characters at most.')).toBeTruthy();
    expect(within(dialog).getByText('Write the answer, in 2,000 characters at most.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'ar');
    await userEvent.clear(question);
    await userEvent.type(question, 'هل أتمدد قبل الجري؟');
    await userEvent.clear(answer);
    await userEvent.type(answer, 'نعم، بضع دقائق من الإحماء الخفيف.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the entry' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/persona/entries', {
        language: 'ar',
        question: 'هل أتمدد قبل الجري؟',
        answer: 'نعم، بضع دقائق من الإحماء الخفيف.',
      }),
    );
    expect(await screen.findByText('Entry added.')).toBeTruthy();
    expect(await screen.findByText('هل أتمدد قبل الجري؟')).toBeTruthy();
  });

  it('puts the server’s length refusal on its field', async () => {
    serve({ entries: [entryFixture()] });
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValue(new ApiError('7823', 400, [{ field: 'answer', code: 7823 }]));
    signInAs({ role: 'karim' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review?tab=library' });

    const entry = (await screen.findByText('Faut-il s’étirer ?')).closest('li')!;
    await userEvent.click(within(entry).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the library entry' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledOnce());
    const answer = within(dialog).getByRole('textbox', { name: 'Karim’s answer' });
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Write the answer, in 2,000 characters at most.')).toBeTruthy();
  });

  it('deletes an entry once confirmed', async () => {
    const entry = entryFixture();
    const { state } = serve({ entries: [entry] });
    const remove = vi.spyOn(api, 'delete').mockImplementation(async () => {
      state.entries = [];
      return null;
    });
    signInAs({ role: 'karim' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review?tab=library' });

    await userEvent.click(
      within((await screen.findByText(entry.question)).closest('li')!).getByRole('button', {
        name: 'Delete',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/admin/persona/entries/${entry.id}`));
    expect(await screen.findByText('The library is empty')).toBeTruthy();
  });
});
