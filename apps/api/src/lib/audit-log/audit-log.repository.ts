import type { AuditAction, AuditTargetType } from '@vitalia/contracts';
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
