import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { z } from 'zod';
import { createEventBus, type EventBus, type EventSchemas } from './domain-events';
import { eventCatalogue } from './event-catalogue';
import { domainEvents } from './domain-events.schema';

declare module './domain-events' {
  interface DomainEventPayloads {
    'test.happened': { n: number };
  }
}

describe('domain events through the transactional outbox (decision 024)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  const db = () => subject.database.db;
  const schemas = { ...eventCatalogue, 'test.happened': z.object({ n: z.number() }) } as EventSchemas;
  const newBus = () => createEventBus({ db: db(), log: subject.app.log, schemas });
  /** Publishes one event and waits for the delivery that follows the commit. */
  const publishOne = async (bus: EventBus, n: number) => {
    await bus.transaction(
      () => ({}),
      (tx) => tx.publish('test.happened', { n }),
    );
    await bus.settled();
  };
  /** Makes every waiting event due now, as if its backoff had passed. */
  const makeDue = () =>
    db()
      .update(domainEvents)
      .set({ availableAt: sql`now()` });
  const clear = () => db().delete(domainEvents);

  it('delivers an event after its transaction commits, once', async () => {
    await clear();
    const bus = newBus();
    const seen: number[] = [];
    bus.on('test.happened', 'record', async ({ n }) => void seen.push(n));
    await publishOne(bus, 1);
    expect(seen).toEqual([1]);
    expect(await bus.dispatchDue()).toEqual({ dispatched: 0, retry: 0, failed: 0 });
    expect(seen).toEqual([1]);
    expect(await bus.backlog()).toMatchObject({ waiting: 0, failed: 0 });
  });

  it('hands the transaction its result before delivering: a slow handler never holds the caller', async () => {
    await clear();
    const bus = newBus();
    let releaseHandler = () => {};
    const handlerMayEnd = new Promise<void>((resolve) => (releaseHandler = resolve));
    const seen: number[] = [];
    bus.on('test.happened', 'slow', async ({ n }) => {
      await handlerMayEnd;
      seen.push(n);
    });
    const result = await bus.transaction(
      () => ({}),
      async (tx) => {
        await tx.publish('test.happened', { n: 7 });
        return 'committed';
      },
    );
    expect(result).toBe('committed');
    expect(seen).toEqual([]);
    releaseHandler();
    await bus.settled();
    expect(seen).toEqual([7]);
    expect(await bus.backlog()).toMatchObject({ waiting: 0, failed: 0 });
  });

  it('refuses a payload its schema does not allow, and rolls the change back with it', async () => {
    await clear();
    const bus = newBus();
    await expect(
      bus.transaction(
        () => ({}),
        (tx) => tx.publish('test.happened', { n: 'eight' } as unknown as { n: number }),
      ),
    ).rejects.toThrow();
    expect(await db().select().from(domainEvents)).toEqual([]);
  });

  it("never hands a handler a stored payload today's schema does not read: the delivery fails, to be retried", async () => {
    await clear();
    const bus = newBus();
    const seen: number[] = [];
    bus.on('test.happened', 'record', async ({ n }) => void seen.push(n));
    await db()
      .insert(domainEvents)
      .values({ type: 'test.happened', payload: { count: 9 } });
    expect(await bus.dispatchDue()).toEqual({ dispatched: 0, retry: 1, failed: 0 });
    expect(seen).toEqual([]);
  });

  it('never delivers the event of a transaction that rolled back, nor keeps it', async () => {
    await clear();
    const bus = newBus();
    const seen: number[] = [];
    bus.on('test.happened', 'record', async ({ n }) => void seen.push(n));
    await expect(
      bus.transaction(
        () => ({}),
        async (tx) => {
          await tx.publish('test.happened', { n: 2 });
          throw new Error('the change failed');
        },
      ),
    ).rejects.toThrow('the change failed');
    await bus.dispatchDue();
    expect(seen).toEqual([]);
    expect(await db().select().from(domainEvents)).toEqual([]);
  });

  it('retries a failed handler later without repeating the handlers that succeeded', async () => {
    await clear();
    const bus = newBus();
    const mailed: number[] = [];
    let pushFails = true;
    const pushed: number[] = [];
    bus.on('test.happened', 'mail', async ({ n }) => void mailed.push(n));
    bus.on('test.happened', 'push', async ({ n }) => {
      if (pushFails) throw new Error('push service down');
      pushed.push(n);
    });
    // The change is committed even though a handler failed: the caller is not told of a delivery problem.
    await publishOne(bus, 3);
    expect(mailed).toEqual([3]);
    expect(pushed).toEqual([]);
    const [waiting] = await db().select().from(domainEvents);
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'push service down', dispatchedAt: null });
    expect(waiting!.availableAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

    // Not due yet: the backoff holds it back.
    expect(await bus.dispatchDue()).toEqual({ dispatched: 0, retry: 0, failed: 0 });
    pushFails = false;
    await makeDue();
    expect(await bus.dispatchDue()).toEqual({ dispatched: 1, retry: 0, failed: 0 });
    expect(mailed).toEqual([3]);
    expect(pushed).toEqual([3]);
  });

  it('sets an event aside for staff when its retries run out', async () => {
    await clear();
    const bus = newBus();
    bus.on('test.happened', 'broken', async () => {
      throw new Error('always fails');
    });
    await publishOne(bus, 4);
    for (let attempt = 2; attempt <= 12; attempt += 1) {
      await makeDue();
      await bus.dispatchDue();
    }
    const [event] = await db().select().from(domainEvents);
    expect(event).toMatchObject({ attempts: 12, lastError: 'always fails' });
    expect(event!.failedAt).toBeInstanceOf(Date);
    expect(await bus.backlog()).toMatchObject({ waiting: 0, failed: 1 });
    await makeDue();
    expect(await bus.dispatchDue()).toEqual({ dispatched: 0, retry: 0, failed: 0 });
  });

  it('lets two dispatchers racing over the same backlog deliver each event once', async () => {
    await clear();
    const seen: number[] = [];
    const buses = [newBus(), newBus()];
    for (const bus of buses) bus.on('test.happened', 'record', async ({ n }) => void seen.push(n));
    const silent = newBus(); // publishes without handlers, so everything waits for the dispatchers
    for (let n = 0; n < 120; n += 1) await publishOne(silent, n);
    await db().update(domainEvents).set({ dispatchedAt: null, attempts: 0, leasedUntil: null });
    const [first, second] = await Promise.all(buses.map((bus) => bus.dispatchDue()));
    expect(first!.dispatched + second!.dispatched).toBe(120);
    expect(seen.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 120 }, (_, n) => n));
  });

  it('prunes delivered events after their keeping time, never waiting ones', async () => {
    await clear();
    const bus = newBus();
    await publishOne(bus, 5);
    await db()
      .insert(domainEvents)
      .values({ type: 'test.happened', payload: { n: 6 } });
    expect(await bus.pruneDispatched(new Date(Date.now() + 60_000))).toBe(1);
    const left = await db().select().from(domainEvents);
    expect(left.map((event) => event.payload)).toEqual([{ n: 6 }]);
    await db().delete(domainEvents).where(eq(domainEvents.type, 'test.happened'));
  });
});
