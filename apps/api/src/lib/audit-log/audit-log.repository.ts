import type { AuditAction, AuditEntry, AuditQuery, AuditTargetType } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currentRequest, type RequestContext } from '../request-context';
import { auditLog } from './audit-log.schema';

/** One staff action as a service states it: the actor and the request come from the request being served. */
export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: string | null };
  before?: unknown;
  after?: unknown;
}

/** Writes the action with the caller's transaction (pass the transaction's queries): it commits or not with it. */
export async function insertAuditRecord(
  tx: Pick<Database, 'insert'>,
  record: AuditRecord,
  request: RequestContext | undefined,
) {
  const actorId = request?.callerUid
    ? sql`(select id from users where identity_uid = ${request.callerUid})`
    : sql`null`;
  await tx.insert(auditLog).values({
    actorId,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    before: record.before ?? null,
    after: record.after ?? null,
    requestId: request?.requestId ?? null,
  });
}

/** The same, for the request being served: what a feature's own transaction calls. */
export const recordAudit = (tx: Pick<Database, 'insert'>, record: AuditRecord) =>
  insertAuditRecord(tx, record, currentRequest());

const pageSize = 50;

interface AuditRow extends Record<string, unknown> {
  id: number;
  occurred_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string | null;
  target_name: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
}

/** Names a member by username, else first and last name, else email; null once the account is gone. */
const memberName = (alias: string) =>
  sql.raw(
    `coalesce(${alias}.username, nullif(trim(concat_ws(' ', ${alias}.firstname, ${alias}.lastname)), ''), ${alias}.email)`,
  );

export function auditLogRepository(db: Database) {
  return {
    /** Newest first, `pageSize` at a time; the last id of a page is the next page's cursor. */
    async page(query: AuditQuery): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
      const filters = [
        query.action ? sql`a.action = ${query.action}` : undefined,
        query.actorId ? sql`a.actor_id = ${query.actorId}` : undefined,
        query.targetId ? sql`a.target_id = ${query.targetId}` : undefined,
        query.cursor ? sql`a.id < ${Number(query.cursor)}` : undefined,
      ].filter((filter) => filter !== undefined);
      const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
      const result = await db.execute<AuditRow>(sql`
        select a.id, a.occurred_at, a.actor_id, ${memberName('actor')} as actor_name, a.action, a.target_type,
          a.target_id, case when a.target_type = 'member' then ${memberName('target')}
            when a.target_type = 'plan' then plan.name
            when a.target_type = 'reward' then reward.name
            when a.target_type = 'draw' then draw.month
            when a.target_type = 'support_request' then request.subject end as target_name,
          a.before, a.after, a.request_id
        from audit_log a
        left join users actor on actor.id = a.actor_id
        left join users target on a.target_type = 'member' and target.id::text = a.target_id
        left join plans plan on a.target_type = 'plan' and plan.id::text = a.target_id
        left join rewards reward on a.target_type = 'reward' and reward.id::text = a.target_id
        left join draws draw on a.target_type = 'draw' and draw.id::text = a.target_id
        left join support_requests request on a.target_type = 'support_request' and request.id::text = a.target_id
        ${where}
        order by a.id desc
        limit ${pageSize + 1}`);
      const rows = result.rows.slice(0, pageSize);
      return {
        entries: rows.map((row) => ({
          id: String(row.id),
          occurredAt: new Date(row.occurred_at).toISOString(),
          actor: row.actor_id ? { id: row.actor_id, name: row.actor_name } : null,
          action: row.action,
          target: { type: row.target_type, id: row.target_id, name: row.target_name },
          before: row.before ?? null,
          after: row.after ?? null,
          requestId: row.request_id,
        })),
        nextCursor: result.rows.length > pageSize ? String(rows.at(-1)!.id) : null,
      };
    },
  };
}
