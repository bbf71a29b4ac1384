/**
 * Every endpoint of the API, by feature. The server registers its routes from these, the web calls them through one
 * typed client, and the authorization matrix test walks them all.
 */
export * as auditEndpoints from './audit';
export * as coachEndpoints from './coach';
export * as communityEndpoints from './community';
export * as drawEndpoints from './draws';
export * as feedEndpoints from './feed';
export * as gameEndpoints from './games';
export * as healthEndpoints from './health';
export * as healthProfileEndpoints from './health-profile';
export * as identityEndpoints from './identity';
export * as jobEndpoints from './jobs';
export * as memberRewardEndpoints from './member-rewards';
export * as membersAdminEndpoints from './members-admin';
export * as personaEndpoints from './persona';
export * as pictureEndpoints from './pictures';
export * as planEndpoints from './plans';
export * as rewardEndpoints from './rewards';
export * as sandboxCheckoutEndpoints from './sandbox-checkout';
export * as stripeEndpoints from './stripe';
export * as subscriptionEndpoints from './subscriptions';
export * as notificationEndpoints from './notifications';
export * as supportEndpoints from './support';
export * as userEndpoints from './users';
