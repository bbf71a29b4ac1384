import type { Profile } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { cx } from './cx';

type Person = Pick<Profile, 'firstname' | 'lastname' | 'email'>;

/** First letters of the names (whole graphemes, so Arabic and accented names work), or of the email. */
export function initialsOf(person: Person | null): string {
  const names = [person?.firstname, person?.lastname].filter(Boolean) as string[];
  const source = names.length > 0 ? names : [person?.email ?? ''];
  return source
    .map((name) => Array.from(name.trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/**
 * A member's picture in a circle, or their initials on the brand tint. The picture is decorative unless `alt` says
 * otherwise: beside a name it would only repeat it. `children` sit on top (an upload's progress, say).
 */
export function Avatar({
  person,
  src,
  alt = '',
  className,
  initialsClassName,
  children,
}: {
  person: Person | null;
  src: string | null;
  alt?: string;
  className: string;
  initialsClassName: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cx(
        'relative shrink-0 overflow-hidden rounded-full bg-brand-50 ring-1 ring-brand-100',
        className,
      )}
    >
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className={cx('grid size-full place-items-center font-semibold text-brand-800', initialsClassName)}
        >
          {initialsOf(person)}
        </span>
      )}
      {children}
    </div>
  );
}
