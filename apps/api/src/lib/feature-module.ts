import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { EventBus } from './domain-events/domain-events';
import type { ScheduledJob } from './job-runner/job-runner';
import type { LiveBus } from './live-bus';
import type { Mailer } from './mailer';
import type { ImageArea, ImageStore } from './stored-images';

/** What every feature may use that belongs to no feature: the database, the outbox, mail, storage, the model. */
export interface Platform {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  events: EventBus;
  mailer: Mailer;
  liveBus: LiveBus;
  imagesOf(area: ImageArea): ImageStore;
  /** Where the identity signing key is kept; null keeps it in memory (tests). */
  keysDir: string | null;
  /** argon2id's cost for new passwords: OWASP's floor unless a test passes less. */
  passwordHashing: { memoryCost: number; timeCost: number; parallelism: number } | undefined;
}

/** What the HTTP app adds when it mounts a feature's routes. */
export interface RouteContext {
  platform: Platform;
  /** Every scheduled job of every module, for the staff's jobs panel. */
  jobs: readonly ScheduledJob[];
}

/**
 * A feature as the composition root sees it (issue 37): its tables, how its services are built from the platform
 * and from services built before it, its routes, its scheduled jobs and what it does when a server starts. The
 * module list (`modules.ts`) is the only place that names every feature; `services.ts`, `app.ts`,
 * `scheduled-jobs.ts` and `db/schema.ts` loop over it.
 *
 * `Needs` names, by the services' own names, what the feature takes from other features. What `build` reads must
 * come from a module earlier in the list: the order is checked as the services are built, so a module that reads a
 * later one fails at start-up, by name. Routes and jobs run once all are built and may use any.
 */
export interface FeatureModule<Needs, Built extends object> {
  name: string;
  /** The feature's Drizzle tables (its `<feature>.schema.ts`), for the query builder and drizzle-kit. */
  tables?: Record<string, unknown>;
  build(platform: Platform, needs: Needs): Built | Promise<Built>;
  /** Mounted once every module is built, so it may use a need that `build` must not read (a later module's). */
  routes?(api: FastifyInstance, built: Built & Needs, context: RouteContext): Promise<void>;
  jobs?(built: Built & Needs, platform: Platform): ScheduledJob[];
  /** Work a serving process does once before it takes requests (a sweep of what a stop cut off). */
  start?(built: Built & Needs, platform: Platform): Promise<void>;
}

/** Keeps `Needs` and `Built` inferred from the module's own functions. */
export function featureModule<Needs, Built extends object>(
  module: FeatureModule<Needs, Built>,
): FeatureModule<Needs, Built> {
  return module;
}
