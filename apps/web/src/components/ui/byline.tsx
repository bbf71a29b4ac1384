import type { ReactNode } from 'react';
import { formatRelativeTime } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { cx } from './cx';

/**
 * Who wrote a message or a comment and when: the name isolated (a name in another script keeps the line in order),
 * the team's badge for staff, how long ago in the reader's language, then what else the place says (edited, pinned).
 */
export function Byline({
  name,
  isStaff,
  teamLabel,
  at,
  className,
  children,
}: {
  name: string;
  isStaff: boolean;
  teamLabel: string;
  at: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2 text-xs text-ink-500', className)}>
      <bdi className="font-semibold text-ink-900">{name}</bdi>
      {isStaff && (
        <span className="rounded-full bg-brand-50 px-1.5 py-px text-[0.68rem] font-semibold text-brand-700">
          {teamLabel}
        </span>
      )}
      <time dateTime={at}>{formatRelativeTime(at, currentLanguage())}</time>
      {children}
    </p>
  );
}
