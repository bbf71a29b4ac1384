import type { Database } from '../../db/client';
import { accountMigrationQueries } from './account-migration.repository';
import { accountQueries } from './accounts.repository';
import { attemptLimitQueries } from './attempt-limits.repository';
import { federatedIdentityQueries } from './federated-identities.repository';
import { passwordResetQueries } from './password-reset.repository';
import { sessionQueries } from './sessions.repository';

export type { FederatedLink, ImportedAccount } from './account-migration.repository';
export type { IdentityAccount } from './accounts.repository';
export type { FederatedCredential, FederatedSignInAttempt } from './federated-identities.repository';

/** The identity service's storage, one group of queries per topic. */
export function identityRepository(db: Database) {
  return {
    ...accountQueries(db),
    ...sessionQueries(db),
    ...passwordResetQueries(db),
    ...attemptLimitQueries(db),
    ...federatedIdentityQueries(db),
    ...accountMigrationQueries(db),
  };
}

export type IdentityRepository = ReturnType<typeof identityRepository>;
