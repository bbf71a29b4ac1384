import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment, Plan, Profile, Receipt, SubscriptionDetails, SwitchPreview } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../../../components/ui/alert/alert-modal';
import { api, ApiError } from '../../../../../lib/api-client';
import { useAuthStore } from '../../../../../lib/auth-store';
import arBilling from '../../../../../locales/ar/billing.json';
import billing from '../../../../../locales/en/billing.json';
import errors from '../../../../../locales/en/errors.json';
import plans from '../../../../../locales/en/plans.json';
import frBilling from '../../../../../locales/fr/billing.json';
import { initTestI18n } from '../../../../../test/i18n';
import { BillingScreen } from './billing-screen';
import { SwitchPreviewText } from './plan-switch';
import { ReceiptDocument } from './receipt-document';
import { ReceiptView } from './receipt-view';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'billing', billing);
  i18next.addResourceBundle('en', 'plans', plans);
  i18next.addResourceBundle('en', 'errors', errors, true, true);
  i18next.addResourceBundle('fr', 'billing', frBilling);
  i18next.addResourceBundle('ar', 'billing', arBilling);
});
afterEach(() => vi.restoreAllMocks());

const monthly: Plan = {
  id: 'p-month',
  name: 'Premium',
  tier: 'premium',
  type: 'monthly',
  priceCents: 999,
  currency: 'EUR',
  isActive: true,
  position: 1,
  aiDailyCalls: 40,
};
const yearly: Plan = { ...monthly, id: 'p-year', type: 'yearly', priceCents: 9588, position: 2 };
const free: Plan = { ...monthly, id: 'p-free', name: 'Free', tier: 'free', priceCents: 0, position: 0 };

const premiumMonthly: SubscriptionDetails = {
  id: 's1',
  planId: monthly.id,
  tier: 'premium',
  status: 'active',
  isActive: true,
  currentPeriodStart: '2026-03-01T12:00:00.000Z',
  currentPeriodEnd: '2026-04-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  plan: monthly,
  provider: 'sandbox',
  scheduledPlan: null,
  graceEndsAt: null,
  card: { brand: 'visa', last4: '4242' },
  canManageCard: false,
};

const paid: Payment = {
  id: 'pay-1',
  number: 'VIT-000042',
  kind: 'initial',
  status: 'succeeded',
  amountCents: 999,
  currency: 'EUR',
  planName: 'Premium',
  planType: 'monthly',
  periodStart: '2026-03-01T12:00:00.000Z',
  periodEnd: '2026-04-01T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  createdAt: '2026-03-01T12:00:00.000Z',
};

function wrap(children: ReactNode, { at = '/app/billing' } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        {children}
        <AlertModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers that are not the member's subscription after the call: a preview, a checkout or portal link. */
const asksOnly = ['/subscription/switch/preview', '/subscription/checkout', '/subscription/portal'];

/**
 * The API as the billing screen reads it: one subscription, the plans on sale, the payments. As the server does, a
 * change to the plan answers the subscription it leaves, and the screen reads that one from then on.
 */
function serve({
  subscription,
  payments = [],
  post,
}: {
  subscription: SubscriptionDetails | null;
  payments?: Payment[];
  post?: (path: string, body: unknown) => Promise<unknown>;
}) {
  let current = subscription;
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/subscription') return { data: current };
    if (path === '/plans') return { data: [free, monthly, yearly] };
    if (path === '/payments') return { data: payments };
    throw new ApiError('4004', 404);
  });
  return vi.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (!post) throw new ApiError('5000', 500);
    const answer = await post(path, body);
    if (!asksOnly.includes(path)) current = answer as SubscriptionDetails;
    return { data: answer };
  });
}

describe('billing: the plan', () => {
  it('shows a Premium plan, its renewal and the card, and cancels after a confirmation', async () => {
    const post = serve({
      subscription: premiumMonthly,
      post: async () => ({ ...premiumMonthly, status: 'cancelled', cancelAtPeriodEnd: true }),
    });
    wrap(<BillingScreen />);

    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Renews on')).toBeTruthy();
    expect(screen.getByText('1 April 2026')).toBeTruthy();
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain('You keep Premium until 1 April 2026');
    // Why, asked and never required (issue 40).
    const why = within(dialog).getByRole('group', { name: 'Why are you leaving?' });
    expect(within(why).getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(within(why).getByRole('radio', { name: 'I don’t use it enough' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(post).toHaveBeenCalledWith('/subscription/cancel', { reason: 'unused' });
    expect(
      await screen.findByText('Your subscription is cancelled. Premium stays yours until 1 April 2026.'),
    ).toBeTruthy();
    expect(screen.getByText('Cancels on 1 April 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('names the plan once, with how often it is billed; a Free plan by its name alone', async () => {
    serve({ subscription: premiumMonthly });
    const { unmount } = wrap(<BillingScreen />);
    const premiumCard = (await screen.findByRole('heading', { name: 'Your plan' })).closest('section')!;
    // getByText fails on a second "Premium" (the badge used to repeat the name).
    expect(within(premiumCard).getByText('Premium')).toBeTruthy();
    expect(within(premiumCard).getByText('Monthly')).toBeTruthy();
    unmount();

    vi.restoreAllMocks();
    serve({
      subscription: { ...premiumMonthly, tier: 'free', plan: free, planId: free.id, currentPeriodEnd: null },
    });
    wrap(<BillingScreen />);
    const freeCard = (await screen.findByRole('heading', { name: 'Your plan' })).closest('section')!;
    expect(
      within(freeCard)
        .getAllByText(/^Free\b/)
        .map((element) => element.textContent),
    ).toEqual(['Free', 'Free, with no card needed']);
    expect(within(freeCard).queryByText(/Monthly/)).toBeNull();
  });

  it('keeps the subscription when the member changes their mind', async () => {
    const post = serve({ subscription: premiumMonthly });
    wrap(<BillingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Keep Premium' }).at(-1)!);
    expect(post).not.toHaveBeenCalled();
  });

  it('cancels without a reason when none is given', async () => {
    const post = serve({
      subscription: premiumMonthly,
      post: async () => ({ ...premiumMonthly, status: 'cancelled', cancelAtPeriodEnd: true }),
    });
    wrap(<BillingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(post).toHaveBeenCalledWith('/subscription/cancel', {});
  });

  it('says a failed renewal plainly, with the day access ends', async () => {
    serve({
      subscription: {
        ...premiumMonthly,
        status: 'past_due',
        graceEndsAt: '2026-04-08T12:00:00.000Z',
        canManageCard: true,
        provider: 'stripe',
      },
    });
    wrap(<BillingScreen />);
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText(/Your access continues until 8 April 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeTruthy();
    // A past-due plan can be neither cancelled nor switched until it is paid.
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch to yearly' })).toBeNull();
  });

  it('opens the card page at once from a failed renewal’s link, and says the card is updated when it comes back (issue 40)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const pastDue = { ...premiumMonthly, status: 'past_due' as const, canManageCard: true };
      const post = serve({
        subscription: pastDue,
        post: async () => ({ url: '/checkout/sandbox/card-page' }),
      });
      const opened = wrap(<BillingScreen />, { at: '/app/billing?card=update' });
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/card-page'));
      expect(post).toHaveBeenCalledTimes(1);
      expect(post.mock.calls[0]![0]).toBe('/subscription/portal');
      opened.unmount();

      wrap(<BillingScreen />, { at: '/app/billing?card=updated' });
      expect(await screen.findByText('Your card is updated.')).toBeTruthy();
      expect(post).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers a Free member the Premium plans and starts the checkout from billing', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const post = serve({
      subscription: {
        ...premiumMonthly,
        tier: 'free',
        plan: free,
        planId: free.id,
        currentPeriodEnd: null,
        card: null,
      },
      post: async () => ({ url: 'https://pay.example/cs_1' }),
    });
    wrap(<BillingScreen />);

    const group = await screen.findByRole('radiogroup', { name: 'Premium plans' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(within(group).getByRole('radio', { name: 'Premium Billed yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(post).toHaveBeenCalledWith('/subscription/checkout', { planId: 'p-year', from: 'billing' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    vi.unstubAllGlobals();
  });

  it('says first that Premium is offered, until when, and that nothing is charged', async () => {
    useAuthStore.setState({
      profile: {
        subscription: { ...premiumMonthly, complimentaryUntil: '2027-01-31T09:00:00.000Z' },
      } as unknown as Profile,
    });
    serve({ subscription: null });
    wrap(<BillingScreen />);
    const card = await screen.findByTestId('complimentary-premium');
    expect(within(card).getByRole('heading', { name: 'Premium, offered by the team' })).toBeTruthy();
    expect(card.textContent).toContain('on us until 31 January 2027: nothing is charged');
    expect(await screen.findByRole('link', { name: 'Choose a plan' })).toBeTruthy();
    useAuthStore.setState({ profile: null });
  });

  it('leads a member without a plan to the plan choice', async () => {
    serve({ subscription: null });
    wrap(<BillingScreen />);
    expect((await screen.findByRole('link', { name: 'Choose a plan' })).getAttribute('href')).toBe(
      '/app/subscription',
    );
  });
});

describe('billing: switching between monthly and yearly', () => {
  const toYearly: SwitchPreview = {
    plan: yearly,
    effective: 'now',
    amountDueNowCents: 9088,
    currency: 'EUR',
    effectiveAt: '2026-03-15T12:00:00.000Z',
  };

  it('says what is charged now, or when the switch takes effect', () => {
    const { container, rerender } = wrap(<SwitchPreviewText preview={toYearly} />);
    // Before the member confirms: the credit is still to be taken off, not already taken.
    expect(container.textContent).toBe(
      'Premium · Yearly costs €95.88. A credit of €5.00 for the unused part of your current period will be taken off, so you’ll be charged €90.88 today, and it starts now.',
    );
    rerender(
      <MemoryRouter>
        <SwitchPreviewText preview={{ ...toYearly, amountDueNowCents: yearly.priceCents }} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('You’ll be charged €95.88 today, and Premium · Yearly starts now.');
    rerender(
      <MemoryRouter>
        <SwitchPreviewText
          preview={{
            ...toYearly,
            plan: monthly,
            effective: 'period_end',
            amountDueNowCents: 0,
            effectiveAt: '2027-03-01T12:00:00.000Z',
          }}
        />
      </MemoryRouter>,
    );
    expect(container.textContent).toContain(
      'Nothing to pay today. Premium · Monthly takes effect on 1 March 2027, when your current period ends, then renews at €9.99 per month.',
    );
  });

  it('speaks of the credit in the future in French and Arabic too', async () => {
    const { container } = wrap(<SwitchPreviewText preview={toYearly} />);
    try {
      await i18next.changeLanguage('fr');
      await waitFor(() => expect(container.textContent).toContain('Un crédit de'));
      expect(container.textContent).toMatch(
        /Un crédit de 5,00\s€ .* sera déduit : vous serez débité de 90,88\s€/,
      );
      await i18next.changeLanguage('ar');
      await waitFor(() => expect(container.textContent).toContain('سيُطرح منه رصيد قدره'));
      expect(container.textContent).not.toContain('طرحنا');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('previews, then confirms; a declined card changes nothing and says so', async () => {
    let isDeclined = true;
    const post = serve({
      subscription: premiumMonthly,
      post: async (path) => {
        if (path === '/subscription/switch/preview') return toYearly;
        if (isDeclined) throw new ApiError('7400', 402);
        return { ...premiumMonthly, plan: yearly, planId: yearly.id };
      },
    });
    wrap(<BillingScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Switch to yearly' }));
    expect(post).toHaveBeenCalledWith('/subscription/switch/preview', { planId: 'p-year' });
    expect(await screen.findByRole('heading', { name: 'Switch to Premium · Yearly' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pay and switch' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The card was declined. Nothing was charged.',
    );
    expect(screen.getByText('Active')).toBeTruthy();

    isDeclined = false;
    await userEvent.click(screen.getByRole('button', { name: 'Pay and switch' }));
    expect(post).toHaveBeenLastCalledWith('/subscription/switch', { planId: 'p-year' });
    expect(
      await screen.findByText('You’re now on Premium · Yearly. Your receipt is in your payment history.'),
    ).toBeTruthy();
  });

  it('lets the answer to the last action go when the next one begins', async () => {
    const cancelled = { ...premiumMonthly, cancelAtPeriodEnd: true };
    serve({
      subscription: cancelled,
      post: async (path) => (path === '/subscription/switch/preview' ? toYearly : premiumMonthly),
    });
    wrap(<BillingScreen />);
    await userEvent.click(await screen.findByRole('button', { name: billing.current.resume }));
    const welcomeBack = 'Welcome back! Your subscription will renew on 1 April 2026.';
    expect(await screen.findByText(welcomeBack)).toBeTruthy();

    await userEvent.click(await screen.findByRole('button', { name: 'Switch to yearly' }));
    expect(await screen.findByRole('heading', { name: 'Switch to Premium · Yearly' })).toBeTruthy();
    expect(screen.queryByText(welcomeBack)).toBeNull();
  });

  it('shows a scheduled switch and can call it off', async () => {
    const post = serve({
      subscription: { ...premiumMonthly, plan: yearly, planId: yearly.id, scheduledPlan: monthly },
      post: async () => ({ ...premiumMonthly, plan: yearly, planId: yearly.id }),
    });
    wrap(<BillingScreen />);
    expect(await screen.findByText('Switches to Premium · Monthly on 1 April 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep Premium · Yearly' }));
    expect(post).toHaveBeenCalledWith('/subscription/switch', { planId: 'p-year' });
    expect(await screen.findByText('You’re staying on Premium · Yearly.')).toBeTruthy();
  });
});

describe('billing: payment history', () => {
  it('lists payments, a receipt for each paid one, and failures clearly', async () => {
    const failed: Payment = {
      ...paid,
      id: 'pay-2',
      number: 'VIT-000043',
      kind: 'renewal',
      status: 'failed',
      createdAt: '2026-04-01T12:00:00.000Z',
    };
    serve({ subscription: premiumMonthly, payments: [failed, paid] });
    wrap(<BillingScreen />);

    const receipt = await screen.findByRole('link', { name: 'Receipt VIT-000042' });
    expect(receipt.getAttribute('href')).toBe('/app/billing/receipts/pay-1');
    expect(screen.queryByRole('link', { name: 'Receipt VIT-000043' })).toBeNull();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Renewal')).toBeTruthy();
    expect(screen.getByText('No receipt')).toBeTruthy();
  });

  it('has an empty state', async () => {
    serve({ subscription: premiumMonthly, payments: [] });
    wrap(<BillingScreen />);
    expect(await screen.findByText('No payments yet')).toBeTruthy();
  });
});

describe('receipt', () => {
  const receipt: Receipt = {
    ...paid,
    amountCents: 9588,
    planType: 'yearly',
    periodEnd: '2027-03-01T12:00:00.000Z',
    customer: { name: 'Amina El Idrissi', email: 'amina@example.com' },
    language: 'fr',
    provider: 'sandbox',
  };

  it.each([
    ['not the member’s', '4004', 404],
    ['not a payment id at all', '4000', 400],
  ] as const)('is not found when it is %s, without asking again', async (_case, code, status) => {
    const get = vi.spyOn(api, 'get').mockRejectedValue(new ApiError(code, status));
    wrap(<ReceiptView paymentId="pay-x" />);
    expect(await screen.findByRole('heading', { name: billing.receipt.notFound })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is written in the account’s language, whatever the screen’s', () => {
    expect(i18next.language).toBe('en');
    wrap(<ReceiptDocument receipt={receipt} />);
    const article = screen.getByRole('article');
    expect(article.getAttribute('lang')).toBe('fr');
    expect(article.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { level: 1, name: 'Reçu' })).toBeTruthy();
    expect(article.textContent).toContain('Abonnement Premium · Annuel');
    expect(article.textContent).toContain('Du 1 mars 2026 au 1 mars 2027');
    expect(article.textContent).toContain('Montant payé');
    expect(article.textContent).toContain('95,88\u00a0€');
    expect(article.textContent).toContain('Mode test.');
    expect(article.textContent).toContain('Visa se terminant par 4242');
  });

  it('sets Arabic right to left, and keeps the receipt number and the card left to right', () => {
    wrap(<ReceiptDocument receipt={{ ...receipt, language: 'ar', provider: 'stripe' }} />);
    const article = screen.getByRole('article');
    expect(article.getAttribute('dir')).toBe('rtl');
    expect(article.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'إيصال' })).toBeTruthy();
    expect(screen.getByText('VIT-000042').getAttribute('dir')).toBe('ltr');
    // The card reads as printed on it, brand first, not "·· 4242 Visa".
    const card = article.querySelector('bdi[dir="ltr"] .tabular-nums')!.parentElement!;
    expect(card.textContent).toBe('Visa ·· 4242');
    expect(article.textContent).not.toContain('وضع الاختبار');
  });
});
