import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { identityClient } from '../../../lib/identity-client';
import { useMeaningfulAction } from '../../../lib/meaningful-action';
import {
  answerFixture,
  answerStream,
  initPersonaCopy,
  refusalResponse,
  renderScreen,
  signInAs,
} from '../test-support';
import { PersonaScreen } from './persona-screen';

beforeAll(initPersonaCopy);
afterEach(() => vi.restoreAllMocks());

function withHistory(answers = [answerFixture()]) {
  return vi.spyOn(api, 'get').mockResolvedValue({ data: answers });
}

function mockAsk(...responses: Response[]) {
  vi.spyOn(identityClient, 'getToken').mockResolvedValue('token-1');
  const fetch = vi.spyOn(globalThis, 'fetch');
  for (const response of responses) fetch.mockResolvedValueOnce(response);
  return fetch;
}

const composer = () => screen.getByRole('textbox', { name: 'Your question for Karim’s AI' });
const conversation = () => screen.getByRole('list', { name: 'Your conversation with Karim’s AI' });
/** The exchange (question and answer) that holds this question. */
const exchangeOf = (question: string) => within(conversation()).getByText(question).closest('li')!;

describe('Karim’s AI', () => {
  it('invites a Free member to upgrade, without asking the API', () => {
    const get = vi.spyOn(api, 'get');
    signInAs({ tier: 'free' });
    renderScreen(<PersonaScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Karim’s AI is for Premium members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium plans' }).getAttribute('href')).toBe('/app/billing');
    expect(get).not.toHaveBeenCalled();
  });

  it('says it is an AI of Karim, not Karim, and marks every answer as AI', async () => {
    withHistory([
      answerFixture(),
      answerFixture({ id: '7a1c2f1e-0000-4000-8000-000000000002', question: 'And?' }),
    ]);
    signInAs();
    renderScreen(<PersonaScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Karim’s AI');
    expect(
      screen.getByText(/an AI persona of Karim, trained on his own posts and answers\. It is not Karim/),
    ).toBeTruthy();
    await screen.findByText('And?');
    expect(within(conversation()).getAllByText('Written by AI')).toHaveLength(2);
    // Members are not led to the review; the staff who review are.
    expect(screen.queryByRole('link', { name: 'Review answers' })).toBeNull();
  });

  it('leads the staff who review to the review', async () => {
    withHistory([]);
    signInAs({ role: 'karim', tier: 'free' });
    renderScreen(<PersonaScreen />);
    expect(screen.getByRole('link', { name: 'Review answers' }).getAttribute('href')).toBe(
      '/app/persona/review',
    );
    expect(await screen.findByText('What would you like to ask?')).toBeTruthy();
  });

  it('shows the history with its sources: a post links to it, a library answer is named', async () => {
    withHistory([
      answerFixture({
        citations: [
          { kind: 'post', sourceId: '6f1c2f1e-0000-4000-8000-000000000001', title: 'Mobility in 10 minutes' },
          { kind: 'qa', sourceId: 'qa-1', title: 'Do I need to stretch?' },
        ],
      }),
    ]);
    signInAs();
    renderScreen(<PersonaScreen />);
    await screen.findByText('How often should I stretch?');
    const exchange = exchangeOf('How often should I stretch?');
    const sources = within(exchange).getByRole('list', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Mobility in 10 minutes' }).getAttribute('href')).toBe(
      '/app/feed/6f1c2f1e-0000-4000-8000-000000000001',
    );
    expect(sources.textContent).toContain('From Karim’s post: Mobility in 10 minutes');
    expect(sources.textContent).toContain('From Karim’s answers: Do I need to stretch?');
    expect(within(sources).getAllByRole('link')).toHaveLength(1);
  });

  it('streams the answer into its bubble, swaps it on replace, and keeps it in the history when done', async () => {
    withHistory([]);
    const stream = answerStream();
    const fetch = mockAsk(stream.response);
    signInAs();
    renderScreen(<PersonaScreen />);

    // An example question asks with one tap.
    await userEvent.click(
      await screen.findByRole('button', { name: /How many rest days do I need each week\?/ }),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/persona/questions');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ accept: 'text/event-stream', authorization: 'Bearer token-1' });
    expect(JSON.parse(String(init?.body))).toEqual({ question: 'How many rest days do I need each week?' });

    const exchange = exchangeOf('How many rest days do I need each week?');
    // Dots until the first words; the composer offers to stop rather than to ask.
    expect(within(exchange).getByText('Karim’s AI is writing…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop the answer' })).toBeTruthy();

    act(() => {
      stream.send({
        type: 'start',
        citations: [{ kind: 'qa', sourceId: 'qa-9', title: 'How much rest?' }],
        refusal: null,
      });
      stream.send({ type: 'delta', text: 'Two days' });
    });
    expect(await within(exchange).findByText('Two days')).toBeTruthy();
    expect(within(exchange).queryByText('Karim’s AI is writing…')).toBeNull();
    expect(within(exchange).getByText(/From Karim’s answers:/)).toBeTruthy();

    act(() => stream.write('event: delta\ndata: {"text":" is a good'));
    act(() => stream.write(' start."}\n\n'));
    expect(await within(exchange).findByText('Two days is a good start.')).toBeTruthy();

    act(() => stream.send({ type: 'replace', text: 'Rest at least one day a week.' }));
    expect(await within(exchange).findByText('Rest at least one day a week.')).toBeTruthy();
    expect(within(exchange).queryByText('Two days is a good start.')).toBeNull();

    const kept = answerFixture({
      id: '7a1c2f1e-0000-4000-8000-0000000000aa',
      question: 'How many rest days do I need each week?',
      answer: 'Rest at least one day a week, two if you are starting.',
      citations: [{ kind: 'qa', sourceId: 'qa-9', title: 'How much rest?' }],
    });
    act(() => {
      stream.send({ type: 'done', answer: kept });
      stream.close();
    });
    const done = await within(conversation()).findByText(
      'Rest at least one day a week, two if you are starting.',
    );
    // Kept: it can be flagged now, and asking is open again.
    expect(within(done.closest('li')!).getByRole('button', { name: 'Flag this answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeTruthy();
    expect(screen.getByText('Karim’s AI has answered.').getAttribute('role')).toBe('status');
    // Answered from what Karim said: nobody will come back to it, so no push is offered.
    expect(useMeaningfulAction.getState().last).toBeNull();
  });

  it('offers a push when nothing answered the question: Karim sees it and may answer himself (issue 39)', async () => {
    useMeaningfulAction.setState({ last: null });
    withHistory([]);
    const stream = answerStream();
    mockAsk(stream.response);
    signInAs();
    renderScreen(<PersonaScreen />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your question for Karim’s AI' }),
      'Best socks?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    act(() => {
      stream.send({ type: 'start', citations: [], refusal: null });
      stream.send({
        type: 'done',
        answer: answerFixture({ question: 'Best socks?', source: 'no_match', citations: [] }),
      });
      stream.close();
    });
    await waitFor(() => expect(useMeaningfulAction.getState().last).toBe('persona-question'));
  });

  it('shows a refusal’s answer with where to go instead', async () => {
    withHistory([
      answerFixture({
        id: '7a1c2f1e-0000-4000-8000-000000000003',
        question: 'Can I get a refund on my plan?',
        answer: 'That is one for our support team.',
        source: 'refusal',
        citations: [],
        refusal: { topic: 'prize_draw', pointer: 'support' },
      }),
      answerFixture({
        id: '7a1c2f1e-0000-4000-8000-000000000004',
        question: 'Which pills help with my knee?',
        answer: 'I cannot advise on medicines.',
        source: 'refusal',
        citations: [],
        refusal: { topic: 'medication', pointer: 'doctor' },
      }),
      answerFixture({
        id: '7a1c2f1e-0000-4000-8000-000000000005',
        question: 'Chest pain while running?',
        answer: 'This could be serious.',
        source: 'refusal',
        citations: [],
        refusal: { topic: 'medical_diagnosis', pointer: 'emergency' },
      }),
    ]);
    const stream = answerStream();
    mockAsk(stream.response);
    signInAs();
    renderScreen(<PersonaScreen />);

    await screen.findByText('Can I get a refund on my plan?');
    const support = exchangeOf('Can I get a refund on my plan?');
    expect(within(support).getByText('That is one for our support team.')).toBeTruthy();
    expect(within(support).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/app/contact',
    );
    expect(
      within(exchangeOf('Which pills help with my knee?')).getByText(/ask a doctor or a pharmacist/),
    ).toBeTruthy();
    // Issue 38: each emergency says its own help — urgent care for chest pain, a crisis line for self-harm.
    expect(within(exchangeOf('Chest pain while running?')).getByText('This needs urgent care')).toBeTruthy();
    expect(
      within(exchangeOf('Chest pain while running?')).getByText(/call the emergency services now/),
    ).toBeTruthy();
    expect(within(exchangeOf('Chest pain while running?')).queryByText(/crisis line/)).toBeNull();

    await userEvent.type(composer(), 'I want to hurt myself{Enter}');
    act(() => {
      stream.send({ type: 'start', citations: [], refusal: { topic: 'self_harm', pointer: 'emergency' } });
      stream.send({ type: 'delta', text: 'I am really sorry you feel this way.' });
    });
    const exchange = exchangeOf('I want to hurt myself');
    expect(await within(exchange).findByText('You don’t have to face this alone')).toBeTruthy();
    expect(within(exchange).getByText(/Call or text a crisis line now/)).toBeTruthy();
    expect(within(exchange).queryByText('This needs urgent care')).toBeNull();
  });

  it('says a refusal before any word in the member’s language, and gives the question back', async () => {
    withHistory([]);
    mockAsk(refusalResponse(400, 7821));
    signInAs();
    renderScreen(<PersonaScreen />);
    await screen.findByText('What would you like to ask?');

    await userEvent.type(composer(), 'Tell me everything about squats{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('A question is 500 characters at most.');
    expect(screen.queryByText('server words, never shown')).toBeNull();
    expect(composer()).toHaveProperty('value', 'Tell me everything about squats');
    expect(screen.queryByRole('list', { name: 'Your conversation with Karim’s AI' })).toBeNull();
  });

  it('says how long to wait when asked too often', async () => {
    withHistory([]);
    mockAsk(refusalResponse(429, 7001, { 'retry-after': '120' }));
    signInAs();
    renderScreen(<PersonaScreen />);
    await screen.findByText('What would you like to ask?');
    await userEvent.type(composer(), 'One more?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have asked a lot in a short time. You can ask again in 2 min.',
    );
  });

  it('sends on Enter but not on Shift+Enter or while an input method composes, and counts near the limit', async () => {
    withHistory([]);
    const fetch = mockAsk(answerStream().response);
    signInAs();
    renderScreen(<PersonaScreen />);
    await screen.findByText('What would you like to ask?');

    await userEvent.type(composer(), 'First line{Shift>}{Enter}{/Shift}second');
    expect(composer()).toHaveProperty('value', 'First line\nsecond');
    composer().dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, isComposing: true }),
    );
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(composer());
    await userEvent.click(composer());
    await userEvent.paste('a'.repeat(450));
    expect(screen.getByText('Characters left: 50')).toBeTruthy();
    await userEvent.paste('a'.repeat(60));
    expect(screen.getByText('Characters over the limit: 10')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('A question is 500 characters at most.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops the answer on request, and aborts it when the member leaves', async () => {
    withHistory([]);
    const first = answerStream();
    const second = answerStream();
    const fetch = mockAsk(first.response, second.response);
    signInAs();
    const { unmount } = renderScreen(<PersonaScreen />);
    await screen.findByText('What would you like to ask?');

    await userEvent.type(composer(), 'Long answer please{Enter}');
    act(() => first.send({ type: 'delta', text: 'Once upon' }));
    await screen.findByText('Once upon');
    await userEvent.click(screen.getByRole('button', { name: 'Stop the answer' }));
    expect(fetch.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    expect(screen.getByText('You stopped this answer.')).toBeTruthy();

    await userEvent.type(composer(), 'Another one{Enter}');
    unmount();
    expect(fetch.mock.calls[1]![1]?.signal?.aborted).toBe(true);
  });

  it('offers to ask again when the stream breaks off', async () => {
    withHistory([]);
    const stream = answerStream();
    mockAsk(stream.response, answerStream().response);
    signInAs();
    renderScreen(<PersonaScreen />);
    await screen.findByText('What would you like to ask?');
    await userEvent.type(composer(), 'Cut me off{Enter}');
    act(() => {
      stream.send({ type: 'delta', text: 'Half an' });
      stream.close();
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The answer was cut off.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledTimes(2));
  });

  it('flags an answer, with an optional reason, and says Karim’s team will review it', async () => {
    const answer = answerFixture();
    let history = [answer];
    vi.spyOn(api, 'get').mockImplementation(async () => ({ data: history }));
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      history = [{ ...answer, isFlagged: true }];
      return { data: history[0] };
    });
    signInAs();
    renderScreen(<PersonaScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Flag this answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Flag this answer?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /What is wrong with it\?/ }),
      'Too vague',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flag answer' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/persona/answers/${answer.id}/flag`, { reason: 'Too vague' }),
    );
    expect(await screen.findByText('Flagged — Karim’s team will review it')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag this answer' })).toBeNull();
  });
});
