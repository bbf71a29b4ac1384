import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { postgresPoolOf, type Database } from '../db/client';

/**
 * Wakes every server when something live happened, so each can tell its own connected clients. Signals are small
 * (ids and numbers): the database stays the truth and servers read what changed from it, so a lost signal delays an
 * update (the next signal or the servers' sweep brings it) but never loses or reorders one. Decision 026.
 */
export interface LiveBus {
  readonly kind: 'in-process' | 'postgres' | 'redis';
  publish(signal: LiveSignal): Promise<void>;
  /** `onSignal` for every signal from any server (this one too); `onReconnect` after the bus was cut off. */
  subscribe(listener: { onSignal(signal: LiveSignal): void; onReconnect(): void }): () => void;
  close(): Promise<void>;
}

export type LiveSignal =
  /** A channel's log reached `seq`. */
  | { kind: 'changed'; channelId: string; seq: number }
  /** Someone is typing: never stored, so only ever sent through the bus. */
  | { kind: 'typing'; channelId: string; memberId: string; name: string }
  /**
   * A member joined or left a channel: their open streams, on any server, start or stop carrying it. `seq` is where
   * a joining stream starts (the channel's log when the member joined).
   */
  | {
      kind: 'membership';
      channelId: string;
      memberId: string;
      joined: boolean;
      streamNo: number;
      seq: number;
    }
  /**
   * What a member may read may have changed (their plan, a grant, their role, their account): every server checks
   * the member's open streams again at once and ends those that lost their right.
   */
  | { kind: 'access'; memberId: string }
  /** These members' notifications changed (new ones, or read on another tab): their bells count again. */
  | { kind: 'notified'; memberIds: string[] };

const topic = 'vitalia_live';
const reconnectDelayMs = 1000;

function listeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (signal: LiveSignal) => emitter.emit('signal', signal),
    reconnected: () => void emitter.emit('reconnect'),
    subscribe(listener: { onSignal(signal: LiveSignal): void; onReconnect(): void }) {
      emitter.on('signal', listener.onSignal);
      emitter.on('reconnect', listener.onReconnect);
      return () => {
        emitter.off('signal', listener.onSignal);
        emitter.off('reconnect', listener.onReconnect);
      };
    },
  };
}

function parse(text: string): LiveSignal | null {
  try {
    const value = JSON.parse(text) as LiveSignal;
    if (value?.kind === 'access') return typeof value.memberId === 'string' ? value : null;
    if (value?.kind === 'notified') {
      const isList = Array.isArray(value.memberIds) && value.memberIds.every((id) => typeof id === 'string');
      return isList ? value : null;
    }
    return typeof value?.channelId === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The embedded database has one server: a signal only has to cross this process. */
function inProcessBus(): LiveBus {
  const local = listeners();
  return {
    kind: 'in-process',
    publish: async (signal) => void local.emit(signal),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

/** The LISTEN connection, its handler for losing it, and whether the pool has it back. */
interface HeldConnection {
  client: pg.PoolClient;
  onLost(error: Error): void;
  isReleased: boolean;
}

/**
 * PostgreSQL LISTEN/NOTIFY on one connection held from the pool (a direct connection: LISTEN through a pooler in
 * transaction mode receives nothing). A lost connection is reopened, and subscribers told to catch up.
 */
function postgresBus(pool: pg.Pool, log: Pick<FastifyBaseLogger, 'warn'>): LiveBus {
  const local = listeners();
  let listener: HeldConnection | null = null;
  let closed = false;

  const onNotification = (notification: pg.Notification) => {
    const signal = notification.payload ? parse(notification.payload) : null;
    if (signal) local.emit(signal);
  };

  /** The pool lends the connection to other queries next: none of our handlers may go with it, and it goes once. */
  function giveBack(held: HeldConnection, error?: Error) {
    if (held.isReleased) return;
    held.isReleased = true;
    held.client.removeListener('notification', onNotification);
    held.client.removeListener('error', held.onLost);
    held.client.release(error);
  }

  const pause = () => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs));

  // The connection is taken when the first reader subscribes: services built without live readers (the CLI, a
  // test's helpers) hold none. `ready` is always the latest attempt, so close() waits for a reconnect too.
  let ready: Promise<void> | null = null;

  /** Takes a connection and LISTENs on it, retrying until it holds or the bus closes; one attempt runs at a time. */
  async function listen(): Promise<void> {
    while (!closed) {
      const client = await pool.connect().catch((error: unknown) => {
        log.warn({ err: error }, 'live updates: no connection to LISTEN on; retrying');
        return null;
      });
      if (!client) {
        await pause();
        continue;
      }
      const held: HeldConnection = {
        client,
        isReleased: false,
        onLost(error) {
          giveBack(held, error);
          // Lost while listening: open another. Lost while starting: the attempt's own retry follows.
          if (listener !== held || closed) return;
          log.warn({ err: error }, 'live updates: the LISTEN connection was lost; reopening');
          listener = null;
          ready = pause()
            .then(listen)
            .then(() => local.reconnected());
        },
      };
      client.on('notification', onNotification);
      client.on('error', held.onLost);
      if (closed) return giveBack(held);
      try {
        await client.query(`listen ${topic}`);
        listener = held;
        return;
      } catch (error) {
        giveBack(held, error instanceof Error ? error : undefined);
        log.warn({ err: error }, 'live updates: could not LISTEN; retrying');
        await pause();
      }
    }
  }

  return {
    kind: 'postgres',
    async publish(signal) {
      await pool.query('select pg_notify($1, $2)', [topic, JSON.stringify(signal)]);
    },
    subscribe(listener) {
      ready ??= listen();
      return local.subscribe(listener);
    },
    async close() {
      closed = true;
      await ready;
      const held = listener;
      if (!held) return;
      held.client.removeListener('notification', onNotification);
      await held.client.query(`unlisten ${topic}`).catch(() => undefined);
      giveBack(held);
      listener = null;
    },
  };
}

/** Redis pub/sub: one connection subscribes, another publishes; ioredis reconnects and resubscribes on its own. */
function redisBus(url: string, log: Pick<FastifyBaseLogger, 'warn'>): LiveBus {
  const local = listeners();
  const onError = (error: Error) => log.warn({ err: error }, 'live updates: Redis connection problem');
  // Both connect on first use, so services built without live readers open nothing.
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  let subscriber: Redis | null = null;
  let subscribed: Promise<unknown> = Promise.resolve();

  function startSubscriber() {
    const connection = new Redis(url, { lazyConnect: true });
    let hasConnected = false;
    connection.on('error', onError);
    connection.on('ready', () => {
      if (hasConnected) local.reconnected();
      hasConnected = true;
    });
    connection.on('message', (_channel: string, text: string) => {
      const signal = parse(text);
      if (signal) local.emit(signal);
    });
    subscribed = connection.subscribe(topic);
    return connection;
  }

  return {
    kind: 'redis',
    async publish(signal) {
      await publisher.publish(topic, JSON.stringify(signal));
    },
    subscribe(listener) {
      subscriber ??= startSubscriber();
      return local.subscribe(listener);
    },
    async close() {
      // Disconnecting first ends a subscription still waiting on an unreachable Redis, instead of waiting out retries.
      subscriber?.disconnect();
      publisher.disconnect();
      await subscribed.catch(() => undefined);
    },
  };
}

/** Redis when it is configured, else the database's own LISTEN/NOTIFY, else (PGlite) this process alone. */
export function createLiveBus({
  db,
  redisUrl,
  log,
}: {
  db: Database;
  redisUrl: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): LiveBus {
  if (redisUrl) return redisBus(redisUrl, log);
  const pool = postgresPoolOf(db);
  return pool ? postgresBus(pool, log) : inProcessBus();
}
