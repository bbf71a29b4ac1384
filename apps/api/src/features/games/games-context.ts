import type { Language, PersonCard, PointSource, Role } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { isoDayOf, mondayOf, monthOfDay } from '../../lib/calendar-days';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { GameQueries, GamesRepository } from './games.repository';
import { cappedAward } from './points-rules';

export interface GamesPorts {
  repository: GamesRepository;
  memberOf(caller: Caller): Promise<{ id: string; role: Role; language: Language }>;
  /** How the leaderboard shows each ranked member, from the member directory (issue 39). */
  cardsOf(userIds: readonly string[]): Promise<{ id: string; person: PersonCard }[]>;
  events: Pick<EventBus, 'on'>;
  now?: () => Date;
}

/** A deed the ledger pays once: `awardKey` names it, `wanted` is what the rules say it is worth. */
export interface Deed {
  userId: string;
  source: PointSource;
  awardKey: string;
  wanted: number;
  /**
   * When the deed was done, when it is paid later (an event delivered after a retry): its day's cap and its month's
   * draw are the deed's, not the delivery's. Now when unset.
   */
  doneAt?: Date;
}

/** What the games' services share: the ports, the UTC calendar of the moment, and the one way points are written. */
export function gamesContext({ repository, memberOf, now = () => new Date() }: GamesPorts) {
  const today = () => isoDayOf(now());
  return {
    repository,
    memberOf,
    now,
    today,
    thisWeek: () => mondayOf(now()),
    thisMonth: () => monthOfDay(today()),

    /**
     * Pays a deed once, within its source's daily cap, inside the caller's transaction and under the member's lock.
     * Returns the points written (0 when the cap is full or the deed was already paid).
     */
    async award(tx: GameQueries, { userId, source, awardKey, wanted, doneAt }: Deed): Promise<number> {
      if (wanted <= 0) return 0;
      const at = doneAt ?? now();
      const dayStart = new Date(`${isoDayOf(at)}T00:00:00Z`);
      const already = await tx.pointsFrom(
        userId,
        source,
        dayStart,
        new Date(dayStart.getTime() + 86_400_000),
      );
      const points = cappedAward(source, wanted, already);
      if (points <= 0) return 0;
      return (await tx.insertAward({ userId, source, awardKey, points, awardedAt: at })) ? points : 0;
    },
  };
}

export type GamesContext = ReturnType<typeof gamesContext>;
