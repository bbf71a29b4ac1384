import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SandboxSession } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import plans from '../../../locales/en/plans.json';
import { initTestI18n } from '../../../test/i18n';
import { SandboxCheckout } from './components/sandbox-checkout';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'plans', plans);
});

const session: SandboxSession = {
  id: 'cs_1',
  status: 'open',
  purpose: 'subscribe',
  planName: 'Premium',
  planType: 'monthly',
  amountCents: 999,
  currency: 'EUR',
  successUrl: 'http://localhost/app/dashboard?checkout=success',
  cancelUrl: 'http://localhost/app/subscription',
};

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const declined: Answer = { status: 402, body: { error: { code: 7400, message: 'server words' } } };

let answers: Record<string, Answer[]>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  answers = {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.replace('/api/billing/sandbox/sessions/cs_1', '') || '/'}`;
    const answer = answers[key]?.shift() ?? { status: 200, body: { data: session } };
    return json(answer);
  });
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderCheckout() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <SandboxCheckout sessionId="cs_1" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

async function fillWithTestCard(number: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: number }));
}

describe('sandbox checkout', () => {
  it('shows test mode, the order and a Pay button with the amount', async () => {
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Pay €9.99' })).toBeTruthy();
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.getByText('Billed monthly')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(session.cancelUrl);
  });

  it('says beside Pay what paying commits to: taxes included, the renewal date, until cancelled, how, the terms (issue 40)', async () => {
    // The last day of January: a month later is the last day of February.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-31T10:00:00Z') });
    try {
      renderCheckout();
      await screen.findByRole('button', { name: 'Pay €9.99' });
      const terms = screen.getByTestId('renewal-terms');
      expect(terms.textContent).toBe(
        '€9.99 a month, taxes included.' +
          'Renews automatically on 28 February 2026, then every month, until you cancel.' +
          'Cancel anytime in Billing: Premium stays until the end of the period you paid for, and nothing more is charged.' +
          'By paying, you agree to our Terms of service and Privacy policy.',
      );
      expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/terms');
      expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
      // Next to the button that commits: in the payment form, under it.
      const pay = screen.getByRole('button', { name: 'Pay €9.99' });
      expect(pay.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(pay.closest('form')!.contains(terms)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is Billing’s card page for a card session: saves the card, pays only what is overdue, no renewal terms (issue 40)', async () => {
    answers['GET /'] = [{ status: 200, body: { data: { ...session, purpose: 'card', amountCents: 0 } } }];
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Update your card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your new card' })).toBeTruthy();
    expect(screen.queryByTestId('renewal-terms')).toBeNull();
  });

  it('says the overdue renewal a new card pays at once', async () => {
    answers['GET /'] = [{ status: 200, body: { data: { ...session, purpose: 'card' } } }];
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Save card and pay €9.99' })).toBeTruthy();
    expect(screen.getByText('Overdue renewal, paid now')).toBeTruthy();
  });

  it('checks the fields with the contract and says what is wrong, translated', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay €9.99' }));
    expect(await screen.findByText('Please enter a valid card number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid expiry date')).toBeTruthy();
    expect(screen.getByText('Please enter a valid security code')).toBeTruthy();
    expect(screen.getByText('Please enter the name on the card')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('groups the card number as it is typed', async () => {
    renderCheckout();
    const input = await screen.findByLabelText('Card number');
    await userEvent.type(input, '42424242');
    expect((input as HTMLInputElement).value).toBe('4242 4242');
  });

  it('keeps the form and says so at the top when the card is declined', async () => {
    answers['POST /pay'] = [declined];
    renderCheckout();
    await fillWithTestCard(/4000 0000 0000 0002/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €9.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The card was declined. Nothing was charged.',
    );
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect(screen.queryByText('server words')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the member back to the app once paid', async () => {
    answers['POST /pay'] = [
      { status: 200, body: { data: { status: 'completed', redirectUrl: session.successUrl } } },
    ];
    renderCheckout();
    await fillWithTestCard(/4242 4242 4242 4242/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €9.99' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(session.successUrl));
    const [, init] = vi.mocked(fetch).mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ cardNumber: '4242424242424242', cvc: '123' });
  });

  it('asks for a second confirmation, and a decline brings the form back with its values', async () => {
    answers['POST /pay'] = [{ status: 200, body: { data: { status: 'requires_confirmation' } } }];
    answers['POST /confirm'] = [declined];
    renderCheckout();
    await fillWithTestCard(/4000 0025 0000 3155/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €9.99' }));
    expect(await screen.findByRole('heading', { name: 'Confirm this payment' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The card was declined. Nothing was charged.',
    );
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0025 0000 3155');
  });

  it.each([
    ['unknown', 404, 4004],
    ['not a checkout id at all', 400, 4000],
  ] as const)(
    'says a checkout that is %s does not exist, without asking again',
    async (_case, status, code) => {
      answers['GET /'] = [{ status, body: { error: { code, message: 'server words' } } }];
      renderCheckout();
      expect(await screen.findByRole('heading', { name: 'This checkout doesn’t exist' })).toBeTruthy();
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('says when the checkout has expired, with a way back', async () => {
    answers['GET /'] = [{ status: 200, body: { data: { ...session, status: 'expired' } } }];
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Back to / }).getAttribute('href')).toBe(session.cancelUrl);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
