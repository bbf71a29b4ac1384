import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';

/** The progress card and two aisles while the list is read. */
export function ShoppingSkeleton() {
  const { t } = useTranslation('coach');
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('shopping.loading')}
      </span>
      <Card aria-hidden="true" className="flex justify-between gap-3 !p-4 sm:!p-5">
        <div className="w-1/2 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
        </div>
        <Skeleton className="h-11 w-32" />
      </Card>
      {[4, 3].map((rows, card) => (
        <Card key={card} aria-hidden="true" className="space-y-3 !p-4 sm:!p-5">
          <Skeleton className="h-6 w-1/3" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} className="h-6 w-full" />
          ))}
        </Card>
      ))}
    </div>
  );
}
