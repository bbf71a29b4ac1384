import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { identityClient } from '../../../lib/identity-client';
import { answerFixture, answerStream, initPersonaCopy, renderScreen, signInAs } from '../test-support';
import { PersonaScreen } from './persona-screen';

beforeAll(initPersonaCopy);

/** jsdom lays nothing out: the scrolls asked for are recorded, with the element each was asked of. */
const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
beforeEach(() => {
  scrolled.mockClear();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

const composer = () => screen.getByRole('textbox', { name: 'Your question for Karim’s AI' });
/** The sticky box holding the composer: 120 px high, 72 px above the bottom (the phone's tab bar). */
function stickyBox() {
  const box = composer().closest<HTMLElement>('.sticky')!;
  Object.defineProperty(box, 'offsetHeight', { value: 120, configurable: true });
  box.style.bottom = '72px';
  return box;
}
const lastScroll = () => {
  const call = scrolled.mock.contexts.at(-1) as HTMLElement | undefined;
  return { margin: call?.style.scrollMarginBottom, options: scrolled.mock.calls.at(-1)?.[0] };
};

describe('Karim’s AI keeps a new answer in sight (issue 38)', () => {
  it('scrolls the answer, its sources included, clear of the question box while the reader follows', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [answerFixture()] });
    vi.spyOn(identityClient, 'getToken').mockResolvedValue('token-1');
    const stream = answerStream();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(stream.response);
    signInAs();
    renderScreen(<PersonaScreen />);
    await screen.findByText('A few minutes after every session is plenty.');
    stickyBox();

    await userEvent.type(composer(), 'How long should I rest?{Enter}');
    scrolled.mockClear();
    act(() => {
      stream.send({
        type: 'start',
        citations: [{ kind: 'qa', sourceId: 'qa-9', title: 'Rest?' }],
        refusal: null,
      });
    });
    // The sources arrive first: the end is brought above the box, 120 + 72 + a 12 px gap.
    expect(await screen.findByText('Rest?')).toBeTruthy();
    // The stream is read outside React's act: the scroll, an effect, may land a moment after the text.
    await waitFor(() => expect(lastScroll()).toEqual({ margin: '204px', options: { block: 'end' } }));

    scrolled.mockClear();
    act(() => stream.send({ type: 'delta', text: 'Two minutes.' }));
    await screen.findByText('Two minutes.');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());

    scrolled.mockClear();
    act(() => {
      stream.send({
        type: 'done',
        answer: answerFixture({
          id: '7a1c2f1e-0000-4000-8000-0000000000bb',
          question: 'How long should I rest?',
          answer: 'Two minutes.',
        }),
      });
      stream.close();
    });
    expect(await screen.findByText('Karim’s AI has answered.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Flag this answer' })).toHaveLength(2);
    // Kept, with its flag under it: shown once more, whole.
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(lastScroll().margin).toBe('204px');
  });

  it('stops following once the reader scrolls up to read', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    vi.spyOn(identityClient, 'getToken').mockResolvedValue('token-1');
    const stream = answerStream();
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(stream.response);
    signInAs();
    renderScreen(<PersonaScreen />);
    await screen.findByText('What would you like to ask?');
    stickyBox();
    await userEvent.type(composer(), 'How long should I rest?{Enter}');

    // The reader scrolls far from the end.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    scrolled.mockClear();
    act(() => {
      stream.send({ type: 'start', citations: [], refusal: null });
      stream.send({ type: 'delta', text: 'Two minutes.' });
    });
    expect(await within(screen.getByRole('list')).findByText('Two minutes.')).toBeTruthy();
    // Let the effects that would scroll run before saying none did.
    await act(async () => {});
    expect(scrolled).not.toHaveBeenCalled();
  });
});
