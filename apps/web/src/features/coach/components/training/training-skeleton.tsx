import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';

/** The why line, the seven days, the log and two exercises while the week is read (or planned, the first time). */
export function TrainingSkeleton() {
  const { t } = useTranslation('coach');
  return (
    <div className="space-y-5">
      <span role="status" className="sr-only">
        {t('training.loading')}
      </span>
      <Skeleton className="h-4 w-3/4" />
      <div className="grid grid-cols-7 gap-1 sm:gap-2" aria-hidden="true">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-control" />
        ))}
      </div>
      <Skeleton className="h-6 w-1/2" />
      {[0, 1].map((card) => (
        <Card key={card} aria-hidden="true" className="space-y-3 !p-4 sm:!p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-11 w-40" />
        </Card>
      ))}
    </div>
  );
}
