import type { MemberProfileCard, ResolvedText } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { memberDirectory } from './member-directory';

/** What the games tell of a member on their card; answered by the games feature (a need of `accountsModule`). */
export interface GameFactsPort {
  currentStreakOf(userId: string): Promise<number>;
  challengeBadgesOf(userId: string, language: ResolvedText['language']): Promise<MemberProfileCard['badges']>;
}

/** Issue 39: the card a member opens by tapping someone — who they are, from the directory, and how they play. */
export function peopleService({
  members,
  games,
}: {
  members: Pick<ReturnType<typeof memberDirectory>, 'memberOf' | 'profileCardOf'>;
  games: GameFactsPort;
}) {
  return {
    async cardOf(caller: Caller, publicId: string): Promise<MemberProfileCard> {
      const reader = await members.memberOf(caller);
      const { userId, role, card } = await members.profileCardOf(publicId);
      // Staff never play (D7): no streak to show, nor badges.
      if (role !== 'user') return { ...card, currentStreak: null, badges: [] };
      const [currentStreak, badges] = await Promise.all([
        games.currentStreakOf(userId),
        games.challengeBadgesOf(userId, reader.language),
      ]);
      return { ...card, currentStreak, badges };
    },
  };
}

export type PeopleService = ReturnType<typeof peopleService>;
