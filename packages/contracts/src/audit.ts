import { z } from 'zod';

/**
 * What staff did, as the audit log names it (issue 18). Every name here is written by some service: a new staff action
 * adds its name here and its words in the web's `audit-log` namespace.
 */
export const auditActions = [
  'member.role_changed',
  'member.premium_granted',
  'member.premium_revoked',
  'member.signed_out',
  'member.receipt_resent',
  'member.deletion_started',
  'plan.created',
  'plan.updated',
  'plans.reordered',
  'reward.created',
  'reward.updated',
  'promo_codes.imported',
  'draw.created',
  'draw.drawn',
  'community.message_moderated',
  'community.member_muted',
  'feed.moderated',
  'support.replied',
  'support.assigned',
  'support.status_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  'member',
  'plan',
  'plans',
  'reward',
  'draw',
  'message',
  'post',
  'comment',
  'support_request',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditEntry = z.object({
  id: z.string(),
  occurredAt: z.iso.datetime(),
  /** Null when the operator CLI made the change (no one was signed in). */
  actor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  action: z.enum(auditActions),
  target: z.object({
    type: z.enum(auditTargetTypes),
    id: z.string().nullable(),
    /** What the target is called now; null once it is gone (a purged member). */
    name: z.string().nullable(),
  }),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The request that made the change, as the server's logs name it. */
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  action: z.enum(auditActions, '4000').optional(),
  actorId: z.uuid('4000').optional(),
  targetId: z.string('4000').max(100, '4000').optional(),
  /** The last entry's id of the previous page: entries older than it. */
  cursor: z
    .string('4000')
    .regex(/^\d{1,18}$/, '4000')
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z.object({ entries: z.array(auditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPage>;
