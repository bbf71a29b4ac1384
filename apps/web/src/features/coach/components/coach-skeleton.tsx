import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The targets and the questions while the coach's state loads, said once to screen readers. */
export function CoachSkeleton() {
  const { t } = useTranslation('coach');
  return (
    <div className="space-y-6">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <Card aria-hidden="true" className="space-y-4 !p-5 sm:!p-6">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-full rounded-full" />
        <div className="grid grid-cols-3 gap-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      </Card>
      <Card aria-hidden="true" className="space-y-3 !p-5 sm:!p-6">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-11 w-full" />
      </Card>
    </div>
  );
}
