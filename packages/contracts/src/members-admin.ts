import { z } from 'zod';
import { roles } from './access';
import { languages } from './languages';
import { planTiers, subscription } from './member-subscription';
import { billingIntervals, payment } from './subscriptions';

/**
 * Where a member stands, as staff filter them (issue 18): deletion pending first, then the subscription's state.
 * `lapsed` is a paid period that ran out or a renewal that failed; `active` is everyone else with an account in use.
 */
export const memberStatuses = ['active', 'cancelled', 'lapsed', 'deletion_pending'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** `none`: the member never chose a plan. */
export const memberPlanFilters = [...planTiers, 'none'] as const;

export const memberSearchQuery = z.object({
  q: z.string('4000').trim().max(100, '4000').optional(),
  role: z.enum(roles, '4000').optional(),
  plan: z.enum(memberPlanFilters, '4000').optional(),
  status: z.enum(memberStatuses, '4000').optional(),
  /** From the previous page's `nextCursor`. */
  cursor: z.string('4000').max(200, '4000').optional(),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuery>;

export const memberRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  role: z.enum(roles),
  language: z.enum(languages),
  status: z.enum(memberStatuses),
  plan: z.object({ name: z.string(), tier: z.enum(planTiers), type: z.enum(billingIntervals) }).nullable(),
  /** Premium given by staff, until this moment. */
  complimentaryUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const memberPage = z.object({ members: z.array(memberRow), nextCursor: z.string().nullable() });
export type MemberPage = z.infer<typeof memberPage>;

export const complimentaryGrant = z.object({
  id: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});

/** A member as staff see them: never a password hash, a token or health data. */
export const memberDetail = z.object({
  member: memberRow.extend({
    birthDate: z.string().nullable(),
    deletionRequestedAt: z.iso.datetime().nullable(),
    isCompleted: z.boolean(),
  }),
  subscription: z.object({ ...subscription.shape, planName: z.string() }).nullable(),
  complimentary: z.array(complimentaryGrant),
  payments: z.array(payment),
  claims: z.array(z.object({ rewardName: z.string(), claimedAt: z.iso.datetime() })),
  drawWins: z.array(z.object({ month: z.string(), rewardName: z.string().nullable() })),
  moderation: z.array(
    z.object({
      kind: z.enum(['muted', 'message_removed', 'message_reported']),
      at: z.iso.datetime(),
      reason: z.string().nullable(),
      /** A mute's end. */
      until: z.iso.datetime().nullable(),
    }),
  ),
  signInMethods: z.array(z.object({ provider: z.enum(['password', 'google.com', 'apple.com']) })),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const roleChange = z.object({ role: z.enum(roles, '4000') });

/** Complimentary Premium: a period in days, from now (or from the end of the one running). */
export const complimentaryPremiumGrant = z.object({
  days: z.number('4000').int('4000').min(1, '4000').max(366, '4000'),
});
