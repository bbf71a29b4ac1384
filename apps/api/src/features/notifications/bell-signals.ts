import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus } from '../../lib/live-bus';

/** 100 ids of 36 characters keep a signal well under PostgreSQL NOTIFY's 8,000-byte payload. */
const membersPerSignal = 100;

/**
 * Tells the members' open streams, on every server, that their bell changed. A signal that is lost only delays the
 * count until the bell's own slower check (decision 026: the database stays the truth), so it never fails the write.
 */
export function bellSignals(liveBus: LiveBus, log: Pick<FastifyBaseLogger, 'warn'>) {
  return async (memberIds: readonly string[]) => {
    for (let start = 0; start < memberIds.length; start += membersPerSignal) {
      const memberIdsNow = memberIds.slice(start, start + membersPerSignal);
      await liveBus.publish({ kind: 'notified', memberIds: memberIdsNow }).catch((error: unknown) => {
        log.warn({ err: error }, 'live updates: a bell could not be told; it counts again at its next check');
      });
    }
  };
}
