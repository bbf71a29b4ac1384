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

/** A person the log names: staff who acted, or the member an entry is about. Null name: the account is gone. */
const auditPerson = z.object({ id: z.string(), name: z.string().nullable() });

export const auditEntry = z.object({
  id: z.string(),
  occurredAt: z.iso.datetime(),
  /** Null when the operator CLI made the change (no one was signed in). */
  actor: auditPerson.nullable(),
  action: z.enum(auditActions),
  target: z.object({
    type: z.enum(auditTargetTypes),
    id: z.string().nullable(),
    /** What the target is called now; null once it is gone (a purged member). */
    name: z.string().nullable(),
  }),
  /**
   * The member the action concerned: the target when it is a member, else who wrote the support request, the
   * message, the post or the comment. Null for plans, rewards and draws.
   */
  member: auditPerson.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The request that made the change, as the server's logs name it. */
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const moment = z.iso.datetime({ offset: true, error: '4000' });

/** What narrows the log, on screen and in its CSV export alike; every filter is optional and they combine. */
const auditFilterShape = z.object({
  /** The kind of action. */
  action: z.enum(auditActions, '4000').optional(),
  /** The staff member who acted (`users.id`). */
  actorId: z.uuid('4000').optional(),
  /** One target, whatever its type (a member's page links to their entries this way). */
  targetId: z.string('4000').max(100, '4000').optional(),
  /** The member concerned (see `member` on an entry): part of their name, username or email. */
  member: z.string('4000').trim().min(1, '4000').max(100, '4000').optional(),
  /** From this moment on (included). */
  from: moment.optional(),
  /** Before this moment (excluded): the web sends the start of the day after the last day chosen. */
  to: moment.optional(),
});

/** A range that ends before it starts is a mistake, named on `to`, rather than an empty log. */
const isOrderedRange = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || Date.parse(filters.from) <= Date.parse(filters.to);
const rangeIssue = { path: ['to'], error: '4000' };

export const auditFilters = auditFilterShape.refine(isOrderedRange, rangeIssue);
export type AuditFilters = z.infer<typeof auditFilters>;

export const auditQuery = auditFilterShape
  .extend({
    /** The last entry's id of the previous page: entries older than it. */
    cursor: z
      .string('4000')
      .regex(/^\d{1,18}$/, '4000')
      .optional(),
  })
  .refine(isOrderedRange, rangeIssue);
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z.object({ entries: z.array(auditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPage>;

/** The staff members who appear in the log, for the "who" filter; sorted by name. */
export const auditActors = z.array(z.object({ id: z.string(), name: z.string() }));
export type AuditActors = z.infer<typeof auditActors>;
