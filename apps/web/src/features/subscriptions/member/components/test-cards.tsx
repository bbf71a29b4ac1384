import { sandboxTestCards, type SandboxCardBehaviour } from '@vitalia/contracts';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { formatCardNumber } from '../card-format';

const tone: Record<SandboxCardBehaviour, string> = {
  succeeds: 'bg-success-600',
  declined: 'bg-danger-600',
  needsConfirmation: 'bg-accent-400',
  renewalsDeclined: 'bg-accent-600',
};

/** The sandbox's test cards (D4); a tap fills the form, so trying each outcome takes two taps. */
export function TestCards({ onPick }: { onPick: (cardNumber: string) => void }) {
  const { t } = useTranslation('plans');
  const cards = Object.entries(sandboxTestCards) as [SandboxCardBehaviour, string][];
  return (
    <section
      aria-labelledby="test-cards-title"
      className="rounded-card bg-accent-100/50 p-5 ring-1 ring-inset ring-accent-400/40 sm:p-6"
    >
      <h2 id="test-cards-title" className="flex items-center gap-2 text-sm font-semibold text-ink-950">
        <CreditCard className="size-4 text-accent-600" aria-hidden="true" />
        {t('checkout.testCards.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('checkout.testCards.hint')}</p>
      <ul className="mt-4 grid gap-2">
        {cards.map(([behaviour, number]) => (
          <li key={behaviour}>
            <button
              type="button"
              onClick={() => onPick(number)}
              className={cx(
                'flex min-h-12 w-full items-center gap-3 rounded-control bg-white px-3.5 py-2 text-start ring-1 ring-inset ring-ink-200',
                'hover:ring-brand-400 active:bg-ink-50',
              )}
            >
              <span aria-hidden="true" className={cx('size-2.5 shrink-0 rounded-full', tone[behaviour])} />
              <span className="min-w-0 flex-1">
                <span
                  dir="ltr"
                  className="block text-start font-mono text-sm font-semibold text-ink-950 tabular-nums rtl:text-end"
                >
                  {formatCardNumber(number)}
                </span>
                <span className="block text-xs text-ink-500">
                  {t(`checkout.testCards.behaviour.${behaviour}`)}
                </span>
              </span>
              <span className="shrink-0 text-xs font-semibold text-brand-700 max-sm:sr-only">
                {t('checkout.testCards.fill')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
