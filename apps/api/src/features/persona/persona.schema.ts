/** Karim's AI (issue 16; docs/decisions/031-ambassador-persona.md). */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Citation } from '@vitalia/contracts';
import { users } from '../users/users.schema';

/** The ambassador's Q&A library: what the persona answers from, besides his feed posts. */
export const personaEntries = pgTable(
  'persona_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    origin: text('origin').notNull().default('written'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('persona_entries_language_check', sql`${table.language} in ('en', 'fr', 'ar')`),
    check('persona_entries_origin_check', sql`${table.origin} in ('written', 'correction')`),
  ],
);

/** Every answer the persona gave, kept for the member's history and the ambassador's review. */
export const personaAnswers = pgTable(
  'persona_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    source: text('source').notNull(),
    citations: jsonb('citations').$type<Citation[]>().notNull(),
    refusalTopic: text('refusal_topic'),
    refusalPointer: text('refusal_pointer'),
    status: text('status').notNull().default('shown'),
    flagReason: text('flag_reason'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    correctionEntryId: uuid('correction_entry_id').references(() => personaEntries.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('persona_answers_user_idx').on(table.userId, table.createdAt),
    index('persona_answers_status_idx').on(table.status, table.createdAt),
    check(
      'persona_answers_status_check',
      sql`${table.status} in ('shown', 'flagged', 'approved', 'corrected', 'hidden')`,
    ),
    check(
      'persona_answers_source_check',
      sql`${table.source} in ('library', 'model', 'refusal', 'no_match')`,
    ),
  ],
);
