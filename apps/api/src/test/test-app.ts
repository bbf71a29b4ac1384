import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Language, Role } from '@vitalia/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { signUp, type TestAccount } from './accounts';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createServices } from '../services';
import type { MailMessage } from '../lib/mailer';
import type { PasswordHashing } from '../features/identity/passwords';
import { databaseUrlOn, onServer } from './database-server';
import type { MigratedTemplate } from './migrated-template';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** The throwaway PostgreSQL database's address, for a second server on it; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Every email the app sent, newest last. */
  outbox: MailMessage[];
  close(): Promise<void>;
}

/** The run's migrated template (migrated-template.ts), when the file runs under the API project's global setup. */
function templateFor(serverUrl: string | undefined): MigratedTemplate | null {
  const template = inject('migratedTemplate') ?? null;
  if (template?.kind === 'postgres' && template.serverUrl !== serverUrl) return null;
  if (template?.kind === 'pglite' && serverUrl) return null;
  return template;
}

/**
 * A throwaway database: in-memory PGlite by default; with DATABASE_URL set, a fresh PostgreSQL database on that
 * server, dropped afterwards — so the same tests prove both engines. Both start as a copy of the run's migrated
 * template when there is one.
 */
async function openTestDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; url: string | undefined; drop(): Promise<void> }> {
  const template = templateFor(config.databaseUrl);
  if (!config.databaseUrl) {
    const startFrom = template?.kind === 'pglite' ? new Blob([await readFile(template.dumpFile)]) : undefined;
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(startFrom ? { startFrom } : {}),
    });
    return { database, url: undefined, drop: async () => {} };
  }
  const serverUrl = config.databaseUrl;
  const name = `vitalia_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    `create database ${name}${template?.kind === 'postgres' ? ` template ${template.databaseName}` : ''}`,
  );
  const url = databaseUrlOn(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    database,
    url,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * argon2id at its cheapest: the suite signs up about 800 members a step, 200 of them at once in one test, and OWASP's
 * 19 MiB and two passes are there to slow an attacker, not a test. The server and the CLI never take this;
 * passwords.test.ts proves what they hash with.
 */
const testPasswordHashing: PasswordHashing = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export interface TestAppOptions {
  /** Where the server's log goes, with its own options (level from `logLevel`, redaction); silent otherwise. */
  logStream?: { write(line: string): void };
  /** The signing key's folder (`<keysDir>/keys/identity-signing-key.json`), for a test that signs tokens with it. */
  keysDir?: string;
  /** Send mail with the app's own mailer (SMTP at `smtpUrl`) rather than into `outbox`. */
  sendsRealMail?: boolean;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Lets a test mount a route of its own (a failing one, say) before the app is sealed. */
  beforeReady?: (app: App) => void,
  { logStream, keysDir, sendsRealMail = false }: TestAppOptions = {},
): Promise<TestApp> {
  const config: Config = {
    ...loadConfig(),
    environment: 'test',
    webDistDir: '/nonexistent',
    authRateLimitPerMinute: 1000,
    ...overrides,
  };
  const { database, url: databaseUrl, drop } = await openTestDatabase(config);
  const outbox: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void outbox.push(message) };
  const app = await buildApp({
    config,
    db: database.db,
    logger: logStream ? { stream: logStream } : false,
    ...(sendsRealMail ? {} : { mailer }),
    keysDir: keysDir ?? null,
    passwordHashing: testPasswordHashing,
  });
  beforeReady?.(app);
  await app.ready();
  settleDeliveriesAfterEachAnswer(app);
  return {
    app,
    database,
    databaseUrl,
    outbox,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * A test's next look comes after what the request's events set off (mail, the bell, points), as a member's does: the
 * answer itself went out before any of it (the outbox delivers after the response; domain-events.test.ts and the
 * slow-mail claim test prove it), so this only orders the test's reads.
 */
function settleDeliveriesAfterEachAnswer(app: App) {
  const answer = app.inject.bind(app) as (options: string | InjectOptions) => Promise<LightMyRequestResponse>;
  const settled = async (options: string | InjectOptions) => {
    const response = await answer(options);
    await app.eventDeliveriesSettled();
    return response;
  };
  app.inject = settled as unknown as App['inject'];
}

/** The business services over a test app's database, for what has no HTTP route (the scheduled purge, say). */
export function servicesOf(
  testApp: TestApp,
  overrides: Partial<Config> = {},
  { mailsToOutbox = false }: { mailsToOutbox?: boolean } = {},
) {
  return createServices({
    config: { ...loadConfig(), ...overrides },
    db: testApp.database.db,
    log: testApp.app.log,
    mailer: { send: async (message) => void (mailsToOutbox && testApp.outbox.push(message)) },
    keysDir: null,
  });
}

/** The default plans (Free, Premium monthly and yearly), as the demo data seeds them. */
export type SeededPlans = Awaited<ReturnType<typeof seedPlans>>;

export async function seedPlans(testApp: TestApp) {
  const services = await servicesOf(testApp);
  const plans = await services.plans.ensureDefaults();
  await services.close();
  const find = (tier: string, type: string) =>
    plans.find((plan) => plan.tier === tier && plan.type === type)!;
  return {
    free: find('free', 'monthly'),
    monthly: find('premium', 'monthly'),
    yearly: find('premium', 'yearly'),
  };
}

/** A registered member given a role (admin, karim…), as the operator CLI would. */
export async function memberWithRole(
  testApp: TestApp,
  role: Role,
  language: Language = 'en',
): Promise<TestAccount> {
  const account = await signUp(testApp.app);
  const services = await servicesOf(testApp);
  await services.users.ensureRegistered(account, { role, firstname: null, lastname: null, language });
  // The role change's event is delivered after its commit: the test starts once it has been.
  await services.close();
  return account;
}
