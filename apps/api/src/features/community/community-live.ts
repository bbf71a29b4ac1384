import type { StreamEvent } from '@vitalia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus, LiveSignal } from '../../lib/live-bus';
import type { ChannelRow, CommunityRepository } from './community.repository';
import type { ReadingRight } from './community.service';
import { mayReceive, messageView } from './message-view';

/** One open stream on this server: who reads it, and how far it has got in each of its channels. */
interface Connection {
  memberId: string;
  isStaff: boolean;
  /** channel id → the last change number delivered (or skipped as not for this reader). */
  cursors: Map<string, number>;
  streamNos: Map<string, number>;
  send(event: StreamEvent & { id?: string }): void;
  /** Closes the stream: its reader lost the right it was opened with. */
  end(): void;
  /** Checks the right again when it would run out by itself. */
  recheck?: NodeJS.Timeout;
}

/** Beyond this many missed changes a channel is not replayed: the client reloads its history instead. */
const replayLimit = 500;
const readBatch = 200;
/** Catches what a lost bus signal would otherwise delay: every channel with readers is checked this often. */
const sweepIntervalMs = 5000;
/** setTimeout's longest wait; a right that runs out later is checked then, and waited for again. */
const longestTimerMs = 2 ** 31 - 1;

/**
 * A stream's resume position: `streamNo.seq` per channel, joined by `-` (e.g. `3.45-7.12`). It is the event id, so
 * a browser's EventSource hands it back as Last-Event-ID when it reconnects, to this server or another.
 */
function encodePosition(connection: Pick<Connection, 'cursors' | 'streamNos'>): string {
  return [...connection.cursors]
    .map(([channelId, seq]) => `${connection.streamNos.get(channelId)}.${seq}`)
    .join('-');
}

export function decodePosition(text: string | undefined): Map<number, number> {
  const position = new Map<number, number>();
  for (const pair of (text ?? '').split('-')) {
    const match = /^(\d{1,9})\.(\d{1,15})$/.exec(pair);
    if (match) position.set(Number(match[1]), Number(match[2]));
  }
  return position;
}

/**
 * This server's live readers. A bus signal (from any server) or the sweep starts a channel's pump, which reads the
 * changes after the slowest reader's position from the database, in order, and hands each reader those it has not
 * had: the database is the truth, so nothing is lost or sent twice whatever order signals arrive in.
 */
export function communityLive({
  repository,
  rightOf,
  bus,
  log,
}: {
  repository: CommunityRepository;
  /** The reader's right now: a stream lives only as long as the right it was opened with (issue 36). */
  rightOf(memberId: string): Promise<ReadingRight>;
  bus: LiveBus;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const readers = new Map<string, Set<Connection>>();
  const byMember = new Map<string, Set<Connection>>();
  const pumps = new Map<string, { again: boolean }>();

  function follow(connection: Connection, channelId: string, streamNo: number, from: number) {
    if (connection.cursors.has(channelId)) return;
    connection.streamNos.set(channelId, streamNo);
    connection.cursors.set(channelId, from);
    const set = readers.get(channelId) ?? new Set<Connection>();
    set.add(connection);
    readers.set(channelId, set);
  }

  function unfollow(connection: Connection, channelId: string) {
    connection.cursors.delete(channelId);
    connection.streamNos.delete(channelId);
    const set = readers.get(channelId);
    set?.delete(connection);
    if (set?.size === 0) readers.delete(channelId);
  }

  function deliver(connection: Connection, channelId: string, seq: number, event: StreamEvent | null) {
    connection.cursors.set(channelId, seq);
    if (event) connection.send({ ...event, id: encodePosition(connection) });
  }

  async function drain(channelId: string) {
    for (;;) {
      const connections = [...(readers.get(channelId) ?? [])];
      if (connections.length === 0) return;
      const from = Math.min(...connections.map((connection) => connection.cursors.get(channelId) ?? 0));
      const changes = await repository.changesAfter(channelId, from, readBatch);
      for (const { seq, message } of changes) {
        for (const connection of connections) {
          if (seq <= (connection.cursors.get(channelId) ?? 0)) continue;
          const isFor = mayReceive(message, connection.memberId, connection.isStaff);
          deliver(
            connection,
            channelId,
            seq,
            isFor ? { event: 'message', data: messageView(message, connection.memberId) } : null,
          );
        }
      }
      if (changes.length < readBatch) return;
    }
  }

  /** One pump per channel at a time; a signal during a pass asks for another pass. */
  function pump(channelId: string) {
    const running = pumps.get(channelId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    pumps.set(channelId, state);
    void (async () => {
      try {
        do {
          state.again = false;
          await drain(channelId);
        } while (state.again);
      } catch (error) {
        log.warn({ err: error, channelId }, 'live updates: a channel could not be read; the sweep retries');
      } finally {
        pumps.delete(channelId);
      }
    })();
  }

  function onMembership(signal: Extract<LiveSignal, { kind: 'membership' }>) {
    for (const connection of byMember.get(signal.memberId) ?? []) {
      if (signal.joined) follow(connection, signal.channelId, signal.streamNo, signal.seq);
      else unfollow(connection, signal.channelId);
    }
    if (signal.joined) pump(signal.channelId);
  }

  function recheckAt(connection: Connection, endsAt: Date | null) {
    clearTimeout(connection.recheck);
    if (!endsAt) return;
    connection.recheck = setTimeout(
      () => void recheck(connection.memberId),
      Math.min(Math.max(0, endsAt.getTime() - Date.now()), longestTimerMs),
    );
    connection.recheck.unref();
  }

  /**
   * Checks a member's right again for their streams on this server: one that lost it, or whose view changed (staff
   * see held messages), is closed; the web reopens it with a new ticket, which is then refused or gets the new view.
   */
  async function recheck(memberId: string) {
    const connections = [...(byMember.get(memberId) ?? [])];
    if (connections.length === 0) return;
    const right = await rightOf(memberId).catch((error: unknown) => {
      log.warn({ err: error, memberId }, 'live updates: a right could not be checked; streams closed');
      return null;
    });
    for (const connection of connections) {
      if (right?.mayRead && right.isStaff === connection.isStaff) recheckAt(connection, right.endsAt);
      else connection.end();
    }
  }

  /** The stream is the tab's one live line: a bell that changed is told here, and reads its count again. */
  function tellBells(memberIds: readonly string[]) {
    for (const memberId of memberIds) {
      for (const connection of byMember.get(memberId) ?? [])
        connection.send({ event: 'notifications', data: {} });
    }
  }

  /** Access signals heard so far: a stream whose right was read before one arrived is checked again. */
  let accessSignals = 0;

  function onSignal(signal: LiveSignal) {
    if (signal.kind === 'access') {
      accessSignals += 1;
      return void recheck(signal.memberId);
    }
    if (signal.kind === 'membership') return onMembership(signal);
    if (signal.kind === 'notified') return tellBells(signal.memberIds);
    const connections = readers.get(signal.channelId);
    if (!connections) return;
    if (signal.kind === 'changed') return pump(signal.channelId);
    for (const connection of connections) {
      if (connection.memberId === signal.memberId) continue;
      connection.send({ event: 'typing', data: { channelId: signal.channelId, name: signal.name } });
    }
  }

  async function sweep() {
    const lastSeqs = await repository.lastSeqs([...readers.keys()]);
    for (const [channelId, lastSeq] of lastSeqs) {
      const behind = [...(readers.get(channelId) ?? [])].some(
        (connection) => (connection.cursors.get(channelId) ?? 0) < lastSeq,
      );
      if (behind) pump(channelId);
    }
  }

  const sweepAll = () =>
    void sweep().catch((error: unknown) => log.warn({ err: error }, 'live updates: sweep failed'));
  // Listening starts with the first reader: a server nobody streams from holds no bus connection.
  let listening: { stop(): void } | null = null;
  function listen() {
    const unsubscribe = bus.subscribe({ onSignal, onReconnect: sweepAll });
    const sweeper = setInterval(sweepAll, sweepIntervalMs);
    sweeper.unref();
    return {
      stop() {
        clearInterval(sweeper);
        unsubscribe();
      },
    };
  }

  return {
    /** Read before the reader's right is: `connect` then knows whether a change may have passed it by. */
    accessSignalsHeard(): number {
      listening ??= listen();
      return accessSignals;
    },

    /**
     * Starts a reader on its channels from `resumeFrom` (or from now), replaying what it missed; a channel too far
     * behind gets `resync` instead. Returns what ends it.
     */
    connect({
      memberId,
      isStaff,
      endsAt,
      rightReadAfter,
      channels,
      resumeFrom,
      send,
      end,
    }: {
      memberId: string;
      isStaff: boolean;
      endsAt: Date | null;
      /** `accessSignalsHeard()` before the right was read. */
      rightReadAfter: number;
      channels: ChannelRow[];
      resumeFrom: Map<number, number>;
      send: Connection['send'];
      end: Connection['end'];
    }): () => void {
      listening ??= listen();
      const connection: Connection = {
        memberId,
        isStaff,
        cursors: new Map(),
        streamNos: new Map(),
        send,
        end,
      };
      recheckAt(connection, endsAt);
      const resyncs: string[] = [];
      for (const channel of channels) {
        const resumed = resumeFrom.get(channel.streamNo);
        const start = resumed === undefined ? channel.lastSeq : Math.min(resumed, channel.lastSeq);
        const isTooFarBehind = channel.lastSeq - start > replayLimit;
        follow(connection, channel.id, channel.streamNo, isTooFarBehind ? channel.lastSeq : start);
        if (isTooFarBehind) resyncs.push(channel.id);
      }
      // A resync carries the position past the gap, so the next reconnect resumes from there instead of resyncing
      // again; it is sent once every channel's starting point is known.
      const position = encodePosition(connection);
      for (const channelId of resyncs) send({ event: 'resync', data: { channelId }, id: position });
      const own = byMember.get(memberId) ?? new Set<Connection>();
      own.add(connection);
      byMember.set(memberId, own);
      for (const channel of channels) pump(channel.id);
      if (accessSignals !== rightReadAfter) void recheck(memberId);
      return () => {
        clearTimeout(connection.recheck);
        for (const channelId of [...connection.cursors.keys()]) unfollow(connection, channelId);
        own.delete(connection);
        if (own.size === 0) byMember.delete(memberId);
      };
    },

    close() {
      listening?.stop();
      listening = null;
    },
  };
}

export type CommunityLive = ReturnType<typeof communityLive>;
