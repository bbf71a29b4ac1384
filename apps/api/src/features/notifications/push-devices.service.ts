import { ErrorCode, type PushPublicKey, type PushSubscriptionInput } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** The devices a member opts in to Web Push (issue 39), and the key their browsers subscribe with. */
export function pushDevicesService({
  repository,
  memberIdOf,
  publicKey,
  takesPlainHttp,
}: {
  repository: Pick<PushSubscriptionsRepository, 'subscribe' | 'unsubscribe'>;
  memberIdOf: (caller: Caller) => Promise<string>;
  publicKey: string;
  /**
   * Whether a plain-http push service on loopback is taken (the tests' and journeys' stand-in). Not in production: the
   * server would post wherever a member pointed it on its own machine.
   */
  takesPlainHttp: boolean;
}) {
  return {
    publicKey: (): PushPublicKey => ({ publicKey }),

    /** `expirationTime` is not kept: a subscription that ends answers 404 or 410, and is removed then. */
    async subscribe(caller: Caller, { endpoint, keys }: PushSubscriptionInput) {
      if (!takesPlainHttp && new URL(endpoint).protocol !== 'https:')
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
