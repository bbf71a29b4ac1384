import type { Language } from '@vitalia/contracts';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { PushSender } from './push-sender';
import type { PushSubscriptionsRepository, PushTarget } from './push-subscriptions.repository';
import { pushMessageOf } from './push-words';

/** How many pushes are in flight at once: a new post's fan-out goes out in a few seconds, not one device at a time. */
const pushesAtOnce = 10;

/** A push a push service asked to have later is tried three times in all: a minute later, then five. */
const retryDelaysSeconds = [60, 300];
/** A push service's own `Retry-After` wins when longer, up to an hour: past that the bell has long told. */
const longestWaitSeconds = 60 * 60;

/**
 * The push service drops an earlier push with the same topic it still holds for the device (RFC 8030 §5.4): one per
 * notification, so a grouped notification brought up to date replaces its earlier push. A uuid's 32 hex digits fit
 * the topic's 32 base64url characters.
 */
const topicOf = (notificationId: string) => notificationId.replaceAll('-', '');

const pushKey = (push: { notificationId: string; subscriptionId: string }) =>
  `${push.notificationId}/${push.subscriptionId}`;

/**
 * Pushes written notifications to their members' devices after the commit that wrote them, never inside a member's
 * request nor inside the delivery that raised them (decision 051). A device the push service no longer knows (404,
 * 410) is removed; a push it asks to have later (429, 5xx, no answer) is tried again by a later event, held back
 * through the outbox, for those pushes alone; a refusal is logged by the sender and left: the bell stays the truth.
 */
export function deliverPushes({
  events,
  repository,
  sender,
  languagesOf,
}: {
  events: Pick<EventBus, 'on' | 'transaction'>;
  repository: Pick<PushSubscriptionsRepository, 'targetsOf' | 'remove' | 'markPushed'>;
  sender: PushSender;
  /** The members' languages (the member directory's port); a member since deleted is absent. */
  languagesOf(memberIds: readonly string[]): Promise<ReadonlyMap<string, Language>>;
}) {
  async function push(target: PushTarget, language: Language) {
    const message = pushMessageOf(target.notificationId, target, language);
    const outcome = await sender.send(target.device, JSON.stringify(message), {
      topic: topicOf(target.notificationId),
    });
    return { target, outcome };
  }

  async function tryLater(pushes: PushTarget[], attempt: number, retryAfterSeconds: number) {
    const delay = retryDelaysSeconds[attempt - 1];
    if (delay === undefined) return;
    await events.transaction(
      (tx) => tx,
      (tx) =>
        tx.publish(
          'notification.to-push',
          {
            notificationIds: [...new Set(pushes.map((target) => target.notificationId))],
            retry: {
              attempt: attempt + 1,
              pushes: pushes.map(({ notificationId, subscriptionId }) => ({
                notificationId,
                subscriptionId,
              })),
            },
          },
          { afterSeconds: Math.min(Math.max(delay, retryAfterSeconds), longestWaitSeconds) },
        ),
    );
  }

  events.on('notification.to-push', 'web-push', async ({ notificationIds, retry }) => {
    // Read at delivery: a device removed or a switch turned off since the notification was written gets nothing.
    const retried = retry && new Set(retry.pushes.map(pushKey));
    const targets = (await repository.targetsOf(notificationIds)).filter(
      (target) => !retried || retried.has(pushKey(target)),
    );
    if (targets.length === 0) return;
    const languages = await languagesOf([...new Set(targets.map((target) => target.userId))]);
    const sent: string[] = [];
    const later: PushTarget[] = [];
    let retryAfterSeconds = 0;
    for (let start = 0; start < targets.length; start += pushesAtOnce) {
      const batch = targets.slice(start, start + pushesAtOnce).flatMap((target) => {
        const language = languages.get(target.userId);
        return language ? [push(target, language)] : [];
      });
      for (const { target, outcome } of await Promise.all(batch)) {
        if (outcome.kind === 'gone') await repository.remove(target.subscriptionId);
        if (outcome.kind === 'sent') sent.push(target.subscriptionId);
        if (outcome.kind === 'later') {
          later.push(target);
          retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds ?? 0);
        }
      }
    }
    await repository.markPushed(sent);
    if (later.length > 0) await tryLater(later, retry?.attempt ?? 1, retryAfterSeconds);
  });
}
