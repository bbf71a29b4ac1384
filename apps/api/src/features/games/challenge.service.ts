import {
  activityLimits,
  challengeGoalRange,
  ErrorCode,
  resolveText,
  translationsBeside,
  type Activity,
  type ActivityInput,
  type ActivityType,
  type ChallengeInput,
  type ChallengeMetric,
  type ChallengeState,
  type Language,
  type StaffChallenge,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { addDays, isoDayOf, monthOfDay } from '../../lib/calendar-days';
import { AppError } from '../../lib/errors';
import { challengeProgressIn, payChallengeMilestones } from './challenge-milestones';
import { sessionsNotLoggedHere } from './challenge-progress';
import type { GamesContext } from './games-context';
import {
  monthBoundsOf,
  type ActivityRow,
  type ChallengeRow,
  type CoachWorkout,
  type GameQueries,
} from './games.repository';
import { challengeMilestonesReached } from './points-rules';

const editWindowMs = activityLimits.editWindowHours * 3_600_000;

/** The month's challenge: what members log toward it, its milestones and badge, and the staff who set it. */
export function challengeService(context: GamesContext) {
  const { repository, memberOf, now, today, thisMonth } = context;

  async function monthActivities(userId: string, month: string, challenge: ChallengeRow | undefined) {
    if (challenge) return challengeProgressIn(repository, userId, challenge);
    const { from, to } = monthBoundsOf(month);
    const [activities, sessions] = await Promise.all([
      repository.activitiesOf(userId, isoDayOf(from), isoDayOf(to)),
      repository.coachWorkoutsOf(userId, isoDayOf(from), isoDayOf(to)),
    ]);
    return { activities, sessions, progress: 0 };
  }

  /** The challenges a member completed (their fourth quarter paid): their badges. */
  async function badgesOf(
    completions: readonly string[],
    language: Language,
  ): Promise<ChallengeState['badges']> {
    const completedIds = completions.filter((key) => key.endsWith(':4')).map((key) => key.split(':')[1]!);
    const badges = await repository.challengesById(completedIds);
    return badges.map((row) => ({ month: row.month, title: resolveText(row.title, language) }));
  }

  async function challengeStateOf(userId: string, language: Language): Promise<ChallengeState> {
    const month = thisMonth();
    const [challenge, completions] = await Promise.all([
      repository.challengeOf(month),
      repository.awardKeysLike(userId, 'challenge:'),
    ]);
    const { activities, sessions, progress } = await monthActivities(userId, month, challenge);
    const awardedHere = challenge
      ? completions.filter((key) => key.startsWith(`challenge:${challenge.id}:`)).length
      : 0;
    const milestones = challenge
      ? Math.max(awardedHere, challengeMilestonesReached(progress, challenge.goal))
      : 0;
    return {
      month,
      challenge: challenge
        ? {
            id: challenge.id,
            title: resolveText(challenge.title, language),
            metric: challenge.metric as ChallengeMetric,
            goal: challenge.goal,
            progress,
            milestones,
            isComplete: milestones >= 4,
          }
        : null,
      activities: [
        ...activities.map(activityView),
        ...sessionsNotLoggedHere(activities, sessions).map(sessionView),
      ],
      badges: await badgesOf(completions, language),
    };
  }

  /** 7910 future, 7916 too old or outside this month: the day an activity may be logged for. */
  function checkActivityDay(day: string) {
    const todayIs = today();
    if (day > todayIs)
      throw new AppError(ErrorCode.activityInFuture, [{ field: 'day', code: ErrorCode.activityInFuture }]);
    if (day < addDays(todayIs, -activityLimits.maxDaysLate) || monthOfDay(day) !== monthOfDay(todayIs)) {
      throw new AppError(ErrorCode.activityDayTooOld, [{ field: 'day', code: ErrorCode.activityDayTooOld }]);
    }
  }

  /** Logs or changes an activity, then pays the milestones newly reached, in one transaction. */
  async function writeActivity(
    userId: string,
    input: ActivityInput,
    write: (tx: GameQueries, challenge: ChallengeRow) => Promise<void>,
    exceptId?: string,
  ) {
    checkActivityDay(input.day);
    const challenge = await repository.challengeOf(thisMonth());
    if (!challenge) throw new AppError(ErrorCode.noChallengeThisMonth);
    await repository.transaction(async (tx) => {
      await tx.lock(`member:${userId}`);
      const minutes = await tx.minutesOn(userId, input.day, exceptId);
      if (minutes + input.durationMinutes > activityLimits.maxMinutesPerDay) {
        throw new AppError(ErrorCode.activityDayOverLimit);
      }
      await write(tx, challenge);
      await payChallengeMilestones(context, tx, userId, challenge);
    });
  }

  async function ownActivity(userId: string, activityId: string): Promise<ActivityRow> {
    const row = await repository.activity(userId, activityId);
    if (!row) throw new AppError(ErrorCode.notFound);
    if (now().getTime() > row.createdAt.getTime() + editWindowMs) {
      throw new AppError(ErrorCode.activityEditWindowClosed);
    }
    return row;
  }

  async function staffChallengeOf(row: ChallengeRow): Promise<StaffChallenge> {
    const { from, to } = monthBoundsOf(row.month);
    const [participantCount, completedCount] = await Promise.all([
      repository.participantsIn(isoDayOf(from), isoDayOf(to)),
      repository.completionsOf(row.id),
    ]);
    return {
      id: row.id,
      month: row.month,
      title: row.title,
      metric: row.metric as StaffChallenge['metric'],
      goal: row.goal,
      participantCount,
      completedCount,
    };
  }

  return {
    /** The badges a member's card shows another member (issue 39), in the reader's language. */
    async challengeBadgesOf(userId: string, language: Language): Promise<ChallengeState['badges']> {
      return badgesOf(await repository.awardKeysLike(userId, 'challenge:'), language);
    },

    async challenge(caller: Caller): Promise<ChallengeState> {
      const member = await memberOf(caller);
      return challengeStateOf(member.id, member.language);
    },
    async logActivity(caller: Caller, input: ActivityInput): Promise<ChallengeState> {
      const member = await memberOf(caller);
      await writeActivity(member.id, input, (tx) => tx.insertActivity({ userId: member.id, ...input }));
      return challengeStateOf(member.id, member.language);
    },
    async changeActivity(caller: Caller, activityId: string, input: ActivityInput): Promise<ChallengeState> {
      const member = await memberOf(caller);
      await ownActivity(member.id, activityId);
      await writeActivity(member.id, input, (tx) => tx.updateActivity(activityId, input), activityId);
      return challengeStateOf(member.id, member.language);
    },
    /** Points already paid for a milestone stay: no award is ever taken back. */
    async removeActivity(caller: Caller, activityId: string): Promise<ChallengeState> {
      const member = await memberOf(caller);
      await ownActivity(member.id, activityId);
      await repository.deleteActivity(activityId);
      return challengeStateOf(member.id, member.language);
    },
    async staffChallenges(): Promise<StaffChallenge[]> {
      const since = monthOfDay(addDays(`${thisMonth()}-01`, -335));
      return Promise.all((await repository.challengesSince(since)).map(staffChallengeOf));
    },
    async setChallenge(caller: Caller, month: string, input: ChallengeInput): Promise<StaffChallenge> {
      const member = await memberOf(caller);
      if (month < thisMonth()) throw new AppError(ErrorCode.challengeMonthPast);
      const range = challengeGoalRange[input.metric];
      if (input.goal < range.min || input.goal > range.max) {
        throw new AppError(ErrorCode.challengeGoalInvalid, [
          { field: 'goal', code: ErrorCode.challengeGoalInvalid },
        ]);
      }
      const title = input.title[input.writtenIn]?.trim();
      if (!title) {
        throw new AppError(ErrorCode.challengeTitleRequired, [
          { field: 'title', code: ErrorCode.challengeTitleRequired },
        ]);
      }
      const row = await repository.upsertChallenge({
        month,
        title: {
          writtenIn: input.writtenIn,
          texts: { ...translationsBeside(input.writtenIn, input.title), [input.writtenIn]: title },
        },
        metric: input.metric,
        goal: input.goal,
        createdBy: member.id,
      });
      return staffChallengeOf(row);
    },
  };
}

const activityView = (row: ActivityRow): Activity => ({
  id: row.id,
  source: 'member',
  type: row.type as ActivityType,
  durationMinutes: row.durationMinutes,
  day: row.day,
  createdAt: row.createdAt.toISOString(),
  editableUntil: new Date(row.createdAt.getTime() + editWindowMs).toISOString(),
});

/** A session logged in the coach, shown beside the activities: a strength workout, changed in the coach only. */
const sessionView = (session: CoachWorkout): Activity => ({
  id: `coach:${session.sessionKey}`,
  source: 'coach',
  type: 'strength',
  durationMinutes: session.minutes,
  day: session.day,
  createdAt: session.loggedAt.toISOString(),
  editableUntil: session.loggedAt.toISOString(),
});
