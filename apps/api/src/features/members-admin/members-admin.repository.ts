import type { MemberRow, MemberSearchQuery, MemberStatus } from '@vitalia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The staff's read model of a member (issue 18, decision 035): one place that reads across the features' tables
 * (users, subscriptions, claims, draws, community, identity) to find and describe members. It only reads: every
 * change goes through the feature that owns the table.
 */

const pageSize = 25;

interface MemberListRow extends Record<string, unknown> {
  id: string;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  role: MemberRow['role'];
  language: MemberRow['language'];
  created_at: Date | string;
  status: MemberStatus;
  plan_name: string | null;
  plan_tier: 'free' | 'premium' | null;
  plan_interval: 'monthly' | 'yearly' | null;
  complimentary_until: Date | string | null;
  birth_date: string | null;
  deletion_requested_at: Date | string | null;
  is_completed: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toMemberRow(row: MemberListRow): MemberRow {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role,
    language: row.language,
    status: row.status,
    plan:
      row.plan_name && row.plan_tier && row.plan_interval
        ? { name: row.plan_name, tier: row.plan_tier, type: row.plan_interval }
        : null,
    complimentaryUntil: row.complimentary_until ? iso(row.complimentary_until) : null,
    createdAt: iso(row.created_at),
  };
}

/** A page ends at the last member shown: the next one starts strictly after it, newest first. */
const cursorOf = (row: MemberListRow) =>
  Buffer.from(JSON.stringify([iso(row.created_at), row.id])).toString('base64url');

function afterCursor(cursor: string): SQL | undefined {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return undefined;
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    return sql`(u.created_at, u.id) < (${createdAt}::timestamptz, ${id}::uuid)`;
  } catch {
    return undefined;
  }
}

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

// Deletion first; then a cancelled subscription still inside its paid period; a period that ran out, or a renewal
// that failed, is lapsed; every other account is active (Free, Premium, complimentary, or no plan yet).
const statusSql = sql`case
  when u.deletion_requested_at is not null then 'deletion_pending'
  when s.status = 'cancelled' and s.current_period_end > now() then 'cancelled'
  when s.status in ('cancelled', 'expired', 'past_due') then 'lapsed'
  else 'active' end`;

const memberSelect = sql`
  select u.id, u.email, u.username, u.firstname, u.lastname, u.role, u.language, u.created_at,
    u.birth_date, u.deletion_requested_at,
    (u.firstname is not null and u.lastname is not null and u.username is not null and u.gender is not null
      and u.birth_date is not null) as is_completed,
    ${statusSql} as status, p.name as plan_name, p.tier as plan_tier, p.interval as plan_interval,
    grant_end.ends_at as complimentary_until
  from users u
  left join subscriptions s on s.user_id = u.id
  left join plans p on p.id = s.plan_id
  left join lateral (
    select max(g.ends_at) as ends_at from complimentary_grants g
    where g.user_id = u.id and g.revoked_at is null and g.ends_at > now()
  ) grant_end on true`;

function filtersOf(query: Omit<MemberSearchQuery, 'cursor'>): SQL[] {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(sql`(u.email ilike ${pattern} or u.username ilike ${pattern}
      or concat_ws(' ', u.firstname, u.lastname) ilike ${pattern})`);
  }
  if (query.role) filters.push(sql`u.role = ${query.role}`);
  if (query.status) filters.push(sql`${statusSql} = ${query.status}`);
  if (query.plan === 'premium') filters.push(sql`(p.tier = 'premium' or grant_end.ends_at is not null)`);
  if (query.plan === 'free') filters.push(sql`(p.tier = 'free' and grant_end.ends_at is null)`);
  if (query.plan === 'none') filters.push(sql`(s.id is null and grant_end.ends_at is null)`);
  return filters;
}

const whereOf = (filters: SQL[]) =>
  filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;

export function membersAdminRepository(db: Database) {
  async function rows(filters: SQL[], limit: number) {
    const result = await db.execute<MemberListRow>(sql`${memberSelect} ${whereOf(filters)}
      order by u.created_at desc, u.id desc limit ${limit}`);
    return result.rows;
  }

  return {
    /** Newest first, a page at a time; an unreadable cursor is a 4000 at the route (null here). */
    async search(
      query: MemberSearchQuery,
    ): Promise<{ members: MemberRow[]; nextCursor: string | null } | null> {
      const filters = filtersOf(query);
      if (query.cursor) {
        const after = afterCursor(query.cursor);
        if (!after) return null;
        filters.push(after);
      }
      const found = await rows(filters, pageSize + 1);
      const page = found.slice(0, pageSize);
      return {
        members: page.map(toMemberRow),
        nextCursor: found.length > pageSize ? cursorOf(page.at(-1)!) : null,
      };
    },

    /** Every member the filter finds, in pages of 1,000, for the CSV export. */
    async *batches(query: Omit<MemberSearchQuery, 'cursor'>): AsyncGenerator<MemberRow[]> {
      let after: SQL | undefined;
      for (;;) {
        const found = await rows([...filtersOf(query), ...(after ? [after] : [])], 1000);
        if (found.length === 0) return;
        yield found.map(toMemberRow);
        const last = found.at(-1)!;
        after = sql`(u.created_at, u.id) < (${iso(last.created_at)}::timestamptz, ${last.id}::uuid)`;
        if (found.length < 1000) return;
      }
    },

    async member(id: string) {
      const result = await db.execute<MemberListRow>(sql`${memberSelect} where u.id = ${id}`);
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        ...toMemberRow(row),
        birthDate: row.birth_date,
        deletionRequestedAt: row.deletion_requested_at ? iso(row.deletion_requested_at) : null,
        isCompleted: row.is_completed,
      };
    },

    async claimsOf(userId: string) {
      const result = await db.execute<{ reward_name: string; claimed_at: Date | string }>(sql`
        select r.name as reward_name, c.claimed_at from reward_claims c join rewards r on r.id = c.reward_id
        where c.user_id = ${userId} order by c.claimed_at desc limit 100`);
      return result.rows.map((row) => ({ rewardName: row.reward_name, claimedAt: iso(row.claimed_at) }));
    },

    async drawWinsOf(userId: string) {
      const result = await db.execute<{ month: string; reward_name: string | null }>(sql`
        select d.month, r.name as reward_name from draw_winners w join draws d on d.id = w.draw_id
        left join rewards r on r.id = d.prize_reward_id
        where w.user_id = ${userId} order by d.month desc limit 100`);
      return result.rows.map((row) => ({ month: row.month, rewardName: row.reward_name }));
    },

    /** Mutes, messages staff removed, and reports on the member's messages: newest first. */
    async moderationOf(userId: string) {
      const result = await db.execute<{
        kind: 'muted' | 'message_removed' | 'message_reported';
        at: Date | string;
        reason: string | null;
        until: Date | string | null;
      }>(sql`
        select 'muted' as kind, m.created_at as at, m.reason, m.until from community_mutes m
          where m.user_id = ${userId}
        union all
        select 'message_removed', coalesce(c.deleted_at, c.created_at), c.moderation_note, null
          from community_messages c
          where c.author_id = ${userId} and c.status = 'deleted' and c.moderation_note is not null
        union all
        select 'message_reported', r.created_at, null, null
          from community_reports r join community_messages c on c.id = r.message_id
          where c.author_id = ${userId}
        order by at desc limit 100`);
      return result.rows.map((row) => ({
        kind: row.kind,
        at: iso(row.at),
        reason: row.reason,
        until: row.until ? iso(row.until) : null,
      }));
    },

    /** Which ways in the member has, never what secures them (no hash, no token, no subject). */
    async signInMethodsOf(userId: string) {
      const result = await db.execute<{ provider: 'password' | 'google.com' | 'apple.com' }>(sql`
        select 'password' as provider from identity_accounts a join users u on u.identity_uid = a.uid
          where u.id = ${userId} and a.password_hash is not null
        union all
        select f.provider from federated_identities f join users u on u.identity_uid = f.uid
          where u.id = ${userId}
        order by provider`);
      return result.rows.map((row) => ({ provider: row.provider }));
    },
  };
}

export type MembersAdminRepository = ReturnType<typeof membersAdminRepository>;
