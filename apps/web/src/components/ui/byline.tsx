import type { PersonCard } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { cx } from './cx';
import { PersonChip } from './person-card';

/**
 * Who wrote a message or a comment and when: the person as every screen shows them (picture, name, badge; a tap opens
 * their card), else the name isolated (a name in another script keeps the line in order) with the team's badge for
 * staff; how long ago in the reader's language, then what else the place says (edited, pinned).
 */
export function Byline({
  person,
  name,
  isStaff,
  teamLabel,
  at,
  className,
  children,
}: {
  /** Null when the author's card is unknown (gone since): `name` and `isStaff` say who it was. */
  person?: PersonCard | null;
  name: string;
  isStaff: boolean;
  teamLabel: string;
  at: string;
  className?: string;
  children?: ReactNode;
}) {
  if (person) {
    return (
      <div className={cx('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-500', className)}>
        <PersonChip person={person} avatarClassName="size-6" initialsClassName="text-[0.6rem]" />
        <time dateTime={at}>{formatRelativeTime(at, currentLanguage())}</time>
        {children}
      </div>
    );
  }
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
