import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';
import { cx } from './cx';

/** The one way a screen says there is nothing here (yet): an icon, a line, a hint and what to do next. */
export function EmptyState({
  icon: Icon,
  iconClassName = 'text-ink-500',
  title,
  hint,
  action,
  isAlert = false,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  /** A missing thing the person asked for (a post gone), said to screen readers at once. */
  isAlert?: boolean;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <Icon className={cx('size-10', iconClassName)} aria-hidden="true" />
      <p role={isAlert ? 'alert' : undefined} className="font-semibold text-ink-950">
        {title}
      </p>
      {hint && <p className="max-w-sm text-sm text-ink-500">{hint}</p>}
      {action}
    </Card>
  );
}
