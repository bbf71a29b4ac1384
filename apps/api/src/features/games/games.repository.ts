import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { challengeActivities, checkIns, gamePoints, loggedWorkouts, quizPlays } from '../../db/schema';
import { challengeQueries } from './challenge.repository';
import { gamePointQueries } from './game-points.repository';
import { loggedWorkoutQueries } from './logged-workouts.repository';
import { quizQueries } from './quiz.repository';

export type { ActivityRow, ChallengeRow } from './challenge.repository';
export type { CoachWorkout } from './logged-workouts.repository';
export { monthBoundsOf, type Award, type PointsRow, type RankedMember } from './game-points.repository';
export type { QuizPlayRow, StaffQuestionRow } from './quiz.repository';

/** The games' queries, on the database or inside one transaction. */
function gameQueries(db: Database) {
  return {
    ...gamePointQueries(db),
    ...quizQueries(db),
    ...challengeQueries(db),
    ...loggedWorkoutQueries(db),
  };
}

export type GameQueries = ReturnType<typeof gameQueries>;

/** Everything the games keep about a member, for their export (D6). */
async function exportFor(db: Database, userId: string) {
  const [points, activities, coachSessions, checkInDays, quizAnswers] = await Promise.all([
    db
      .select({ source: gamePoints.source, points: gamePoints.points, awardedAt: gamePoints.awardedAt })
      .from(gamePoints)
      .where(eq(gamePoints.userId, userId))
      .orderBy(asc(gamePoints.awardedAt)),
    db
      .select({
        type: challengeActivities.type,
        durationMinutes: challengeActivities.durationMinutes,
        day: challengeActivities.day,
        loggedAt: challengeActivities.createdAt,
      })
      .from(challengeActivities)
      .where(eq(challengeActivities.userId, userId))
      .orderBy(asc(challengeActivities.day)),
    db
      .select({
        day: loggedWorkouts.day,
        minutes: loggedWorkouts.minutes,
        loggedAt: loggedWorkouts.loggedAt,
      })
      .from(loggedWorkouts)
      .where(eq(loggedWorkouts.userId, userId))
      .orderBy(asc(loggedWorkouts.day)),
    db
      .select({ day: checkIns.day })
      .from(checkIns)
      .where(eq(checkIns.userId, userId))
      .orderBy(asc(checkIns.day)),
    db
      .select({
        week: quizPlays.weekStart,
        position: quizPlays.position,
        shownAt: quizPlays.shownAt,
        answeredAt: quizPlays.answeredAt,
        chosenIndex: quizPlays.chosenIndex,
        isCorrect: quizPlays.isCorrect,
        points: quizPlays.points,
      })
      .from(quizPlays)
      .where(eq(quizPlays.userId, userId))
      .orderBy(asc(quizPlays.weekStart), asc(quizPlays.position)),
  ]);
  return {
    points,
    activities,
    coachSessions,
    checkIns: checkInDays.map((row) => row.day),
    quizAnswers,
  };
}

export function gamesRepository(db: Database) {
  return {
    ...gameQueries(db),
    exportFor: (userId: string) => exportFor(db, userId),
    transaction<T>(work: (tx: GameQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(gameQueries(tx as unknown as Database)));
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
