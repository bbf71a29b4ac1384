import {
  adultAge,
  pictureEndpoints,
  type MemberProfileCard,
  type PersonBadge,
  type PersonCard,
} from '@vitalia/contracts';
import { isoDayOf } from './calendar-days';
import { apiPathOf } from './endpoints';

/** Whole years between the birth date and the day, both `YYYY-MM-DD`. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const badgeOf = (role: string): PersonBadge | null =>
  role === 'karim' ? 'ambassador' : role === 'admin' ? 'staff' : null;

/** "Nadia B.": the first name and the first letter of the last name (a whole grapheme, for Arabic and accents). */
function shortNameOf(firstname: string | null, lastname: string | null): string | null {
  const first = firstname?.trim();
  if (!first) return null;
  const initial = Array.from(lastname?.trim() ?? '')[0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

/** The member's facts a card is made from: the users table's columns, read by the directory or beside a row. */
export interface PersonRow {
  publicId: string;
  role: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  birthDate: string | null;
  pictureKey: string | null;
  nameDisplay: string;
  showPicture: boolean;
}

/** Staff are adults by their role; a member of unknown age counts as a minor (D9). */
const isShownAsAdult = (user: PersonRow, today: string) =>
  badgeOf(user.role) !== null || (user.birthDate !== null && ageOn(user.birthDate, today) >= adultAge);

/**
 * The one place that decides how a member appears to others (issue 39). A minor appears by username only and without
 * a picture (D9), whatever they chose. Otherwise the short name unless they chose their username (or gave no name),
 * and their picture unless they hid it; no name at all for someone with neither (the screen words it).
 */
export function personCardOf(user: PersonRow, today = isoDayOf(new Date())): PersonCard {
  const isAdult = isShownAsAdult(user, today);
  const shortName = isAdult ? shortNameOf(user.firstname, user.lastname) : null;
  const displayName = (user.nameDisplay === 'name' ? shortName : null) ?? user.username ?? shortName;
  const pictureKey = isAdult && user.showPicture ? user.pictureKey : null;
  return {
    id: user.publicId,
    displayName,
    pictureUrl: pictureKey ? apiPathOf(pictureEndpoints.pictureFile, { key: pictureKey }) : null,
    badge: badgeOf(user.role),
  };
}

/** The card that opens on tapping a person; a minor's shows nothing they wrote about themselves. */
export function memberProfileCardOf(
  user: PersonRow & { bio: string | null; createdAt: Date },
  today = isoDayOf(new Date()),
): Omit<MemberProfileCard, 'currentStreak' | 'badges'> {
  return {
    person: personCardOf(user, today),
    bio: isShownAsAdult(user, today) ? user.bio?.trim() || null : null,
    joinedMonth: user.createdAt.toISOString().slice(0, 7),
  };
}
