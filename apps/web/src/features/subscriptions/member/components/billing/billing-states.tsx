import { useTranslation } from 'react-i18next';
import { Card } from '../../../../../components/ui/card';
import { Skeleton } from '../../../../../components/ui/skeleton';

/** The plan card's shape while the subscription loads. */
export function CurrentPlanSkeleton() {
  const { t } = useTranslation('billing');
  return (
    <Card className="!p-5 sm:!p-6">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <div className="flex items-start justify-between gap-4" aria-hidden="true">
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <div className="mt-6 space-y-3 border-t border-ink-100 pt-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/5" />
      </div>
      <div className="mt-6 flex gap-3">
        <Skeleton className="h-11 w-40" />
        <Skeleton className="h-11 w-32" />
      </div>
    </Card>
  );
}

export function PaymentRowsSkeleton() {
  return (
    <ul className="divide-y divide-ink-100" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center justify-between gap-4 py-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-5 w-16" />
        </li>
      ))}
    </ul>
  );
}
