/** Monthly draws (D7, decision 017). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { promoCodes, rewards } from '../rewards/rewards.schema';
import { users } from '../users/users.schema';

/** D7 monthly draws: one per month, its seed kept secret (only its hash shown) until the draw. */
export const draws = pgTable(
  'draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: text('month').notNull().unique(),
    prizeRewardId: uuid('prize_reward_id')
      .notNull()
      .references(() => rewards.id),
    winnerCount: integer('winner_count').notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    status: text('status').notNull().default('open'),
    /** How winners are picked (docs/decisions/017): `lowest-hash` for draws before weighted entries existed. */
    method: text('method').notNull().default('lowest-hash'),
    entrantListHash: text('entrant_list_hash'),
    entrantCount: integer('entrant_count'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (table) => [
    check('draws_status_check', sql`${table.status} in ('open', 'drawn')`),
    check('draws_method_check', sql`${table.method} in ('lowest-hash', 'weighted')`),
    check('draws_month_check', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('draws_winner_count_check', sql`${table.winnerCount} between 1 and 100`),
  ],
);

/** The free way to enter (no purchase necessary), one per person and draw. */
export const drawFreeEntries = pgTable(
  'draw_free_entries',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.userId] })],
);

/**
 * Each member's ticket in a draw (issue 36): 8 random bytes as hex, made the first time it is needed (the member's
 * draw read while they hold an entry, or the drawing), shown only to its holder, then copied to `draw_entrants`.
 * Random rather than derived from the member's id, so that nobody else can tell which published ticket is theirs.
 */
export const drawTickets = pgTable(
  'draw_tickets',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticket: text('ticket').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.drawId, table.userId] }),
    // A ticket names one holder in its draw: a collision (never expected at 64 bits) is drawn again.
    unique('draw_tickets_draw_ticket_unique').on(table.drawId, table.ticket),
    check('draw_tickets_ticket_check', sql`${table.ticket} ~ '^[0-9a-f]{16}$'`),
  ],
);

/** The published entrant list of a drawn draw: pseudonymous tickets, kept so anyone can re-check the result. */
export const drawEntrants = pgTable(
  'draw_entrants',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    ticket: text('ticket').notNull(),
    /** Entries the ticket held: one free, more from the month's game points (issue 17). */
    weight: integer('weight').notNull().default(1),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.ticket] })],
);

export const drawWinners = pgTable(
  'draw_winners',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    ticket: text('ticket').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    promoCodeId: bigint('promo_code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.rank] })],
);
