import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, postgresPoolOf, type DatabaseHandle } from '../db/client';
import { redisAnswers } from '../test/redis';
import { serverDatabase } from '../test/server-process';
import { createLiveBus, type LiveBus, type LiveSignal } from './live-bus';

const config = loadConfig();
const redisUrl = config.redisUrl ?? 'redis://127.0.0.1:6379';
const hasRedis = await redisAnswers(redisUrl);
const log = { warn: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signals on a channel of the test's own: a shared Redis or database may carry other servers' signals too. */
const changed = (seq = 1): LiveSignal => ({ kind: 'changed', channelId: randomUUID(), seq });
const typing = (): LiveSignal => ({
  kind: 'typing',
  channelId: randomUUID(),
  memberId: randomUUID(),
  name: 'Amina',
});

const notified = (): LiveSignal => ({ kind: 'notified', memberIds: [randomUUID(), randomUUID()] });

/** Subscribes and keeps what it hears. */
const sameSignal = (one: LiveSignal, other: LiveSignal) => JSON.stringify(one) === JSON.stringify(other);

function listenTo(bus: LiveBus) {
  const signals: LiveSignal[] = [];
  let reconnects = 0;
  const unsubscribe = bus.subscribe({
    onSignal: (signal) => signals.push(signal),
    onReconnect: () => (reconnects += 1),
  });
  return {
    unsubscribe,
    reconnects: () => reconnects,
    heard: (...sent: LiveSignal[]) => signals.filter((signal) => sent.some((one) => sameSignal(one, signal))),
  };
}
type Listener = ReturnType<typeof listenTo>;

/** Subscribing connects in the background: probe until every listener hears, so no later signal goes out early. */
async function untilListening(publisher: LiveBus, listeners: Listener[]) {
  const probe = changed();
  for (let attempt = 1; !listeners.every((listener) => listener.heard(probe).length > 0); attempt += 1) {
    if (attempt > 100) throw new Error('the bus never delivered');
    await publisher.publish(probe);
    await pause(50);
  }
}

/** What a two-server deployment does: each server publishes, and every server (itself too) hears. */
async function expectEachHearsTheOther(busA: LiveBus, busB: LiveBus) {
  const [listenerA, listenerB] = [listenTo(busA), listenTo(busB)];
  await untilListening(busA, [listenerA, listenerB]);
  const fromA = changed(7);
  const fromB = typing();
  const bellFromB = notified();
  await busA.publish(fromA);
  await busB.publish(fromB);
  await busB.publish(bellFromB);
  await vi.waitFor(() => {
    expect(listenerA.heard(fromA, fromB, bellFromB)).toEqual([fromA, fromB, bellFromB]);
    expect(listenerB.heard(fromA, fromB, bellFromB)).toEqual([fromA, fromB, bellFromB]);
  });
}

describe('the live bus', () => {
  let embedded: DatabaseHandle;
  beforeAll(async () => {
    embedded = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(() => embedded.close());

  it('on the embedded database, delivers within this process to every subscriber until it unsubscribes', async () => {
    const bus = createLiveBus({ db: embedded.db, redisUrl: undefined, log });
    expect(bus.kind).toBe('in-process');
    const [staying, leaving] = [listenTo(bus), listenTo(bus)];
    const first = changed();
    await bus.publish(first);
    leaving.unsubscribe();
    const second = typing();
    await bus.publish(second);
    expect(staying.heard(first, second)).toEqual([first, second]);
    expect(leaving.heard(first, second)).toEqual([first]);
    await bus.close();
  });

  describe.skipIf(!config.databaseUrl)('on PostgreSQL (LISTEN/NOTIFY)', () => {
    let target: Awaited<ReturnType<typeof serverDatabase>>;
    /** Two pools on one database, as two servers hold. */
    let serverA: DatabaseHandle;
    let serverB: DatabaseHandle;
    const bus = (server: DatabaseHandle) => createLiveBus({ db: server.db, redisUrl: undefined, log });

    beforeAll(async () => {
      target = await serverDatabase(config.databaseUrl!);
      serverA = await openDatabase({ kind: 'postgres', url: target.env.DATABASE_URL });
      serverB = await openDatabase({ kind: 'postgres', url: target.env.DATABASE_URL });
    });
    // Ending a pool waits for every connection taken from it: a bus that kept its LISTEN connection would hang here.
    afterAll(async () => {
      await serverA?.close();
      await serverB?.close();
      await target?.drop();
    });

    it("two servers' buses deliver each other's signals", async () => {
      const [busA, busB] = [bus(serverA), bus(serverB)];
      expect([busA.kind, busB.kind]).toEqual(['postgres', 'postgres']);
      await expectEachHearsTheOther(busA, busB);
      await Promise.all([busA.close(), busB.close()]);
    });

    it('reopens a LISTEN connection the database ended, and tells subscribers to catch up', async () => {
      const [busA, busB] = [bus(serverA), bus(serverB)];
      const listener = listenTo(busA);
      await untilListening(busB, [listener]);
      const ended = await postgresPoolOf(serverB.db)!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(ended.rowCount).toBe(1);
      await vi.waitFor(() => expect(listener.reconnects()).toBe(1), { timeout: 5000 });
      const afterwards = changed();
      await busB.publish(afterwards);
      await vi.waitFor(() => expect(listener.heard(afterwards)).toEqual([afterwards]));
      await Promise.all([busA.close(), busB.close()]);
    });

    it('close() gives its connection back and hears nothing more', async () => {
      const [busA, busB] = [bus(serverA), bus(serverB)];
      const [closing, staying] = [listenTo(busA), listenTo(busB)];
      await untilListening(busB, [closing, staying]);
      await busA.close();
      const pool = postgresPoolOf(serverA.db)!;
      expect(pool.totalCount - pool.idleCount).toBe(0);
      const late = changed();
      await busB.publish(late);
      await vi.waitFor(() => expect(staying.heard(late)).toEqual([late]));
      expect(closing.heard(late)).toEqual([]);
      await busB.close();
    });
  });

  describe.skipIf(!hasRedis)(`on Redis (pub/sub at ${redisUrl})`, () => {
    const bus = () => createLiveBus({ db: embedded.db, redisUrl, log });
    const tcpSockets = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;
    /** The TCP sockets this process holds, once those being closed (the pools above, say) are gone. */
    async function openSockets() {
      let count = tcpSockets();
      for (let unchanged = 0; unchanged < 3;) {
        await pause(50);
        unchanged = tcpSockets() === count ? unchanged + 1 : 0;
        count = tcpSockets();
      }
      return count;
    }

    it("two servers' buses deliver each other's signals", async () => {
      const [busA, busB] = [bus(), bus()];
      expect([busA.kind, busB.kind]).toEqual(['redis', 'redis']);
      await expectEachHearsTheOther(busA, busB);
      await Promise.all([busA.close(), busB.close()]);
    });

    it('close() ends its connections: nothing is left to keep the process alive', async () => {
      const before = await openSockets();
      const [busA, busB] = [bus(), bus()];
      const [closing, staying] = [listenTo(busA), listenTo(busB)];
      await untilListening(busA, [closing, staying]);
      expect(await openSockets()).toBeGreaterThan(before);
      await busA.close();
      const late = changed();
      await busB.publish(late);
      await vi.waitFor(() => expect(staying.heard(late)).toEqual([late]));
      expect(closing.heard(late)).toEqual([]);
      await busB.close();
      expect(await openSockets()).toBe(before);
    });
  });
});
