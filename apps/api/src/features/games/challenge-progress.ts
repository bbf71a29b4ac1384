import type { ChallengeMetric } from '@vitalia/contracts';

/** What the challenge counts of an activity logged here. */
interface LoggedActivity {
  type: string;
  day: string;
  durationMinutes: number;
}

/** What the challenge counts of a session logged in the coach. */
interface CoachSession {
  day: string;
  minutes: number;
}

/**
 * The coach's sessions the challenge counts (issue 38): a session is a strength workout, so a strength activity the
 * member logged here on its day is the same workout logged twice, and stands for it. Each such activity stands for
 * one session of its day; the sessions left count on their own.
 */
export function sessionsNotLoggedHere<S extends CoachSession>(
  activities: readonly LoggedActivity[],
  sessions: readonly S[],
): S[] {
  const strengthLeft = new Map<string, number>();
  for (const activity of activities.filter((each) => each.type === 'strength'))
    strengthLeft.set(activity.day, (strengthLeft.get(activity.day) ?? 0) + 1);
  return sessions.filter((session) => {
    const left = strengthLeft.get(session.day) ?? 0;
    if (left === 0) return true;
    strengthLeft.set(session.day, left - 1);
    return false;
  });
}

/** Progress in the challenge's unit: workouts, or minutes, from both places, each workout once. */
export function challengeProgressOf(
  metric: ChallengeMetric,
  activities: readonly LoggedActivity[],
  sessions: readonly CoachSession[],
): number {
  const counted = sessionsNotLoggedHere(activities, sessions);
  if (metric === 'workouts') return activities.length + counted.length;
  return (
    activities.reduce((sum, activity) => sum + activity.durationMinutes, 0) +
    counted.reduce((sum, session) => sum + session.minutes, 0)
  );
}
