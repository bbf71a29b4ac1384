import { textPerLanguage } from '@vitalia/contracts';
import { z } from 'zod';

const id = z.string().min(1);

/** A session of the coach's training as the games count it: its week, its calendar day and about how long it takes. */
const coachSession = {
  userId: id,
  week: z.iso.date(),
  dayIndex: z.number().int().min(0).max(6),
  day: z.iso.date(),
  minutes: z.number().int().min(1).max(240),
};

/**
 * Every domain event and its payload, in one place (issue 37): a publisher's payload is checked against its schema
 * inside the transaction (a wrong one rolls the change back), and a handler reads what the schema says. Payloads are
 * JSON: ids and facts, dates as ISO strings, never objects with behaviour.
 */
export const eventCatalogue = {
  /** Codes of a reward left its stock (a claim, a swapped code, a draw's prizes): the threshold is checked. */
  'reward.codes-taken': z.object({ rewardId: id }),
  /** A member claimed a reward's code: the bell tells them where it is kept. */
  'reward.claimed': z.object({ claimId: id, userId: id }),
  /** A member commented on a post or wrote in a channel: the games pay the day's first (issue 17). */
  'member.commented': z.object({ userId: id, commentedAt: z.iso.datetime() }),
  /**
   * A member logged a session of the coach's training (its first log, not a new rating): the games count it once
   * toward the challenge of its day's month and as a day of the streak on the day it was logged (issue 38).
   */
  'coach.session-logged': z.object({ ...coachSession, loggedAt: z.iso.datetime() }),
  /** A member took a logged session back: it no longer counts in the games. */
  'coach.session-unlogged': z.object(coachSession),
  /**
   * What a member may reach may have changed: their subscription or a complimentary grant was written, their role
   * changed, they asked for their account to go. Live access (the community's streams) is checked again at once.
   */
  'member.access-changed': z.object({ userId: id }),
  /** A channel's log reached `seq` (a message, an edit, a deletion, a reaction): live clients are woken. */
  'community.changed': z.object({ channelId: id, seq: z.number().int() }),
  /**
   * A message is out in its channel (posted and not held by the filter, or a held one staff approved): its thread's
   * author and the members it names are told.
   */
  'community.posted': z.object({ messageId: id }),
  /** A message was edited: a member it names now, and did not before, is told. */
  'community.edited': z.object({ messageId: id }),
  /** A member reacted to a message: its author's one notification of the message's reactions is brought up to date. */
  'community.reacted': z.object({ messageId: id, userId: id }),
  /** Karim or an admin answered a question his AI could not: each member who asked it is told (issue 39). */
  'persona.answered': z.object({ answerIds: z.array(id).min(1) }),
  /**
   * Notifications were written whose members have a device to push them to (issue 39): each is pushed, in its
   * member's language, to their devices where its kind's push is on, after the commit that wrote it. A retry names
   * the pushes a push service asked to have again later (429, 5xx, no answer), and which try it is.
   */
  'notification.to-push': z.object({
    notificationIds: z.array(id).min(1).max(100),
    retry: z
      .object({
        attempt: z.number().int().min(2),
        pushes: z
          .array(z.object({ notificationId: id, subscriptionId: id }))
          .min(1)
          .max(1000),
      })
      .optional(),
  }),
  /** A member won a draw: their code, mailed in their language. */
  'draw.won': z.object({ drawId: id, userId: id, code: z.string(), expiresOn: z.string().nullable() }),
  /** A member sent a request: acknowledged to them, announced to the team. */
  'support.received': z.object({ requestId: id }),
  /** Staff replied: the reply goes to the member by email. */
  'support.replied': z.object({ requestId: id, body: z.string(), staffId: id }),
  /** A member replied to a comment on a post: the comment's author's one notification of its replies is brought up to date. */
  'feed.comment-replied': z.object({ commentId: id }),
  /** A post is out (published now, or its scheduled time came): the readers' bells are told. */
  'feed.post-out': z.object({ postId: id }),
  /** A member's daily digest, claimed and marked sent in one transaction; mailed in their language on delivery. */
  'feed.digest': z.object({
    userId: id,
    token: z.string(),
    posts: z.array(z.object({ id, title: textPerLanguage })),
  }),
  /** A billing email to a member (receipt, failed payment, reminder…), written in their language when delivered. */
  'billing.email': z.object({
    kind: z.enum(['receipt', 'renewal_reminder', 'cancellation', 'payment_failed']),
    userId: id,
    facts: z.object({
      planName: z.string(),
      amountCents: z.number().int().optional(),
      currency: z.string().optional(),
      date: z.iso.datetime().nullable().optional(),
      receiptNumber: z.string().optional(),
    }),
  }),
} as const;

export type DomainEventPayloads = { [K in keyof typeof eventCatalogue]: z.infer<(typeof eventCatalogue)[K]> };
