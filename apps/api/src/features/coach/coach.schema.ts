/** The AI coach (issue 16; docs/decisions/028-coach-energy-targets.md, 030-coach-meal-plans.md). */
import type { MealTargetBend } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { healthProfiles } from '../health-profile/health-profile.schema';
import { users } from '../users/users.schema';
import type { PlannedDay } from './meals/meal-rules';

const userColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A member's answers to the coach's questions about training (sessions a week, equipment, level): what a week of
 * training rests on, with no body data, so kept without health consent.
 */
export const coachAnswers = pgTable(
  'coach_answers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionsPerWeek: integer('sessions_per_week').notNull(),
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    level: text('level').notNull().default('beginner'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coach_answers_sessions_check', sql`${table.sessionsPerWeek} between 0 and 7`),
    check('coach_answers_level_check', sql`${table.level} in ('beginner', 'intermediate', 'advanced')`),
  ],
);

/**
 * The answers the energy targets rest on (goal, activity outside sessions). Health data (D6): they hang off the health
 * profile's row, so none is kept without consent and withdrawing it deletes them.
 */
export const coachEnergyAnswers = pgTable(
  'coach_energy_answers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => healthProfiles.userId, { onDelete: 'cascade' }),
    goal: text('goal').notNull(),
    activity: text('activity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coach_energy_answers_goal_check', sql`${table.goal} in ('lose', 'keep', 'gain', 'performance')`),
    check(
      'coach_energy_answers_activity_check',
      sql`${table.activity} in ('sedentary', 'light', 'moderate', 'active', 'very_active')`,
    ),
  ],
);

/**
 * A member's week of meals as planned (foods and grams only), kept so a swap lasts. `inputs_key` names the targets
 * and restrictions it was made for: when they change, the week is planned again; `bends`, the targets bent to plan it.
 * Made from health data (D6): it hangs off the health profile's row, so withdrawing consent deletes it.
 */
export const coachMealWeeks = pgTable(
  'coach_meal_weeks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => healthProfiles.userId, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    inputsKey: text('inputs_key').notNull(),
    days: jsonb('days').$type<PlannedDay[]>().notNull(),
    bends: jsonb('bends').$type<MealTargetBend[]>().notNull().default([]),
    swaps: integer('swaps').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

/**
 * Where a member's training stands each week: the progression step the plan was made at and why it moved. Written
 * once, the first time the week is read, from the week before and its session logs.
 */
export const coachTrainingWeeks = pgTable(
  'coach_training_weeks',
  {
    userId: userColumn(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    progression: integer('progression').notNull(),
    change: text('change').notNull(),
    because: text('because').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

/** A planned session the member logged, with how it felt. One per planned day; logging again replaces it. */
export const coachSessionLogs = pgTable(
  'coach_session_logs',
  {
    userId: userColumn(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    dayIndex: smallint('day_index').notNull(),
    rating: text('rating').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.weekStart, table.dayIndex] }),
    check('coach_session_logs_day_check', sql`${table.dayIndex} between 0 and 6`),
    check('coach_session_logs_rating_check', sql`${table.rating} in ('too_easy', 'right', 'too_hard')`),
  ],
);

/**
 * Weights a member logs, one a day. Health data (D6): it hangs off the health profile's row, so withdrawing consent
 * deletes the whole history with it.
 */
export const coachWeightLogs = pgTable(
  'coach_weight_logs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => healthProfiles.userId, { onDelete: 'cascade' }),
    loggedOn: date('logged_on', { mode: 'string' }).notNull(),
    weightKg: real('weight_kg').notNull(),
    energyKcal: integer('energy_kcal'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.loggedOn] }),
    check('coach_weight_logs_weight_check', sql`${table.weightKg} between 20 and 400`),
  ],
);
