import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordAudit, type AuditRecord } from '../audit-log/audit-log.repository';
import { domainEventsRepository, insertEvent, type StoredEvent } from './domain-events.repository';
import { eventCatalogue, type DomainEventPayloads as CataloguePayloads } from './event-catalogue';

/** The schema of each event type: the catalogue's, or more in a test. */
export type EventSchemas = { [K in DomainEventType]: { parse(payload: unknown): DomainEventPayloads[K] } };

/**
 * Every event type and its payload: the catalogue's schemas (event-catalogue.ts). An interface, so that a test can
 * declare an event of its own (and hand the bus its schema).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
export interface DomainEventPayloads extends CataloguePayloads {}
export type DomainEventType = keyof DomainEventPayloads;

export type EventHandler<K extends DomainEventType> = (
  payload: DomainEventPayloads[K],
  /** `deliveryKey` names this handler's delivery of this event: the same on every retry (a mail's Message-ID). */
  event: { id: number; deliveryKey: string },
) => Promise<void>;

/**
 * What a transaction gets to announce its change: the event is written with it and delivered after commit; a staff
 * action is written to the audit log with it, naming the caller and the request being served.
 */
export interface EventRecorder {
  /** `afterSeconds` holds the event back that long: a retry its handler schedules (a push service's "later"). */
  publish<K extends DomainEventType>(
    type: K,
    payload: DomainEventPayloads[K],
    options?: { afterSeconds?: number },
  ): Promise<void>;
  audit(record: AuditRecord): Promise<void>;
}

const batchSize = 50;
/** 10 s, 20 s, 40 s … capped at an hour; after the last attempt (about a day in all) the event is set aside. */
const maxAttempts = 12;
const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 60 * 60);

export function createEventBus({
  db,
  log,
  leaseSeconds = 60,
  // The catalogue holds every event but those a test declares, which hands the bus their schemas too.
  schemas = eventCatalogue as unknown as EventSchemas,
}: {
  db: Database;
  schemas?: EventSchemas;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** `OUTBOX_LEASE_SECONDS`: how long a dispatcher holds an event before another may take it. */
  leaseSeconds?: number;
}) {
  const repository = domainEventsRepository(db);
  const handlers = new Map<string, Map<string, EventHandler<never>>>();

  /** Runs the handlers that have not had the event yet; each success is recorded, so a retry never repeats it. */
  async function dispatch(event: StoredEvent): Promise<'dispatched' | 'retry' | 'failed'> {
    const delivered = await repository.deliveredHandlers(event.id);
    try {
      for (const [name, handle] of handlers.get(event.type) ?? []) {
        if (delivered.has(name)) continue;
        // A payload written by an older release is read through today's schema: a mismatch is a failed delivery.
        const payload = schemas[event.type as DomainEventType].parse(event.payload);
        await (handle as EventHandler<DomainEventType>)(payload as never, {
          id: event.id,
          deliveryKey: `event-${event.id}.${name}`,
        });
        await repository.recordDelivery(event.id, name);
      }
      await repository.markDispatched(event.id);
      return 'dispatched';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givesUp = event.attempts >= maxAttempts;
      await repository.markFailed(event.id, message, givesUp ? null : retryDelaySeconds(event.attempts));
      log[givesUp ? 'error' : 'warn'](
        { event: event.id, type: event.type, err: error },
        'event delivery failed',
      );
      return givesUp ? 'failed' : 'retry';
    }
  }

  async function dispatchAll(events: StoredEvent[]) {
    const outcomes = { dispatched: 0, retry: 0, failed: 0 };
    for (const event of events) outcomes[await dispatch(event)] += 1;
    return outcomes;
  }

  const inFlight = new Set<Promise<unknown>>();

  /**
   * Delivery starts once the caller has its answer: a member's claim never waits on the low-stock mail to every admin
   * (issue 37). A delivery that fails, or a process that stops first, leaves the event to `dispatchDue`.
   */
  function deliverAfterCommit(ids: number[]) {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => repository.lease({ ids, limit: ids.length, leaseSeconds }))
      .then(dispatchAll)
      .catch((error: unknown) => log.warn({ err: error }, 'events left for the dispatcher'))
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  return {
    /** Registers a handler by a stable name (the name records its deliveries): at start-up, before any delivery. */
    on<K extends DomainEventType>(type: K, name: string, handle: EventHandler<K>) {
      const forType = handlers.get(type) ?? new Map<string, EventHandler<never>>();
      if (forType.has(name)) throw new Error(`the handler ${name} of ${type} is registered twice`);
      forType.set(name, handle as EventHandler<never>);
      handlers.set(type, forType);
    },

    /**
     * Runs `work` in one transaction whose events are written with it; they are delivered after the answer, never
     * inside it. The change is committed whatever becomes of the delivery.
     */
    async transaction<Q, T>(
      bind: (tx: Database) => Q,
      work: (tx: Q & EventRecorder) => Promise<T>,
    ): Promise<T> {
      const recorded: number[] = [];
      const result = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const recorder: EventRecorder = {
          async publish(type, payload, options) {
            // Checked against the catalogue inside the transaction: a wrong payload rolls the change back.
            const afterSeconds = options?.afterSeconds ?? 0;
            const id = await insertEvent(tx, type, schemas[type].parse(payload), afterSeconds);
            // One held back is the dispatcher's once due: delivering it now would only find it not due.
            if (afterSeconds === 0) recorded.push(id);
          },
          audit: (record) => recordAudit(tx, record),
        };
        return work(Object.assign(bind(tx) as object, recorder) as Q & EventRecorder);
      });
      if (recorded.length > 0) deliverAfterCommit(recorded);
      return result;
    },

    /**
     * Resolves once every delivery started after a commit has ended: before the database closes, and in tests that
     * read what a handler sent.
     */
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** The dispatcher's pass (a scheduled job): every due event, oldest first, in batches. */
    async dispatchDue() {
      const total = { dispatched: 0, retry: 0, failed: 0 };
      for (;;) {
        const events = await repository.lease({ limit: batchSize, leaseSeconds });
        const outcomes = await dispatchAll(events);
        for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += outcomes[key];
        if (events.length < batchSize) return total;
      }
    },

    pruneDispatched: repository.pruneDispatched,
    backlog: repository.backlog,
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
