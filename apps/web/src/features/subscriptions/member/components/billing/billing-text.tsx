import type { Plan } from '@vitalia/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { cx } from '../../../../../components/ui/cx';
import { TaggedText } from '../../../../../components/ui/tagged-text';
import { planNameOf } from '../../../../../lib/plan-name';

/** Card brands as the networks write them; an unknown brand is shown as the provider named it. */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  cartes_bancaires: 'CB',
};

export function cardBrandName(brand: string): string {
  return brandNames[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/**
 * Two plans may share a name (Premium monthly and yearly): the interval tells them apart. A Free plan has no billing
 * interval, so it goes by its name alone, in the reader's language. Payments carry no tier: only paid plans are ever
 * paid for.
 */
export function planLabel(t: TFunction, plan: Pick<Plan, 'name' | 'type'> & { tier?: Plan['tier'] }): string {
  if (plan.tier === 'free') return planNameOf(t, { name: plan.name, tier: plan.tier });
  return t('billing:planLabel', { name: plan.name, interval: t(`billing:interval.${plan.type}`) });
}

/**
 * Amounts, card digits and receipt numbers inside a sentence: isolated, so that an Arabic sentence does not reorder
 * them or the words beside them.
 */
export function Isolate({
  children,
  isLtr = false,
  className,
}: {
  children: ReactNode;
  isLtr?: boolean;
  className?: string;
}) {
  return (
    <bdi dir={isLtr ? 'ltr' : undefined} className={className}>
      {children}
    </bdi>
  );
}

/** A translated sentence whose `<amount>` part (a price) is isolated and set in bold. */
export function SentenceWithAmount({ text, className }: { text: string; className?: string }) {
  return (
    <TaggedText
      text={text}
      tags={{
        amount: (amount) => (
          <Isolate className={cx('font-semibold text-ink-950', className)}>{amount}</Isolate>
        ),
      }}
    />
  );
}

/**
 * "Visa ·· 4242", one left-to-right label as printed on the card, in Arabic too; the dots are decoration and screen
 * readers hear "Visa ending in 4242".
 */
export function CardOnFile({ t, brand, last4 }: { t: TFunction; brand: string; last4: string }) {
  const name = cardBrandName(brand);
  return (
    <>
      <span aria-hidden="true">
        <Isolate isLtr>
          {name} <span className="tabular-nums">·· {last4}</span>
        </Isolate>
      </span>
      <span className="sr-only">{t('billing:card.endingIn', { brand: name, last4 })}</span>
    </>
  );
}
