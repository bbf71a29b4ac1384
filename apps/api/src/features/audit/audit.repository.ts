import type { AuditAction, AuditActors, AuditEntry, AuditFilters, AuditTargetType } from '@vitalia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The audit log as staff read it (issue 18, 39). `lib/audit-log` owns the table and writes it with each change; this
 * read model joins the tables its rows point at for names (decision 035: rows hold ids, never copies of names), as
 * the members admin does.
 */

interface AuditRow extends Record<string, unknown> {
  id: number;
  occurred_at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string | null;
  target_name: string | null;
  member_id: string | null;
  member_name: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
}

/** Names a member by username, else first and last name, else email; null once the account is gone. */
const memberName = (alias: string) =>
  sql.raw(
    `coalesce(${alias}.username, nullif(trim(concat_ws(' ', ${alias}.firstname, ${alias}.lastname)), ''), ${alias}.email)`,
  );

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The member an entry concerns: the target when it is one, else the author of the request, message, post or comment
 * staff acted on.
 */
const entrySelect = sql`
  select a.id, a.occurred_at, a.actor_id, ${memberName('actor')} as actor_name, a.action, a.target_type,
    a.target_id, case when a.target_type = 'member' then ${memberName('subject')}
      when a.target_type = 'plan' then plan.name
      when a.target_type = 'reward' then reward.name
      when a.target_type = 'draw' then draw.month
      when a.target_type = 'support_request' then request.subject end as target_name,
    subject.id as member_id, ${memberName('subject')} as member_name,
    a.before, a.after, a.request_id
  from audit_log a
  left join users actor on actor.id = a.actor_id
  left join plans plan on a.target_type = 'plan' and plan.id::text = a.target_id
  left join rewards reward on a.target_type = 'reward' and reward.id::text = a.target_id
  left join draws draw on a.target_type = 'draw' and draw.id::text = a.target_id
  left join support_requests request on a.target_type = 'support_request' and request.id::text = a.target_id
  left join community_messages message on a.target_type = 'message' and message.id::text = a.target_id
  left join feed_posts post on a.target_type = 'post' and post.id::text = a.target_id
  left join feed_comments comment on a.target_type = 'comment' and comment.id::text = a.target_id
  left join users subject on subject.id::text = coalesce(
    case when a.target_type = 'member' then a.target_id end,
    request.user_id::text, message.author_id::text, post.author_id::text, comment.author_id::text)`;

function filtersOf(filters: AuditFilters): SQL[] {
  const found: SQL[] = [];
  if (filters.action) found.push(sql`a.action = ${filters.action}`);
  if (filters.actorId) found.push(sql`a.actor_id = ${filters.actorId}`);
  if (filters.targetId) found.push(sql`a.target_id = ${filters.targetId}`);
  if (filters.member) {
    const pattern = likePattern(filters.member);
    found.push(sql`(subject.email ilike ${pattern} or subject.username ilike ${pattern}
      or concat_ws(' ', subject.firstname, subject.lastname) ilike ${pattern})`);
  }
  if (filters.from) found.push(sql`a.occurred_at >= ${filters.from}::timestamptz`);
  if (filters.to) found.push(sql`a.occurred_at < ${filters.to}::timestamptz`);
  return found;
}

const whereOf = (filters: SQL[]) =>
  filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;

const person = (id: string | null, name: string | null) => (id ? { id, name } : null);

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    actor: person(row.actor_id, row.actor_name),
    action: row.action,
    target: { type: row.target_type, id: row.target_id, name: row.target_name },
    member: person(row.member_id, row.member_name),
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.request_id,
  };
}

const pageSize = 50;
/** The CSV reads the log in slices this size: memory stays flat however long the log. */
const exportBatchSize = 500;

export function auditRepository(db: Database) {
  async function entries(filters: AuditFilters, olderThan: number | undefined, limit: number) {
    const conditions = [...filtersOf(filters), ...(olderThan ? [sql`a.id < ${olderThan}`] : [])];
    const result = await db.execute<AuditRow>(
      sql`${entrySelect} ${whereOf(conditions)} order by a.id desc limit ${limit}`,
    );
    return result.rows;
  }

  return {
    /** Newest first, `pageSize` at a time; the last id of a page is the next page's cursor. */
    async page(
      filters: AuditFilters,
      cursor: string | undefined,
    ): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
      const rows = await entries(filters, cursor ? Number(cursor) : undefined, pageSize + 1);
      const page = rows.slice(0, pageSize);
      return {
        entries: page.map(entryOf),
        nextCursor: rows.length > pageSize ? String(page.at(-1)!.id) : null,
      };
    },

    /** Every entry the filters find, newest first, a slice at a time, for the CSV export. */
    async *batches(filters: AuditFilters): AsyncGenerator<AuditEntry[]> {
      let olderThan: number | undefined;
      for (;;) {
        const rows = await entries(filters, olderThan, exportBatchSize);
        if (rows.length === 0) return;
        yield rows.map(entryOf);
        if (rows.length < exportBatchSize) return;
        olderThan = rows.at(-1)!.id;
      }
    },

    /** Whoever the log names as having acted and still has an account, by name. */
    async actors(): Promise<AuditActors> {
      const result = await db.execute<{ id: string; name: string }>(sql`
        select u.id, ${memberName('u')} as name from users u
        where u.id in (select distinct actor_id from audit_log where actor_id is not null)
        order by 2, 1`);
      return result.rows;
    },
  };
}
