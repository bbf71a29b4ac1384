import type { ChallengeMetric } from '@vitalia/contracts';
import { isoDayOf } from '../../lib/calendar-days';
import { challengeProgressOf } from './challenge-progress';
import type { GamesContext } from './games-context';
import { monthBoundsOf, type ChallengeRow, type GameQueries } from './games.repository';
import { challengeMilestonePoints, challengePoints } from './points-rules';

/** A member's activities and coach sessions in a challenge's month, and the progress they make, each workout once. */
export async function challengeProgressIn(queries: GameQueries, userId: string, challenge: ChallengeRow) {
  const { from, to } = monthBoundsOf(challenge.month);
  const activities = await queries.activitiesOf(userId, isoDayOf(from), isoDayOf(to));
  const sessions = await queries.coachWorkoutsOf(userId, isoDayOf(from), isoDayOf(to));
  const progress = challengeProgressOf(challenge.metric as ChallengeMetric, activities, sessions);
  return { activities, sessions, progress };
}

/**
 * Pays the quarters of the challenge the member's progress newly reached, once each (their award keys), inside the
 * caller's transaction and under the member's lock. `doneAt`: when the deed was done, when it is paid later.
 */
export async function payChallengeMilestones(
  { award }: Pick<GamesContext, 'award'>,
  tx: GameQueries,
  userId: string,
  challenge: ChallengeRow,
  doneAt?: Date,
) {
  const { progress } = await challengeProgressIn(tx, userId, challenge);
  const paid = await tx.awardKeysLike(userId, `challenge:${challenge.id}:`);
  const { milestones } = challengePoints({
    progress,
    goal: challenge.goal,
    milestonesAwarded: paid.map((key) => Number(key.split(':')[2])),
  });
  for (const milestone of milestones) {
    await award(tx, {
      userId,
      source: 'challenge',
      awardKey: `challenge:${challenge.id}:${milestone}`,
      wanted: challengeMilestonePoints,
      doneAt,
    });
  }
}
