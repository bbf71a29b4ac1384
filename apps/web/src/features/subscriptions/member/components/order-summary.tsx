import type { SandboxSession } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';

/**
 * What is being bought and for how much: the first thing a checkout page answers (on a card page, the plan the card
 * pays for, and the renewal it failed to pay, if any). Not by which account: the page is read by whoever holds its
 * link, so the session says nothing of the member.
 */
export function OrderSummary({ session, amountLabel }: { session: SandboxSession; amountLabel: string }) {
  const { t } = useTranslation('plans');
  return (
    <Card className="sm:p-6">
      <section aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="text-sm font-semibold text-ink-500">
          {t('checkout.summary.title')}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex items-start justify-between gap-4">
            <dt className="text-ink-500">{t('checkout.summary.plan')}</dt>
            <dd className="text-end">
              <span className="block font-semibold text-ink-950">{session.planName}</span>
              <span className="block text-ink-500">{t(`checkout.summary.billing.${session.planType}`)}</span>
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-ink-100 pt-3">
            <dt className="font-semibold text-ink-950">
              {session.purpose === 'card' && session.amountCents > 0
                ? t('checkout.card.overdue')
                : t('checkout.summary.total')}
            </dt>
            <dd className="text-2xl font-bold text-ink-950" data-testid="checkout-amount">
              {amountLabel}
            </dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}
