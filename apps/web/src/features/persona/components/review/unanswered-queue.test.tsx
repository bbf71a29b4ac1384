import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewedAnswer } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { initPersonaCopy, renderScreen, reviewedFixture, signInAs } from '../../test-support';
import { PersonaReviewScreen } from './review-screen';

beforeAll(initPersonaCopy);
afterEach(() => vi.restoreAllMocks());

const waiting = (overrides: Partial<ReviewedAnswer> = {}) =>
  reviewedFixture({
    question: 'How do I prepare for a 10 km race?',
    answer: 'I don’t have Karim’s answer to that yet.',
    source: 'no_match',
    citations: [],
    status: 'shown',
    isFlagged: false,
    flagReason: null,
    ...overrides,
  });

function serve(unanswered: ReviewedAnswer[]) {
  const state = { unanswered };
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/persona/answers?filter=unanswered') return { data: state.unanswered };
    throw new Error(`unexpected GET ${url}`);
  });
  return state;
}

describe('the questions waiting for Karim’s answer (issue 38)', () => {
  it('lets him answer one from a blank page: his answer goes to the library', async () => {
    const question = waiting();
    const state = serve([question]);
    const post = vi.spyOn(api, 'post').mockImplementation(async (_url, body) => {
      state.unanswered = [];
      return { data: { ...question, status: 'corrected', answer: (body as { answer: string }).answer } };
    });
    signInAs({ role: 'karim' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review?tab=unanswered' });

    const card = (await screen.findByText(question.question)).closest('li')!;
    expect(screen.getByRole('tab', { name: 'Unanswered' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByText('Not in the library yet')).toBeTruthy();
    // Hiding the honest reply or approving it as an answer mean nothing here.
    expect(within(card).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Answer this question' });
    const field = within(dialog).getByRole('textbox', { name: 'Karim’s answer' });
    expect(field).toHaveProperty('value', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the answer' }));
    expect(await within(dialog).findByText('Write the answer, in 2,000 characters at most.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(field, 'Three runs a week for six weeks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the answer' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/persona/answers/${question.id}/correct`, {
        answer: 'Three runs a week for six weeks.',
      }),
    );
    expect(await screen.findByText('Answered. The next member who asks gets your answer.')).toBeTruthy();
    expect(await screen.findByText('Every question has an answer')).toBeTruthy();
  });

  it('leaves a question unanswered at once', async () => {
    const question = waiting({ question: 'What is the capital of Peru?' });
    const state = serve([question]);
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      state.unanswered = [];
      return { data: { ...question, status: 'approved' } };
    });
    signInAs({ role: 'admin' });
    renderScreen(<PersonaReviewScreen />, { path: '/app/persona/review?tab=unanswered' });

    const card = (await screen.findByText(question.question)).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Leave unanswered' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/persona/answers/${question.id}/approve`, undefined),
    );
    expect(await screen.findByText('Left unanswered.')).toBeTruthy();
  });
});
