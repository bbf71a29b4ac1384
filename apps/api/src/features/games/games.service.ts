import {
  leaderboardSize,
  type Leaderboard,
  type LeaderboardPeriod,
  type LeaderboardRow,
  type PointSource,
  type PointsSummary,
  type PersonCard,
  type StreakState,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { addDays, isoDayOf } from '../../lib/calendar-days';
import { drawEntriesFor, maxEarnedEntries, pointsPerEntry } from '../../lib/draw-entries';
import { challengeService } from './challenge.service';
import { countCoachSessions } from './coach-sessions';
import { gamesContext, type GamesPorts } from './games-context';
import { monthBoundsOf, type RankedMember } from './games.repository';
import { firstCommentPoints } from './points-rules';
import { quizService } from './quiz.service';
import { payStreakDay, streakDaysOf } from './streak-days';
import { streakOf } from './streak-rules';

export type { GamesPorts } from './games-context';

const historyLength = 30;

/**
 * The community's games (issue 17, decision 034): the quiz and the challenge (their own services), the daily check-in,
 * the points summed from the ledger and the leaderboards, and the first comment of the day.
 */
export function gamesService(ports: GamesPorts) {
  const context = gamesContext(ports);
  const { repository, memberOf, today, thisMonth, award } = context;

  /** The day's first comment, on a post or in a channel, pays once: its day names the deed and holds the points. */
  ports.events.on('member.commented', 'first-comment-points', async ({ userId, commentedAt }) => {
    await repository.transaction(async (tx) => {
      await tx.lock(`member:${userId}`);
      await award(tx, {
        userId,
        source: 'first_comment',
        awardKey: `first_comment:${commentedAt.slice(0, 10)}`,
        wanted: firstCommentPoints,
        doneAt: new Date(commentedAt),
      });
    });
  });

  countCoachSessions(context, ports.events);

  // ——— Streak ———

  async function streakStateOf(userId: string, pointsAwarded = 0): Promise<StreakState> {
    const day = today();
    return { today: day, ...streakOf(await streakDaysOf(repository, userId, day), day), pointsAwarded };
  }

  // ——— Leaderboard ———

  /** Each ranked member as the member directory shows them (issue 39; D9 keeps a minor to their username). */
  async function leaderboardRowsOf(members: RankedMember[], callerId: string): Promise<LeaderboardRow[]> {
    const people = new Map(
      (await ports.cardsOf(members.map((member) => member.userId))).map((card) => [card.id, card.person]),
    );
    return members.flatMap((member) => {
      const person: PersonCard | undefined = people.get(member.userId);
      return person
        ? [{ rank: member.rank, person, points: member.points, isMe: member.userId === callerId }]
        : [];
    });
  }

  return {
    ...quizService(context),
    ...challengeService(context),

    /** How many days in a row a member has checked in, for their card (issue 39). */
    async currentStreakOf(userId: string): Promise<number> {
      return (await streakStateOf(userId)).current;
    },

    async streak(caller: Caller): Promise<StreakState> {
      const member = await memberOf(caller);
      return streakStateOf(member.id);
    },
    /** One check-in a day; again the same day pays nothing and changes nothing, nor after a session logged. */
    async checkIn(caller: Caller): Promise<StreakState> {
      const member = await memberOf(caller);
      const day = today();
      const points = await repository.transaction(async (tx) => {
        await tx.lock(`member:${member.id}`);
        if (!(await tx.insertCheckIn(member.id, day))) return 0;
        return payStreakDay(context, tx, { userId: member.id, day });
      });
      return streakStateOf(member.id, points);
    },
    async points(caller: Caller): Promise<PointsSummary> {
      const member = await memberOf(caller);
      const month = thisMonth();
      const { from } = monthBoundsOf(month);
      const [monthRows, latest, allTimeTotal] = await Promise.all([
        repository.pointsOf(member.id, from),
        repository.latestPointsOf(member.id, historyLength),
        repository.allTimePointsOf(member.id),
      ]);
      const bySource: Record<PointSource, number> = { quiz: 0, challenge: 0, streak: 0, first_comment: 0 };
      const perDay = new Map<string, number>();
      for (const row of monthRows) {
        bySource[row.source as PointSource] += row.points;
        const day = isoDayOf(row.awardedAt);
        perDay.set(day, (perDay.get(day) ?? 0) + row.points);
      }
      const byDay: PointsSummary['byDay'] = [];
      let total = 0;
      for (let day = isoDayOf(from); day <= today(); day = addDays(day, 1)) {
        const points = perDay.get(day) ?? 0;
        total += points;
        byDay.push({ day, points, total });
      }
      return {
        month,
        monthTotal: total,
        allTimeTotal,
        bySource,
        byDay,
        entries: { ...drawEntriesFor(total), pointsPerEntry, maxEarned: maxEarnedEntries },
        history: latest.map((row) => ({
          source: row.source as PointSource,
          points: row.points,
          awardedAt: row.awardedAt.toISOString(),
        })),
      };
    },
    async leaderboard(caller: Caller, period: LeaderboardPeriod): Promise<Leaderboard> {
      const member = await memberOf(caller);
      const month = thisMonth();
      const range = period === 'month' ? monthBoundsOf(month) : null;
      const [top, own] = await Promise.all([
        repository.ranking(range, { limit: leaderboardSize }),
        repository.ranking(range, { userId: member.id }),
      ]);
      const [rows, me] = await Promise.all([
        leaderboardRowsOf(top, member.id),
        leaderboardRowsOf(own, member.id),
      ]);
      return { period, month, rows, me: me[0] ?? null };
    },
  };
}

export type GamesService = ReturnType<typeof gamesService>;
