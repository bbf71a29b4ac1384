import { CircleCheck, Clock, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { Spinner } from '../../../../components/ui/spinner';

export type ClosedKind = 'expired' | 'completed' | 'notFound' | 'redirecting' | 'cardSaved';

const copy = {
  expired: { title: 'checkout.closed.expiredTitle', body: 'checkout.closed.expiredBody' },
  completed: { title: 'checkout.closed.completedTitle', body: 'checkout.closed.completedBody' },
  notFound: { title: 'checkout.closed.notFoundTitle', body: 'checkout.closed.notFoundBody' },
} as const;

/** A checkout that cannot take a card any more: say why, and lead back to the app with a full page load. */
export function ClosedState({ kind, href }: { kind: ClosedKind; href: string }) {
  const { t } = useTranslation('plans');

  if (kind === 'redirecting' || kind === 'cardSaved') {
    return (
      <Card className="flex flex-col items-center gap-4 text-center">
        <CircleCheck className="size-12 text-success-600" aria-hidden="true" />
        <p role="status" className="flex items-center gap-2 font-semibold text-ink-950">
          <Spinner size="sm" className="text-brand-700" />
          {kind === 'cardSaved' ? t('checkout.card.redirecting') : t('checkout.done.redirecting')}
        </p>
      </Card>
    );
  }

  const Icon = kind === 'completed' ? CircleCheck : kind === 'expired' ? Clock : SearchX;
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <Icon
        className={kind === 'completed' ? 'size-12 text-success-600' : 'size-12 text-ink-500'}
        aria-hidden="true"
      />
      <h1 className="text-xl font-bold text-ink-950">{t(copy[kind].title)}</h1>
      <p className="max-w-sm text-sm text-ink-700">{t(copy[kind].body)}</p>
      <a
        href={href}
        className={cx(buttonClasses({ variant: 'primary', size: 'lg', isFullWidth: true }), 'mt-3 sm:w-auto')}
      >
        {t('checkout.closed.backToApp')}
      </a>
    </Card>
  );
}
