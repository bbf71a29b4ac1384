import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';

/**
 * The bank's second check, drawn as a 3-D Secure screen would be: the bank's own small frame, the amount, and two
 * answers. Focus moves to its heading so a screen reader hears that the step changed.
 */
export function ConfirmStep({
  amountLabel,
  pending,
  error,
  onAnswer,
}: {
  amountLabel: string;
  pending: 'approve' | 'decline' | null;
  error: ReactNode;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation('plans');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card className="overflow-hidden p-0 sm:p-0">
      <section aria-labelledby="confirm-title">
        <p className="flex items-center gap-2 border-b border-ink-100 bg-ink-50 px-5 py-3 text-xs font-semibold text-ink-700 sm:px-6">
          <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
          {t('checkout.confirm.bank')}
        </p>
        <div className="space-y-4 p-5 sm:p-6">
          <h2
            id="confirm-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-ink-950 focus:outline-none"
          >
            {t('checkout.confirm.title')}
          </h2>
          <p className="text-sm text-ink-700">{t('checkout.confirm.body', { amount: amountLabel })}</p>
          {error}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button
              size="lg"
              isLoading={pending === 'approve'}
              disabled={pending !== null}
              onClick={() => onAnswer(true)}
            >
              {t('checkout.confirm.approve')}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              isLoading={pending === 'decline'}
              disabled={pending !== null}
              onClick={() => onAnswer(false)}
            >
              {t('checkout.confirm.decline')}
            </Button>
          </div>
        </div>
      </section>
    </Card>
  );
}
