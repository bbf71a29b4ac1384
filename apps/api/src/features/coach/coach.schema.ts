/** The AI coach (issue 16; docs/decisions/028-coach-energy-targets.md). */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/** A member's answers to the coach's own questions. Their body stays in the health profile, under its consent. */
export const coachAnswers = pgTable(
  'coach_answers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal: text('goal').notNull(),
    activity: text('activity').notNull(),
    sessionsPerWeek: integer('sessions_per_week').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coach_answers_goal_check', sql`${table.goal} in ('lose', 'keep', 'gain', 'performance')`),
    check(
      'coach_answers_activity_check',
      sql`${table.activity} in ('sedentary', 'light', 'moderate', 'active', 'very_active')`,
    ),
    check('coach_answers_sessions_check', sql`${table.sessionsPerWeek} between 0 and 7`),
  ],
);
