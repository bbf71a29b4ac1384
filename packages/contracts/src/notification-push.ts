import { z } from 'zod';
import type { NotificationFacts, NotificationKind } from './notifications';
import { paths } from './screens';
import { billingCardUpdatePath } from './subscriptions';

/**
 * The bytes a base64url text stands for (RFC 4648 §5, padded or not), or null when it is not one. A browser's
 * `PushSubscription.toJSON()` writes its keys this way, unpadded.
 */
export function base64UrlByteLength(text: string): number | null {
  const unpadded = text.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  if (unpadded.length !== text.length && text.length % 4 !== 0) return null;
  return Math.floor((unpadded.length * 6) / 8);
}

/**
 * A push service's address: https, as every browser's is; plain http only on this machine, for the stand-in push
 * service the tests and the journeys run. No credentials in it: the server posts to it as given.
 */
export function isPushEndpoint(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  if (url.username || url.password) return false;
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname))
  );
}

const pushEndpoint = z.string('4000').max(2048, '4000').refine(isPushEndpoint, '4000');

/**
 * A browser's `PushSubscription.toJSON()` (Push API §4.5): where its push service takes messages for this device,
 * the device's P-256 public key (65 bytes, uncompressed: 0x04 first, so its text starts with B) and its 16-byte
 * authentication secret (RFC 8291). `expirationTime` is accepted and ignored: a subscription that ends answers 404 or
 * 410, and is removed then.
 */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number('4000').nullable().optional(),
  keys: z.object({
    p256dh: z
      .string('4000')
      .max(100, '4000')
      .refine((key) => key.startsWith('B') && base64UrlByteLength(key) === 65, '4000'),
    auth: z
      .string('4000')
      .max(30, '4000')
      .refine((key) => base64UrlByteLength(key) === 16, '4000'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** A device the member no longer wants pushed to (signed out, or turned push off there). */
export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;

/** The server's VAPID public key (RFC 8292), base64url: the `applicationServerKey` a browser subscribes with. */
export const pushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

/**
 * What a push carries, as JSON, once the device has decrypted it: the notification in the member's language, plain
 * text; the screen it opens; and its tag, the same for every update of one notification, so a grouped notification
 * replaces the one already shown rather than adding another.
 */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  notificationId: z.string(),
});
export type PushMessage = z.infer<typeof pushMessage>;

/** A notification's kind with its facts, as the bell's rows and a push's words both read them. */
export type KindAndFacts = {
  [K in NotificationKind]: { kind: K; facts: NotificationFacts[K] };
}[NotificationKind];

/** Where a notification leads: the screen where the member acts on it (the bell's item, and a push's tap). */
export function notificationTargetOf({ kind, facts }: KindAndFacts): string {
  switch (kind) {
    case 'draw_won':
    case 'code_claimed':
      return paths.perks();
    case 'renewal_coming':
      return paths.billing();
    case 'payment_failed':
      return billingCardUpdatePath();
    case 'support_reply':
      return paths.contact();
    case 'feed_post':
    case 'feed_comment_reply':
      return paths.feedPost(facts.postId);
    case 'community_reply':
    case 'community_reaction':
    case 'community_mention':
      return paths.channel(facts.channelId);
    case 'persona_answered':
      return paths.persona();
  }
}
