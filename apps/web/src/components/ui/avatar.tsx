import type { PersonCard, Profile } from '@vitalia/contracts';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** The member themselves (their profile), or anyone as others see them (a person card's display name). */
type Person = Pick<Profile, 'firstname' | 'lastname' | 'email'> | Pick<PersonCard, 'displayName'>;

/** The words whose first letters make the initials: "Nadia B." gives N and B, a username its first letter. */
function namesOf(person: Person | null): string[] {
  if (!person) return [];
  if ('displayName' in person) return (person.displayName ?? '').split(/\s+/).filter(Boolean).slice(0, 2);
  const names = [person.firstname, person.lastname].filter(Boolean) as string[];
  if (names.length > 0) return names;
  return person.email ? [person.email] : [];
}

/** First letters of the names (whole graphemes, so Arabic and accented names work), or of the email. */
export function initialsOf(person: Person | null): string {
  return namesOf(person)
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
  // Someone with no name to show gets a silhouette rather than an empty circle.
  const initials = initialsOf(person);
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
          {initials || <UserRound className="size-1/2" />}
        </span>
      )}
      {children}
    </div>
  );
}
