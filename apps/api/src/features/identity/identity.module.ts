import { identityEndpoints } from '@vitalia/contracts';
import { crossSiteCheck } from '../../lib/cross-site-requests';
import { apiPathOf } from '../../lib/endpoints';
import { featureModule } from '../../lib/feature-module';
import type { AuditRecord } from '../../lib/audit-log/audit-log.repository';
import { attemptLimits } from './attempt-limits';
import { createFederatedProvider } from './federated-providers';
import { federatedSignInRoutes } from './federated-sign-in.routes';
import { federatedSignInService } from './federated-sign-in.service';
import { identityRepository } from './identity.repository';
import { identityRoutes, type IdentityRoutesOptions } from './identity.routes';
import * as tables from './identity.schema';
import { identityService } from './identity.service';
import { sessionCookie } from './session-cookie';
import { createTokenIssuer } from './signing-key';

export interface IdentityNeeds {
  members: { languageOf: Parameters<typeof identityService>[0]['languageOf'] };
  /** Read by the routes only (the accounts come later): the profile `GET /users/me` answers, for a refresh. */
  users: { me: IdentityRoutesOptions['profileOf'] };
}

/** Accounts, sessions, password resets and federated sign-in (D3), embedded or with Firebase holding credentials. */
export const identityModule = featureModule({
  name: 'identity',
  tables,
  async build({ config, db, log, mailer, keysDir, passwordHashing }, { members }: IdentityNeeds) {
    const tokens = await createTokenIssuer({
      dataDir: keysDir,
      issuer: `${config.publicUrl.origin}/api/identity`,
    });
    // With Firebase holding the credentials, its ID tokens are what callers present, it sets a reset password, and
    // ending or deleting an account ends or deletes its Firebase user too; the embedded records (reset codes, audit,
    // epochs) are kept the same either way (decision 040). Imported only when configured: firebase-admin's auth
    // module takes about 170 ms to load, which every embedded server (and every API test's app) would otherwise pay.
    const firebase =
      config.identity.kind === 'firebase'
        ? (await import('./firebase-identity')).firebaseIdentity(config.identity)
        : null;
    const identityStore = identityRepository(db);
    const identity = identityService({
      repository: identityStore,
      limits: attemptLimits(identityStore),
      tokens,
      mailer,
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
    /** Who holds the credentials (D3): verifies callers' tokens, ends and deletes their sessions. */
    return { tokens, identity, sessions, federatedSignIn };
  },
  async routes(api, { identity, tokens, federatedSignIn, users }, { platform: { config } }) {
    const isHttps = config.publicUrl.protocol === 'https:';
    const cookie = sessionCookie({ isHttps });
    const refuseCrossSite = crossSiteCheck(config.browserOrigins);
    const rateLimitPerMinute = config.authRateLimitPerMinute;
    await api.register(identityRoutes, {
      service: identity,
      tokens,
      sessionCookie: cookie,
      refuseCrossSite,
      rateLimitPerMinute,
      profileOf: users.me,
      opensSessions: config.identity.kind === 'embedded',
    });
    // With Firebase too: the provider's checked token then goes to Firebase through the browser (decision 041).
    await api.register(federatedSignInRoutes, {
      service: federatedSignIn,
      sessionCookie: cookie,
      isHttps,
      refuseCrossSite,
      rateLimitPerMinute,
    });
  },
});
