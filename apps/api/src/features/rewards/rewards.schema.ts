/** Rewards, promo codes, imports and claims (D7). */
import type { RewardTranslations } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * D7 rewards catalogue. `lowStockAlerted` remembers that the admins were told, so each crossing mails once.
 * D9: `name` and `description` are written in `writtenIn`; `translations` holds the other languages
 * (docs/decisions/019-per-language-staff-text.md).
 */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    partner: text('partner').notNull().default(''),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    writtenIn: text('written_language').notNull().default('en'),
    translations: jsonb('translations')
      .$type<RewardTranslations>()
      .notNull()
      .default({ name: {}, description: {} }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rewards_category_check', sql`${table.category} in ('fashion', 'sport', 'streaming')`),
    check('rewards_threshold_check', sql`${table.lowStockThreshold} >= 0`),
    check('rewards_written_language_check', sql`${table.writtenIn} in ('en', 'fr', 'ar')`),
  ],
);

/**
 * One import of a file into a reward's stock. The row is written before the codes' transaction starts, so an
 * interrupted import stays visible as `running` until the next start marks it `interrupted`.
 */
export const promoCodeImports = pgTable(
  'promo_code_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('running'),
    imported: integer('imported').notNull().default(0),
    total: integer('total').notNull().default(0),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'promo_code_imports_status_check',
      sql`${table.status} in ('running', 'completed', 'failed', 'interrupted')`,
    ),
    check('promo_code_imports_format_check', sql`${table.format} in ('csv', 'xlsx', 'xls')`),
    index('promo_code_imports_reward_idx').on(table.rewardId, table.startedAt),
  ],
);

/** D7 promo codes. A code is unique within its reward; `importRow` ties it to its row in the import's report. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    // A sequence, not a random uuid: a 400k-code import appends to the key's index instead of scattering over it.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status').notNull().default('available'),
    expiresOn: date('expires_on', { mode: 'string' }),
    // No foreign key: it would cost a lookup per imported code, and an import goes only with its reward (cascade).
    importId: uuid('import_id'),
    importRow: integer('import_row'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('promo_codes_status_check', sql`${table.status} in ('available', 'used')`),
    uniqueIndex('promo_codes_reward_code_key').on(table.rewardId, table.code),
    index('promo_codes_reward_available_idx')
      .on(table.rewardId, table.createdAt)
      .where(sql`${table.status} = 'available'`),
    index('promo_codes_import_idx').on(table.importId, table.importRow),
  ],
);

/** The rows of an import that were not imported, and why (D7). Imported rows are the codes themselves. */
export const promoCodeImportIssues = pgTable(
  'promo_code_import_issues',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => promoCodeImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    outcome: text('outcome').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    check(
      'promo_code_import_issues_outcome_check',
      sql`${table.outcome} in ('duplicate_in_file', 'already_in_stock', 'expired', 'invalid')`,
    ),
  ],
);

/**
 * A member's claim of a reward: one per member and reward (D7). After a report the claim points at the fresh code
 * and remembers the reported one, so a second report is refused.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    promoCodeId: bigint('promo_code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
    reportedCodeId: bigint('reported_code_id', { mode: 'number' }).references(() => promoCodes.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reward_claims_user_reward_key').on(table.userId, table.rewardId)],
);
