import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { PasswordHashing } from './features/identity/passwords';
import { createEventBus } from './lib/domain-events/domain-events';
import type { FeatureModule, Platform } from './lib/feature-module';
import { imageStorage } from './lib/image-store';
import { createLiveBus } from './lib/live-bus';
import { createMailer, type Mailer } from './lib/mailer';
import { modules } from './modules';

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

type Module = (typeof modules)[number];
type BuiltBy<M> = M extends { build(...args: never[]): infer B } ? Awaited<B> : never;
/** A module that needs nothing has `unknown` needs, which would swallow the others in a union: it needs `object`. */
type NeedsOf<M> = M extends { build(platform: Platform, needs: infer N): unknown }
  ? unknown extends N
    ? object
    : N
  : never;
type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** Every service of every module, by name. */
export type ModuleServices = Intersection<BuiltBy<Module>>;
/**
 * Checked when the code compiles: what any module names as a need, some module builds, with a type that fits. The
 * order is checked as the services are built.
 */
const everyNeedIsBuilt: ModuleServices extends Intersection<NeedsOf<Module>> ? true : never = true;
void everyNeedIsBuilt;

async function createPlatform({ config, db, log, mailer, keysDir, passwordHashing }: ServiceOptions) {
  return {
    config,
    db,
    log,
    events: createEventBus({ db, log, leaseSeconds: config.outboxLeaseSeconds }),
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log,
      }),
    // Live updates cross servers through Redis or PostgreSQL; the CLI builds the services too, and closes the bus.
    liveBus: createLiveBus({ db, redisUrl: config.redisUrl, log }),
    // A folder per feature under DATA_DIR, or a prefix per feature in the bucket (decision 044).
    imagesOf: await imageStorage(config.storage, config.dataDir),
    keysDir: keysDir === undefined ? config.dataDir : keysDir,
    passwordHashing,
  } satisfies Platform;
}

/**
 * Hands a module what it reads of the services built so far, and stops the start-up by name when it reads one
 * that a later module builds.
 */
function needsFor(moduleName: string, built: Record<string, unknown>) {
  return new Proxy(built, {
    get(target, key) {
      if (typeof key === 'string' && !Object.hasOwn(target, key)) {
        throw new Error(
          `the ${moduleName} module reads ${key}, which no module above it in modules.ts builds`,
        );
      }
      return Reflect.get(target, key);
    },
  });
}

/** Builds each module's services in the list's order, handing each what the modules above it built. */
export async function buildModules(
  list: readonly Pick<FeatureModule<never, object>, 'name' | 'build'>[],
  platform: Platform,
): Promise<Record<string, unknown>> {
  const built: Record<string, unknown> = {};
  for (const module of list) {
    const services = await module.build(platform, needsFor(module.name, built) as never);
    for (const name of Object.keys(services)) {
      if (Object.hasOwn(built, name))
        throw new Error(`two modules build ${name}; the ${module.name} module is the second`);
    }
    Object.assign(built, services);
  }
  return built;
}

/** The composition root of the business services, shared by the HTTP app and the operator CLI: a loop over modules. */
export async function createServices(options: ServiceOptions) {
  const platform = await createPlatform(options);
  const services = (await buildModules(modules, platform)) as unknown as ModuleServices;
  return {
    ...services,
    platform,
    events: platform.events,
    liveBus: platform.liveBus,
    /** Waits for deliveries already started, then lets go of the live bus and the credential holder's connections. */
    async close() {
      await platform.events.settled();
      await platform.liveBus.close();
      await services.sessions.close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
