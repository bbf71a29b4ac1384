import type { Language } from '@vitalia/contracts';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { PushSender } from './push-sender';
import type { PushSubscriptionsRepository, PushTarget } from './push-subscriptions.repository';
import { pushMessageOf } from './push-words';

/** How many pushes are in flight at once: a new post's fan-out goes out in a few seconds, not one device at a time. */
const pushesAtOnce = 10;

/**
 * The push service drops an earlier push with the same topic it still holds for the device (RFC 8030 §5.4): one per
 * notification, so a grouped notification brought up to date replaces its earlier push. A uuid's 32 hex digits fit
 * the topic's 32 base64url characters.
 */
const topicOf = (notificationId: string) => notificationId.replaceAll('-', '');

/**
 * Pushes written notifications to their members' devices after the commit that wrote them, never inside a member's
 * request nor inside the delivery that raised them (decision 051). A device the push service no longer knows (404,
 * 410) is removed; any other failure is logged by the sender and left: the bell stays the truth.
 */
export function deliverPushes({
  events,
  repository,
  sender,
  languagesOf,
}: {
  events: Pick<EventBus, 'on'>;
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

  events.on('notification.to-push', 'web-push', async ({ notificationIds }) => {
    // Read at delivery: a device removed or a switch turned off since the notification was written gets nothing.
    const targets = await repository.targetsOf(notificationIds);
    if (targets.length === 0) return;
    const languages = await languagesOf([...new Set(targets.map((target) => target.userId))]);
    const sent: string[] = [];
    for (let start = 0; start < targets.length; start += pushesAtOnce) {
      const batch = targets.slice(start, start + pushesAtOnce).flatMap((target) => {
        const language = languages.get(target.userId);
        return language ? [push(target, language)] : [];
      });
      for (const { target, outcome } of await Promise.all(batch)) {
        if (outcome === 'gone') await repository.remove(target.subscriptionId);
        if (outcome === 'sent') sent.push(target.subscriptionId);
      }
    }
    await repository.markPushed(sent);
  });
}
