import { isoDayOf, monthOfDay } from '../../lib/calendar-days';
import type { DomainEventPayloads, EventBus } from '../../lib/domain-events/domain-events';
import { payChallengeMilestones } from './challenge-milestones';
import type { GamesContext } from './games-context';
import type { GameQueries } from './games.repository';
import { payStreakDay } from './streak-days';

type CoachSession = DomainEventPayloads['coach.session-unlogged'];

const sessionKeyOf = ({ week, dayIndex }: CoachSession) => `${week}:${dayIndex}`;

/**
 * Sessions logged in the coach's training count here once (issue 38): toward the challenge of their day's month, and
 * as a day of the streak on the UTC day they were logged, each paid once by its award key (a session logged in both
 * places, or logged, taken back and logged again, pays nothing more). Taken back, a session no longer counts; points
 * already paid stay, as for an activity removed here (decision 034). Announcements may arrive out of order (a retry):
 * one older than the newest applied to the session is ignored.
 */
export function countCoachSessions(context: GamesContext, events: Pick<EventBus, 'on'>) {
  const { repository } = context;

  /** Applies an announcement about a session unless a newer one was; under the member's lock. */
  async function apply(
    session: CoachSession,
    eventId: number,
    loggedAt: Date | null,
    then?: (tx: GameQueries) => Promise<void>,
  ) {
    await repository.transaction(async (tx) => {
      await tx.lock(`member:${session.userId}`);
      const sessionKey = sessionKeyOf(session);
      const newest = await tx.lastWorkoutEventOf(session.userId, sessionKey);
      if (newest !== null && newest > eventId) return;
      const { userId, day, minutes } = session;
      await tx.saveLoggedWorkout({ userId, sessionKey, day, minutes, loggedAt, eventId });
      await then?.(tx);
    });
  }

  events.on('coach.session-logged', 'count-in-games', async (session, { id }) => {
    const loggedAt = new Date(session.loggedAt);
    await apply(session, id, loggedAt, async (tx) => {
      const challenge = await tx.challengeOf(monthOfDay(session.day));
      if (challenge) await payChallengeMilestones(context, tx, session.userId, challenge, loggedAt);
      await payStreakDay(context, tx, { userId: session.userId, day: isoDayOf(loggedAt), doneAt: loggedAt });
    });
  });

  events.on('coach.session-unlogged', 'count-in-games', async (session, { id }) => {
    await apply(session, id, null);
  });
}
