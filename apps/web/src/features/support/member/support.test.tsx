import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolate, type SupportRequest } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { useMeaningfulAction } from '../../../lib/meaningful-action';
import { ContactScreen } from './components/contact-screen';
import { initSupportCopy, messageFixture, renderAt, requestFixture, signInAs } from './test-support';

beforeAll(async () => {
  await initSupportCopy();
  // jsdom has no object URLs; Chromium runs the real ones.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
beforeEach(() => signInAs());
afterEach(() => {
  vi.restoreAllMocks();
  useMeaningfulAction.setState({ last: null });
});

/** The member's requests as the API answers them, newest first. */
function serveRequests(requests: SupportRequest[] = []) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/support/requests') return { data: requests };
    if (url === '/users/me/picture/limits') return { data: imageLimits };
    throw new Error(`unexpected GET ${url}`);
  });
}

const imageLimits = { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] };

const openContact = () => renderAt(<ContactScreen />);

async function fillForm({
  subject = 'My receipt shows the wrong name',
  category = 'billing',
  message = 'Hello, the receipt of my last payment has my old family name on it.',
}: { subject?: string; category?: string; message?: string } = {}) {
  if (subject) await userEvent.type(screen.getByLabelText('Subject'), subject);
  if (category) await userEvent.selectOptions(screen.getByLabelText('Topic'), category);
  if (message) await userEvent.type(screen.getByLabelText('Message'), message);
}

describe('the contact form', () => {
  it('offers the five topics in words and counts the message toward 5,000 characters', async () => {
    serveRequests();
    openContact();
    const topic = screen.getByLabelText('Topic') as HTMLSelectElement;
    expect([...topic.options].map((option) => option.textContent)).toEqual([
      'Choose a topic',
      'Billing and payments',
      'My account',
      'Rewards and perks',
      'A technical problem',
      'Something else',
    ]);
    expect(screen.getByText('0 of 5,000 characters')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Message'), '  Hello  ');
    // Counted as the server counts: once trimmed.
    expect(screen.getByText('5 of 5,000 characters')).toBeTruthy();
  });

  it('checks each field with the API’s own codes before sending: a short subject is 8100, no topic 8102', async () => {
    serveRequests();
    const post = vi.spyOn(api, 'post');
    openContact();

    await fillForm({ subject: 'Hi', category: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText('Give your request a subject of 3 to 120 characters.')).toBeTruthy();
    expect(screen.getByText('Choose what your request is about.')).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Topic').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Message'));
    await userEvent.type(screen.getByLabelText('Message'), 'Help');
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText('Write a message of 10 to 5,000 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends subject, topic and message, confirms with the reference, the 24–48 h promise and the email, and starts afresh', async () => {
    const get = serveRequests();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: requestFixture() });
    openContact();

    await fillForm({ subject: '  My receipt shows the wrong name ' });
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/support/requests', {
        subject: 'My receipt shows the wrong name',
        category: 'billing',
        message: 'Hello, the receipt of my last payment has my old family name on it.',
        attachmentKeys: [],
      }),
    );

    const confirmation = await screen.findByText('Your request is sent');
    const panel = confirmation.parentElement!.parentElement!;
    expect(panel.textContent).toContain(
      'Our team replies within 24 to 48 hours. An email confirming your request is on its way to you.',
    );
    expect(within(panel).getByText('S-000042').getAttribute('dir')).toBe('ltr');
    expect(document.activeElement).toBe(panel);
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    // The list is read again, so the new request shows below.
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === '/support/requests')).toHaveLength(2),
    );
    // The team will reply: the moment a push may be offered (issue 39).
    expect(useMeaningfulAction.getState().last).toBe('support-request');
  });

  it('says a rate limit (429) calmly, as a wait, and keeps what was written', async () => {
    serveRequests();
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7001', 429, [], 60));
    openContact();

    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please wait a minute, then send this one again: what you wrote is still here.',
    );
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'My receipt shows the wrong name',
    );
    expect(screen.queryByText('Your request is sent')).toBeNull();
    expect(useMeaningfulAction.getState().last).toBeNull();
  });
});

describe('your requests', () => {
  const answered = requestFixture({
    status: 'waiting',
    messages: [
      messageFixture(),
      messageFixture({
        id: 'message-2',
        fromStaff: true,
        authorName: 'Nadia',
        body: 'Thank you! We corrected the name; the receipt now shows it.',
        createdAt: '2026-03-02T15:00:00.000Z',
      }),
    ],
  });
  const solved = requestFixture({
    id: '5d2c1b0a-0000-4000-8000-000000000041',
    reference: 'S-000041',
    subject: 'Cannot find my promo code',
    category: 'rewards',
    status: 'solved',
  });

  it('shows each request with its reference, topic, status in words, date and the team’s reply signed by name', async () => {
    serveRequests([answered, solved]);
    openContact();

    const list = await screen.findByRole('list', { name: 'Your requests, newest first' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'My receipt shows the wrong name' })).toBeTruthy();
    expect(within(first!).getByText('S-000042').getAttribute('dir')).toBe('ltr');
    expect(within(first!).getByText('Billing and payments')).toBeTruthy();
    expect(within(first!).getByText('Answered')).toBeTruthy();
    expect(within(first!).getByText('2 March 2026')).toBeTruthy();
    const messages = within(within(first!).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(within(messages[0]!).getByText('You')).toBeTruthy();
    expect(within(messages[1]!).getByText(`${isolate('Nadia')} · Vitalia team`)).toBeTruthy();
    expect(
      within(messages[1]!)
        .getByText(/We corrected the name/)
        .getAttribute('dir'),
    ).toBe('auto');
    expect(within(first!).getByLabelText('Write again')).toBeTruthy();

    // A solved request takes no more messages: a new request is the way.
    expect(within(second!).getByText('Solved')).toBeTruthy();
    expect(within(second!).getByText('Rewards and perks')).toBeTruthy();
    expect(within(second!).queryByLabelText('Write again')).toBeNull();
    expect(
      within(second!).getByText('This request is solved. If you need more help, send a new request.'),
    ).toBeTruthy();
  });

  it('sends a message again on an open request, and says the team will reply', async () => {
    serveRequests([answered]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...answered, status: 'new' } });
    openContact();

    const box = await screen.findByLabelText('Write again');
    await userEvent.type(box, 'Thanks, it is right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/support/requests/${answered.id}/messages`, {
        message: 'Thanks, it is right now.',
      }),
    );
    expect(
      await screen.findByText('Your message is sent. Our team replies within 24 to 48 hours.'),
    ).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('says a request solved meanwhile (8103) in words', async () => {
    serveRequests([answered]);
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('8103', 409));
    openContact();
    await userEvent.type(await screen.findByLabelText('Write again'), 'One more thing, please.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This request is solved. Send a new one if you need more help.',
    );
  });

  it('shows a skeleton while loading, then says when there are no requests yet', async () => {
    let answer: (value: { data: SupportRequest[] }) => void = () => {};
    vi.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    openContact();
    expect(screen.getByText('Loading your requests').getAttribute('role')).toBe('status');
    answer({ data: [] });
    expect(await screen.findByText('No requests yet')).toBeTruthy();
    expect(screen.getByText('When you write to us, your request and our replies appear here.')).toBeTruthy();
  });

  it('says when the requests cannot be loaded, and offers to try again', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('5000', 500));
    openContact();
    expect((await screen.findByRole('alert')).textContent).toContain('Your requests could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
