import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of posts while they load, said once to screen readers. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="space-y-3 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-6"
        >
          <Skeleton className="h-3.5 w-32" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="aspect-[2/1] w-full rounded-xl" />
          <div className="flex gap-2">
            <Skeleton className="h-11 w-16 rounded-full" />
            <Skeleton className="h-11 w-32 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
