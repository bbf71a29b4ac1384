import { periodEndAfter, type BillingInterval } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { LegalSentence } from '../../../../components/ui/legal-sentence';
import { formatLongDateOf } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';

/**
 * What paying commits the member to, beside the button that commits them (issue 40): the price with its taxes, the
 * date it renews if they pay now, that it renews until they cancel, how to cancel, and the terms they accept.
 */
export function RenewalTerms({
  amountLabel,
  interval,
  action,
  now = new Date(),
}: {
  amountLabel: string;
  interval: BillingInterval;
  /** The button it stands beside: paying (checkout) or continuing to the checkout (the plan chooser). */
  action: 'pay' | 'continue';
  now?: Date;
}) {
  const { t } = useTranslation('plans');
  const renewsOn = formatLongDateOf(periodEndAfter(now, interval).toISOString(), currentLanguage());
  return (
    <div className="space-y-1.5 text-xs leading-relaxed text-ink-500" data-testid="renewal-terms">
      <p className="font-medium text-ink-700">{t(`renewal.price.${interval}`, { amount: amountLabel })}</p>
      <p>{t(`renewal.renews.${interval}`, { date: renewsOn })}</p>
      <p>{t('renewal.cancel')}</p>
      <p>
        <LegalSentence text={action === 'pay' ? t('renewal.agreePay') : t('renewal.agreeContinue')} />
      </p>
    </div>
  );
}
