/** The community's games (issue 17; docs/decisions/034-games.md). Days, weeks and months are UTC. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TextPerLanguage } from '@vitalia/contracts';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * Every point ever given: who, why, how many, when. Totals are sums over it, never a counter beside it. `awardKey`
 * names the deed (`quiz:2026-03-09:4`, `streak:2026-03-11`): the unique index makes a replayed or concurrent award
 * of the same deed impossible, whatever the requests' timing.
 */
export const gamePoints = pgTable(
  'game_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    awardKey: text('award_key').notNull(),
    points: integer('points').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_points_award_key').on(table.userId, table.awardKey),
    index('game_points_awarded_at_idx').on(table.awardedAt),
    check(
      'game_points_source_check',
      sql`${table.source} in ('quiz', 'challenge', 'streak', 'first_comment')`,
    ),
  ],
);

/** Questions karim and admin write for a week to come; generated ones fill the rest of the week's ten. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    prompt: jsonb('prompt').$type<TextPerLanguage>().notNull(),
    choices: jsonb('choices').$type<TextPerLanguage[]>().notNull(),
    correctIndex: smallint('correct_index').notNull(),
    explanation: jsonb('explanation').$type<TextPerLanguage>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('quiz_questions_week_idx').on(table.weekStart, table.createdAt)],
);

/**
 * One row per question a member was shown: `shownAt` is the server's clock starting the timer; the answer fills the
 * rest once, and a question left past its timer counts as answered with nothing.
 */
export const quizPlays = pgTable(
  'quiz_plays',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    position: smallint('position').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    chosenIndex: smallint('chosen_index'),
    isCorrect: boolean('is_correct'),
    points: integer('points'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart, table.position] })],
);

/** One challenge a month, set by karim or admin. */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: text('month').notNull().unique(),
    title: jsonb('title').$type<TextPerLanguage>().notNull(),
    metric: text('metric').notNull(),
    goal: integer('goal').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('challenges_metric_check', sql`${table.metric} in ('workouts', 'minutes')`),
    check('challenges_month_check', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('challenges_goal_check', sql`${table.goal} > 0`),
  ],
);

/** What members log toward the month's challenge. */
export const challengeActivities = pgTable(
  'challenge_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('challenge_activities_user_day_idx').on(table.userId, table.day),
    check('challenge_activities_duration_check', sql`${table.durationMinutes} between 1 and 240`),
  ],
);

/** One row per member and day checked in. */
export const checkIns = pgTable(
  'check_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * Sessions members logged in the coach's training (issue 38), as the coach announced them: each counts once toward
 * the challenge of its day's month (unless the member logged that day's strength workout there too) and makes the
 * UTC day it was logged a day of the streak. A session taken back stays, `loggedAt` null, so that an older
 * announcement delivered late cannot bring it back: `eventId` is the newest announcement applied.
 */
export const loggedWorkouts = pgTable(
  'logged_workouts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `<week>:<dayIndex>`: the coach's session. */
    sessionKey: text('session_key').notNull(),
    /** The session's calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    /** When it was logged; null once taken back. */
    loggedAt: timestamp('logged_at', { withTimezone: true }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sessionKey] }),
    index('logged_workouts_user_day_idx').on(table.userId, table.day),
    check('logged_workouts_minutes_check', sql`${table.minutes} between 1 and 240`),
  ],
);
