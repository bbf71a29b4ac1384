import { ErrorCode, type PushPublicKey, type PushSubscriptionInput } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';

/**
 * The push services browsers subscribe with: Chrome and the browsers built on it (FCM), Firefox, Safari and Edge
 * (WNS). A subscription is a URL the server posts to; held to these, no member can make the server post elsewhere.
 */
const knownPushServices = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const isKnownPushService = (endpoint: URL) =>
  endpoint.protocol === 'https:' &&
  knownPushServices.some((host) => endpoint.hostname === host || endpoint.hostname.endsWith(`.${host}`));

/** The devices a member opts in to Web Push (issue 39), and the key their browsers subscribe with. */
export function pushDevicesService({
  repository,
  memberIdOf,
  publicKey,
  takesAnyPushService,
}: {
  repository: Pick<PushSubscriptionsRepository, 'subscribe' | 'unsubscribe'>;
  memberIdOf: (caller: Caller) => Promise<string>;
  publicKey: string;
  /**
   * Whether any push service is taken, a plain-http one on loopback too (the tests' and journeys' stand-in). Not in
   * production, where only the browsers' own push services are.
   */
  takesAnyPushService: boolean;
}) {
  return {
    publicKey: (): PushPublicKey => ({ publicKey }),

    /** `expirationTime` is not kept: a subscription that ends answers 404 or 410, and is removed then. */
    async subscribe(caller: Caller, { endpoint, keys }: PushSubscriptionInput) {
      if (!takesAnyPushService && !isKnownPushService(new URL(endpoint)))
        throw new AppError(ErrorCode.invalidRequest);
      await repository.subscribe(await memberIdOf(caller), {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
    },

    /** Answers the same whether or not the device was the caller's: whose a device is stays unsaid. */
    async unsubscribe(caller: Caller, endpoint: string) {
      await repository.unsubscribe(await memberIdOf(caller), endpoint);
    },
  };
}

export type PushDevicesService = ReturnType<typeof pushDevicesService>;
