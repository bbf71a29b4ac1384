import type { NotificationFacts, NotificationKind } from '@vitalia/contracts';

/** A notification for one member, named by the delivery that raised it: a retry of that delivery adds nothing. */
export interface NotificationDraft<K extends NotificationKind = NotificationKind> {
  userId: string;
  kind: K;
  facts: NotificationFacts[K];
  /** Unique per member: an event's delivery key, or a fact's own name (`feed-post:<id>`). */
  key: string;
}

/**
 * The port features tell the bell through (services.ts wires the notifications feature in). It answers whether the
 * member wants the matching email, so the feature that writes that email asks before sending it.
 */
export type Notify = <K extends NotificationKind>(draft: NotificationDraft<K>) => Promise<{ email: boolean }>;
