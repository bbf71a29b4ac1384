import path from 'node:path';
import { hasPremiumAccess, identityEndpoints, paths } from '@vitalia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Caller } from './lib/auth';
import { feedAuthoringService } from './features/feed/feed-authoring.service';
import { feedDigest } from './features/feed/feed-digest';
import { feedRepository } from './features/feed/feed.repository';
import { feedService } from './features/feed/feed.service';
import { healthProfileRepository } from './features/health-profile/health-profile.repository';
import { healthProfileService } from './features/health-profile/health-profile.service';
import { attemptLimits } from './features/identity/attempt-limits';
import { createFederatedProvider } from './features/identity/federated-providers';
import { federatedSignInService } from './features/identity/federated-sign-in.service';
import { identityRepository } from './features/identity/identity.repository';
import { identityService } from './features/identity/identity.service';
import type { PasswordHashing } from './features/identity/passwords';
import { createTokenIssuer } from './features/identity/signing-key';
import type { AuditRecord } from './lib/audit-log/audit-log.repository';
import { imageStorage } from './lib/image-store';
import { picturesService } from './features/users/pictures.service';
import { usersRepository } from './features/users/users.repository';
import { memberDirectory } from './features/users/member-directory';
import { usersService } from './features/users/users.service';
import { memberExportSections } from './member-export-sections';
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
import { coachRepository } from './features/coach/coach.repository';
import { coachService } from './features/coach/coach.service';
import { personaLibrary } from './features/persona/persona-library';
import { personaRepository } from './features/persona/persona.repository';
import { personaService } from './features/persona/persona.service';
import { gamesRepository } from './features/games/games.repository';
import { gamesService } from './features/games/games.service';
import { membersAdminRepository } from './features/members-admin/members-admin.repository';
import { membersAdminService } from './features/members-admin/members-admin.service';
import { supportRepository } from './features/support/support.repository';
import { supportService } from './features/support/support.service';
import { feedAnnouncements } from './features/feed/feed-announcements';
import { notificationsRepository } from './features/notifications/notifications.repository';
import { notificationsService } from './features/notifications/notifications.service';
import { communityRepository } from './features/community/community.repository';
import { communityService } from './features/community/community.service';
import { createEventBus } from './lib/domain-events/domain-events';
import { languageModelFrom } from './lib/language-model/language-model';
import { modelCallsRepository } from './lib/language-model/model-calls.repository';
import { dailyModelCalls, type ModelQuota } from './lib/language-model/model-quota';
import { createLiveBus } from './lib/live-bus';
import { createMailer, type Mailer } from './lib/mailer';
import { apiPathOf } from './lib/endpoints';

export interface ServiceOptions {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /** Tests read what would have been sent. */
  mailer?: Mailer;
  /** Where the identity signing key is kept; null keeps it in memory (tests). Defaults to `config.dataDir`. */
  keysDir?: string | null;
  /** How new passwords are hashed: OWASP's floor unless a test, which signs up thousands of members, passes less. */
  passwordHashing?: PasswordHashing;
}

/** The composition root of the business services, shared by the HTTP app and the operator CLI. */
export async function createServices({ config, db, log, mailer, keysDir, passwordHashing }: ServiceOptions) {
  const events = createEventBus({ db, log, leaseSeconds: config.outboxLeaseSeconds });
  const healthProfile = healthProfileService(healthProfileRepository(db));
  const coachRows = coachRepository(db);
  const personaRows = personaRepository(db);
  const gameRows = gamesRepository(db);
  const supportRows = supportRepository(db, events);
  const notificationRows = notificationsRepository(db);
  const appMailer =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
    });
  const userRows = usersRepository(db, events);
  // Billing, identity, rewards and draws read who members are from the directory; the users service, which also
  // writes, comes last and is handed the features it commands. Nothing is bound after construction.
  const members = memberDirectory(userRows);
  const notifications = notificationsService({
    repository: notificationRows,
    memberIdOf: async (caller) => (await members.memberOf(caller)).id,
  });
  const { notify } = notifications;
  const billingRows = subscriptionsRepository(db, events);
  const stripe =
    config.payments.provider === 'stripe'
      ? stripeProvider({ settings: config.payments, repository: billingRows })
      : null;
  const subscriptions = subscriptionsService({
    repository: billingRows,
    members,
    mailer: appMailer,
    events,
    publicUrl: config.publicUrl,
    provider: config.payments.provider,
    stripe: stripe?.billing,
    notify,
  });
  const sandboxCheckout = sandboxCheckoutService({
    repository: billingRows,
    subscriptions,
  });
  const tokens = await createTokenIssuer({
    dataDir: keysDir === undefined ? config.dataDir : keysDir,
    issuer: `${config.publicUrl.origin}/api/identity`,
  });
  // D3: with Firebase holding the credentials, its ID tokens are what callers present, it sets a reset password, and
  // ending or deleting an account ends or deletes its Firebase user too; the embedded records (reset codes, audit,
  // epochs) are kept the same either way (decision 040).
  // Imported only when configured: firebase-admin's auth module takes about 170 ms to load here, which every embedded
  // server (and every API test file's app) would otherwise pay.
  const firebase =
    config.identity.kind === 'firebase'
      ? (await import('./features/identity/firebase-identity')).firebaseIdentity(config.identity)
      : null;
  const identityStore = identityRepository(db);
  const identity = identityService({
    repository: identityStore,
    limits: attemptLimits(identityStore),
    tokens,
    mailer: appMailer,
    languageOf: members.languageOf,
    passwordHashing,
    ...(firebase ? { hostedCredentials: firebase } : {}),
  });
  const sessions = firebase
    ? {
        verifyAccessToken: firebase.verifyAccessToken,
        isCurrentSession: firebase.isCurrentSession,
        async endAllSessions(uid: string, audit?: AuditRecord) {
          await firebase.endAllSessions(uid);
          await identity.endAllSessions(uid, audit);
        },
        async deleteAccount(uid: string) {
          await firebase.deleteAccount(uid);
          await identity.deleteAccount(uid);
        },
        close: firebase.close,
      }
    : {
        verifyAccessToken: tokens.verify,
        isCurrentSession: identity.isCurrentSession,
        endAllSessions: identity.endAllSessions,
        deleteAccount: identity.deleteAccount,
        close: async () => {},
      };
  // A folder per feature under DATA_DIR, or a prefix per feature in the bucket (decision 044).
  const imageStoreFor = await imageStorage(config.storage, config.dataDir);
  const pictureFiles = imageStoreFor('pictures');
  const users = usersService({
    repository: userRows,
    identity: sessions,
    // A member's export carries everything kept about them (D6, decision 046): each feature's reader, by section.
    exportSections: memberExportSections(db, {
      health: healthProfile.exportFor,
      coachRows,
      personaQuestions: personaRows.exportFor,
      gameRows,
      supportRequests: supportRows.exportFor,
      notifications: notificationRows.exportFor,
    }),
    pictures: pictureFiles,
    subscriptionOf: subscriptions.subscriptionOf,
    stopCharges: subscriptions.stopCharges,
  });
  const pictures = picturesService(
    userRows,
    pictureFiles,
    config.pictureMaxBytes,
    subscriptions.subscriptionOf,
  );
  const plans = plansService(billingRows);
  const federatedSignIn = federatedSignInService({
    repository: identityStore,
    providers: config.federatedProviders.map(createFederatedProvider),
    openSession: identity.openSession,
    redirectUriOf: (provider) =>
      new URL(apiPathOf(identityEndpoints.federatedCallback, { provider }), config.publicUrl).href,
    log,
    handsTokensToFirebase: config.identity.kind === 'firebase',
    ...(firebase ? { firebaseLinksOf: firebase.linkedProviders } : {}),
  });
  const rewardRows = rewardsRepository(db, events);
  const checkLowStock = lowStockAlerts({
    repository: rewardRows,
    staffContacts: members.staffContacts,
    mailer: appMailer,
    stockUrl: new URL(paths.rewardsPromoCode(), config.publicUrl).href,
    log,
    events,
  });
  const memberIdOf = async (caller: Caller) => (await members.memberOf(caller)).id;
  const rewards = rewardsService({ repository: rewardRows, checkLowStock });
  const memberRewards = memberRewardsService({
    repository: rewardRows,
    memberOf: members.memberOf,
    events,
    notify,
  });
  const draws = drawsService({
    repository: drawsRepository(db, events),
    members,
    premiumMembersIn: subscriptions.premiumMembersIn,
    // Weighted draws (issue 17): the games' points ledger decides each ticket's entries.
    monthPointsOf: gameRows.monthPointsOf,
    mailer: appMailer,
    notify,
    events,
    rewardsUrl: new URL(paths.perks(), config.publicUrl).href,
  });
  // Live updates cross servers through Redis or PostgreSQL; the CLI builds the services too, and closes the bus.
  const liveBus = createLiveBus({ db, redisUrl: config.redisUrl, log });
  const communityRows = communityRepository(db, events);
  const community = communityService({
    repository: communityRows,
    memberOf: members.memberOf,
    standingOf: members.standingOf,
    premiumAccessOf: subscriptions.premiumAccessOf,
    events,
    bus: liveBus,
  });
  const feedRows = feedRepository(db, events);
  const feed = feedService({ repository: feedRows, memberOf: members.memberOf });
  const feedAuthoring = feedAuthoringService({
    repository: feedRows,
    memberOf: members.memberOf,
    // Their own folder or prefix: the profile pictures' sweep must never see a post's images, nor this sweep a picture.
    images: imageStoreFor('feed-images'),
  });
  const digest = feedDigest({
    repository: feedRows,
    events,
    mailer: appMailer,
    contactOf: members.contactOf,
    hasPremium: async (userId) => hasPremiumAccess(await subscriptions.subscriptionOf(userId)),
    publicUrl: config.publicUrl,
  });
  const feedPostNotices = feedAnnouncements({
    repository: feedRows,
    events,
    readers: subscriptions.premiumMembersNow,
    notifyMany: notifications.notifyMany,
  });
  const modelCallRows = modelCallsRepository(db);
  const languageModel = languageModelFrom(config.languageModel, {
    // Every call is logged with its cost and latency, and kept for the member's daily quota.
    onReport: (report) => {
      log.info({ modelCall: report }, 'language model call');
      const userId = typeof report.labels?.userId === 'string' ? report.labels.userId : null;
      const feature = String(report.labels?.feature ?? 'unknown');
      void modelCallRows.record({ userId, feature, report }).catch((error: unknown) => {
        log.error({ err: error }, 'could not record a language model call');
      });
    },
  });
  const modelQuota: ModelQuota = {
    model: languageModel,
    callsToday: (userId: string) =>
      modelCallRows.callsSince(userId, new Date(new Date().toISOString().slice(0, 10))),
    // Each plan holds its members' calls a day (issue 16); staff keep theirs.
    dailyCallsOf: dailyModelCalls(subscriptions.aiDailyCallsOf),
  };
  const modelDeadlineMs = config.languageModel.provider === 'none' ? 0 : config.languageModel.timeoutMs;
  const persona = personaService({
    repository: personaRows,
    library: personaLibrary(personaRows, {
      version: feedRows.ambassadorPostsVersion,
      list: feedRows.ambassadorPosts,
    }),
    memberOf: members.memberOf,
    quota: modelQuota,
    deadlineMs: modelDeadlineMs,
  });
  const games = gamesService({ repository: gameRows, memberOf: members.memberOf, events });
  const support = supportService({
    repository: supportRows,
    memberOf: members.memberOf,
    staffContacts: members.staffContacts,
    mailer: appMailer,
    notify,
    events,
    publicUrl: config.publicUrl,
  });
  const membersAdmin = membersAdminService({
    repository: membersAdminRepository(db),
    staffOf: members.memberOf,
    accounts: users.staffActions,
    billing: subscriptions.staffActions,
  });
  const coach = coachService({
    repository: coachRows,
    memberOf: members.bodyFactsOf,
    healthOf: healthProfile.read,
    updateWeight: healthProfile.updateWeight,
    quota: modelQuota,
    deadlineMs: modelDeadlineMs,
  });
  return {
    events,
    liveBus,
    /** Waits for deliveries already started, then lets go of the live bus and the credential holder's connections. */
    async close() {
      await events.settled();
      await liveBus.close();
      await sessions.close();
    },
    membersAdmin,
    support,
    notifications,
    communityRows,
    community,
    users,
    pictures,
    healthProfile,
    tokens,
    identity,
    /** Who holds the credentials (D3): verifies callers' tokens, ends and deletes their sessions. */
    sessions,
    federatedSignIn,
    subscriptions,
    sandboxCheckout,
    /** Null unless Stripe takes the payments: then its webhook and return routes exist. */
    stripeWebhooks: stripe?.webhooks ?? null,
    plans,
    subscriptionStatistics: () => subscriptionStatistics(billingRows),
    coach,
    persona,
    games,
    feed,
    feedAuthoring,
    feedDigest: digest,
    feedPostNotices,
    memberIdOf,
    rewards,
    memberRewards,
    draws,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
