import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';

/** The note, the seven days, the totals and two meals while the week is read (or planned, the first time). */
export function MealsSkeleton() {
  const { t } = useTranslation('coach');
  return (
    <div className="space-y-5">
      <span role="status" className="sr-only">
        {t('meals.loading')}
      </span>
      <Skeleton className="h-4 w-2/3" />
      <div className="grid grid-cols-7 gap-1 sm:gap-2" aria-hidden="true">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-16 rounded-control" />
        ))}
      </div>
      <Card aria-hidden="true" className="grid grid-cols-2 gap-4 !p-4 sm:!p-5">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </Card>
      {[0, 1].map((card) => (
        <Card key={card} aria-hidden="true" className="space-y-3 !p-4 sm:!p-5">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
          <Skeleton className="h-11 w-40" />
        </Card>
      ))}
    </div>
  );
}
