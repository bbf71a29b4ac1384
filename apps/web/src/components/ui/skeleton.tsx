import { cx } from './cx';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-lg bg-ink-200/70', className)} />;
}

/** The shape of a text page while its words load. */
export function PageSkeleton() {
  return (
    <div className="space-y-4" role="presentation">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <div className="space-y-2 pt-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
      </div>
      <div className="space-y-2 pt-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-10/12" />
      </div>
    </div>
  );
}

/** Rows of placeholder cells while a list or table loads; `label` is said once to screen readers. */
export function SkeletonRows({ label, rows, cells }: { label: string; rows: number; cells: string[] }) {
  return (
    <div className="space-y-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-4" aria-hidden="true">
          {cells.map((cell, index) => (
            <Skeleton key={index} className={cell} />
          ))}
        </div>
      ))}
    </div>
  );
}
