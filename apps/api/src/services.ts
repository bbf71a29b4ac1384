import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { identityRepository } from './features/identity/identity.repository';
import { identityService } from './features/identity/identity.service';
import { createTokenIssuer } from './features/identity/signing-key';
import { usersRepository } from './features/users/users.repository';
import { usersService } from './features/users/users.service';
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
  // Users and identity need each other (emails in the member's language; deletion ends the identity): the port is
  // bound late so that neither feature imports the other.
  let identityPort: ReturnType<typeof identityService> | null = null;
  const users = usersService(usersRepository(db), {
    endAllSessions: (uid) => identityPort!.endAllSessions(uid),
    deleteAccount: (uid) => identityPort!.deleteAccount(uid),
  });
  const tokens = await createTokenIssuer({
    dataDir: keysDir === undefined ? config.dataDir : keysDir,
    issuer: `${config.publicUrl.origin}/api/identity`,
  });
  const identity = identityService({
    repository: identityRepository(db),
    tokens,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        isProduction: config.environment === 'production',
        log,
      }),
    languageOf: users.languageOf,
  });
  identityPort = identity;
  return { users, tokens, identity };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
