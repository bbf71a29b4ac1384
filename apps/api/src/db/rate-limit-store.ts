import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimitWindows } from './schema';

type Answer = { current: number; ttl: number };
type RouteInfo = { method?: string | string[]; url?: string };

const staleAfter = sql`interval '1 day'`;

/**
 * A store for @fastify/rate-limit kept in PostgreSQL, so that several server instances count one IP together (its
 * in-memory store lets each instance grant the full allowance). One upsert per request: the window restarts once
 * it has run out, and the database's clock decides, not each instance's.
 */
export function databaseRateLimitStore(db: Database) {
  async function hit(key: string, timeWindowMs: number): Promise<Answer> {
    const window = sql`(${timeWindowMs}::int * interval '1 millisecond')`;
    const hasEnded = sql`${rateLimitWindows.windowStartedAt} <= now() - ${window}`;
    const [row] = await db
      .insert(rateLimitWindows)
      .values({ key, windowStartedAt: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          hits: sql`case when ${hasEnded} then 1 else ${rateLimitWindows.hits} + 1 end`,
          windowStartedAt: sql`case when ${hasEnded} then now() else ${rateLimitWindows.windowStartedAt} end`,
        },
      })
      .returning({
        current: rateLimitWindows.hits,
        ttl: sql<number>`greatest(0, extract(epoch from (${rateLimitWindows.windowStartedAt} + ${window} - now())) * 1000)::int`,
      });
    // Now and then, forget addresses not seen for a day, so the table stays small.
    if (Math.random() < 0.01) {
      await db
        .delete(rateLimitWindows)
        .where(lt(rateLimitWindows.windowStartedAt, sql`now() - ${staleAfter}`));
    }
    return row ?? { current: 1, ttl: timeWindowMs };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes its options first; only children made below carry a prefix. */
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, answer: (error: Error | null, result?: Answer) => void, timeWindowMs: number) {
      hit(`${this.prefix}${key}`, timeWindowMs).then(
        (result) => answer(null, result),
        (error: Error) => answer(error),
      );
    }

    /**
     * One counter per route, as the plugin's own store keeps. Its types promise the route's options; at run time it
     * passes its merged settings with the route under `routeInfo`.
     */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route: RouteInfo = (options as { routeInfo?: RouteInfo }).routeInfo ?? options;
      const { method = '', url = '' } = route;
      return new DatabaseRateLimitStore(undefined, `${String(method)} ${url}|`);
    }
  };
}
