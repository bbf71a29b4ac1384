import { z } from 'zod/mini';
import { resolvedText } from './localized-text';

/** How a member's card names them: "Nadia B." or their username (issue 39). */
export const nameDisplays = ['name', 'username'] as const;
export type NameDisplay = (typeof nameDisplays)[number];

/** The ambassador (role karim) and the team (admin) wear a badge wherever they appear. */
export const personBadges = ['ambassador', 'staff'] as const;
export type PersonBadge = (typeof personBadges)[number];

/**
 * One person as every screen shows them. `id` is the member's public handle, never their account id (issue 36):
 * it only opens their card. A minor appears by username only, with no picture (D9).
 */
export const personCard = z.object({
  id: z.string(),
  /** Null for someone with neither a name to show nor a username: the screen says "a member" in its language. */
  displayName: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
  badge: z.nullable(z.enum(personBadges)),
});
export type PersonCard = z.infer<typeof personCard>;

/** What tapping a person opens: their card, and what they chose to tell (issue 39). */
export const memberProfileCard = z.object({
  person: personCard,
  /** Empty for a minor, whatever they wrote. */
  bio: z.nullable(z.string()),
  /** `YYYY-MM`, the month they joined. */
  joinedMonth: z.string(),
  /** Check-in days in a row now; staff never play, so theirs is null. */
  currentStreak: z.nullable(z.number().check(z.int())),
  /** The monthly challenges they completed, newest first, titled in the reader's language. */
  badges: z.array(z.object({ month: z.string(), title: resolvedText })),
});
export type MemberProfileCard = z.infer<typeof memberProfileCard>;
