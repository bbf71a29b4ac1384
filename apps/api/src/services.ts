import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Caller } from './lib/auth';
import { feedRepository } from './features/feed/feed.repository';
import { feedService } from './features/feed/feed.service';
import { healthProfileRepository } from './features/health-profile/health-profile.repository';
import { healthProfileService } from './features/health-profile/health-profile.service';
import { attemptLimits } from './features/identity/attempt-limits';
import { createFederatedProvider } from './features/identity/federated-providers';
import { federatedSignInService } from './features/identity/federated-sign-in.service';
import { identityRepository } from './features/identity/identity.repository';
import { identityService } from './features/identity/identity.service';
import { createTokenIssuer } from './features/identity/signing-key';
import { pictureStore } from './features/users/picture-store';
import { picturesService } from './features/users/pictures.service';
import { usersRepository } from './features/users/users.repository';
import { usersService } from './features/users/users.service';
import { plansService } from './features/subscriptions/plans.service';
import { sandboxCheckoutService } from './features/subscriptions/sandbox-checkout.service';
import { stripeProvider } from './features/subscriptions/stripe-billing';
import { subscriptionStatistics } from './features/subscriptions/subscription-statistics';
import { subscriptionsRepository } from './features/subscriptions/subscriptions.repository';
import { subscriptionsService } from './features/subscriptions/subscriptions.service';
import { lowStockAlerts } from './features/rewards/low-stock';
import { memberRewardsService } from './features/rewards/member-rewards.service';
import { rewardsRepository } from './features/rewards/rewards.repository';
import { rewardsService } from './features/rewards/rewards.service';
import { drawsRepository } from './features/draws/draws.repository';
import { drawsService } from './features/draws/draws.service';
import { createEventBus } from './lib/domain-events/domain-events';
import { createMailer, type Mailer } from './lib/mailer';

export interface ServiceOptions {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /** Tests read what would have been sent. */
  mailer?: Mailer;
  /** Where the identity signing key is kept; null keeps it in memory (tests). Defaults to `config.dataDir`. */
  keysDir?: string | null;
}

/** The composition root of the business services, shared by the HTTP app and the operator CLI. */
export async function createServices({ config, db, log, mailer, keysDir }: ServiceOptions) {
  const events = createEventBus({ db, log });
  const healthProfile = healthProfileService(healthProfileRepository(db));
  const appMailer =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    });
  // Subscriptions and users need each other (the profile carries the subscription; billing mail needs the
  // member's address and language): ports bound late, so that neither feature imports the other.
  let subscriptionsPort: ReturnType<typeof subscriptionsService> | null = null;
  let usersPort: ReturnType<typeof usersService> | null = null;
  // Users and identity need each other (emails in the member's language; deletion ends the identity): the port is
  // bound late so that neither feature imports the other.
  let identityPort: ReturnType<typeof identityService> | null = null;
  // The embedded database belongs to this process alone, so the users repository may remember rows between writes.
  const userRows = usersRepository(db, { isSoleWriter: config.databaseUrl === undefined });
  const pictureFiles = pictureStore(path.join(config.dataDir, 'pictures'));
  const users = usersService({
    repository: userRows,
    identity: {
      endAllSessions: (uid) => identityPort!.endAllSessions(uid),
      deleteAccount: (uid) => identityPort!.deleteAccount(uid),
    },
    exportSections: { health: healthProfile.exportFor },
    pictures: pictureFiles,
    subscriptionOf: (userId) => subscriptionsPort!.subscriptionOf(userId),
    stopCharges: (userId) => subscriptionsPort!.stopCharges(userId),
  });
  usersPort = users;
  const subscriptionOf = (userId: string) => subscriptionsPort!.subscriptionOf(userId);
  const pictures = picturesService(userRows, pictureFiles, config.pictureMaxBytes, subscriptionOf);
  const billingRows = subscriptionsRepository(db, events);
  const stripe =
    config.payments.provider === 'stripe'
      ? stripeProvider({ settings: config.payments, repository: billingRows })
      : null;
  const subscriptions = subscriptionsService({
    repository: billingRows,
    members: {
      memberOf: (caller) => usersPort!.memberOf(caller),
      contactOf: (id) => usersPort!.contactOf(id),
    },
    mailer: appMailer,
    events,
    publicUrl: config.publicUrl,
    provider: config.payments.provider,
    stripe: stripe?.billing,
  });
  subscriptionsPort = subscriptions;
  const sandboxCheckout = sandboxCheckoutService({
    repository: billingRows,
    subscriptions,
  });
  const plans = plansService(billingRows);
  const feed = feedService(feedRepository(db), async (caller) => (await users.memberOf(caller)).language);
  const tokens = await createTokenIssuer({
    dataDir: keysDir === undefined ? config.dataDir : keysDir,
    issuer: `${config.publicUrl.origin}/api/identity`,
  });
  const identityStore = identityRepository(db);
  const identity = identityService({
    repository: identityStore,
    limits: attemptLimits(identityStore),
    tokens,
    mailer: appMailer,
    languageOf: users.languageOf,
  });
  identityPort = identity;
  const federatedSignIn = federatedSignInService({
    repository: identityStore,
    providers: config.federatedProviders.map(createFederatedProvider),
    openSession: identity.openSession,
    redirectUriOf: (provider) =>
      new URL(`/api/identity/federated/${provider}/callback`, config.publicUrl).href,
    log,
  });
  const rewardRows = rewardsRepository(db);
  const checkLowStock = lowStockAlerts({
    repository: rewardRows,
    staffContacts: users.staffContacts,
    mailer: appMailer,
    stockUrl: new URL('/app/rewards/promo-code', config.publicUrl).href,
    log,
  });
  const memberIdOf = async (caller: Caller) => (await users.memberOf(caller)).id;
  const rewards = rewardsService({ repository: rewardRows, checkLowStock });
  const memberRewards = memberRewardsService({
    repository: rewardRows,
    memberOf: users.memberOf,
    checkLowStock,
  });
  const draws = drawsService({
    repository: drawsRepository(db),
    members: { memberOf: users.memberOf, contactOf: users.contactOf },
    premiumMembersIn: subscriptions.premiumMembersIn,
    onCodesUsed: checkLowStock,
    mailer: appMailer,
    rewardsUrl: new URL('/app/perks', config.publicUrl).href,
    log,
  });
  return {
    events,
    users,
    pictures,
    healthProfile,
    tokens,
    identity,
    federatedSignIn,
    subscriptions,
    sandboxCheckout,
    /** Null unless Stripe takes the payments: then its webhook and return routes exist. */
    stripeWebhooks: stripe?.webhooks ?? null,
    plans,
    subscriptionStatistics: () => subscriptionStatistics(billingRows),
    feed,
    memberIdOf,
    rewards,
    memberRewards,
    draws,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
