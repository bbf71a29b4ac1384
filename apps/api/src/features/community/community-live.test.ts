import type { StreamEvent } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import type { LiveBus, LiveSignal } from '../../lib/live-bus';
import { communityLive, decodePosition } from './community-live';
import type { ChannelRow, CommunityRepository, MessageRecord } from './community.repository';

const channelId = '00000000-0000-4000-8000-000000000001';

function record(
  seq: number,
  status: MessageRecord['status'] = 'visible',
  authorId = 'author',
): MessageRecord {
  return {
    id: `message-${seq}`,
    channelId,
    seq,
    parentId: null,
    authorId,
    authorName: 'author',
    authorRole: 'user',
    body: `Message ${seq}`,
    status,
    mentions: [],
    pinnedAt: null,
    editedAt: null,
    createdAt: new Date(),
    replyCount: 0,
    reactions: [],
  };
}

/** A channel whose log holds `lastSeq` changes, one message each; `held` numbers are held by the filter. */
function setUp(lastSeq: number, held: number[] = []) {
  const log = Array.from({ length: lastSeq }, (_, index) =>
    record(index + 1, held.includes(index + 1) ? 'held' : 'visible'),
  );
  const repository = {
    changesAfter: async (_channel: string, after: number, limit: number) =>
      log
        .filter((message) => message.seq > after)
        .slice(0, limit)
        .map((message) => ({ seq: message.seq, message })),
    lastSeqs: async () => new Map([[channelId, log.length]]),
  } as unknown as CommunityRepository;
  const listeners: ((signal: LiveSignal) => void)[] = [];
  const bus: LiveBus = {
    kind: 'in-process',
    publish: async (signal) => listeners.forEach((listener) => listener(signal)),
    subscribe: ({ onSignal }) => {
      listeners.push(onSignal);
      return () => listeners.splice(listeners.indexOf(onSignal), 1);
    },
    close: async () => {},
  };
  const live = communityLive({ repository, bus, log: { warn: () => undefined } });
  const channel = { id: channelId, streamNo: 7, lastSeq } as ChannelRow;
  function reader(resumeFrom: string | undefined, memberId = 'reader', channels = [channel]) {
    const events: (StreamEvent & { id?: string })[] = [];
    live.connect({
      memberId,
      isStaff: false,
      channels,
      resumeFrom: decodePosition(resumeFrom),
      send: (event) => events.push(event),
    });
    return events;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { live, log, bus, reader, settle };
}

describe('the live readers of one server', () => {
  it('reads a position back from the event id, ignoring what is not one', () => {
    expect([...decodePosition('7.45-12.3')]).toEqual([
      [7, 45],
      [12, 3],
    ]);
    expect([...decodePosition('nonsense-7.x-.3')]).toEqual([]);
    expect(decodePosition(undefined).size).toBe(0);
  });

  it('replays what a reader missed, in order, and names each event by the position after it', async () => {
    const { live, reader, settle } = setUp(5);
    const events = reader('7.2');
    await settle();
    expect(events.map((event) => [event.event, event.id])).toEqual([
      ['message', '7.3'],
      ['message', '7.4'],
      ['message', '7.5'],
    ]);
    live.close();
  });

  it('sends a reader more than 500 changes behind a resync instead of a replay, positioned past the gap', async () => {
    const { live, reader, settle } = setUp(600);
    const events = reader('7.10');
    await settle();
    expect(events).toEqual([{ event: 'resync', data: { channelId }, id: '7.600' }]);
    // Reconnecting from the resync's id (the browser's Last-Event-ID) resumes there: no second resync.
    const again = reader(events[0]!.id);
    await settle();
    expect(again).toEqual([]);
    live.close();
  });

  it('skips a held message for other readers and delivers it to its author, each once', async () => {
    const { live, log, bus, reader, settle } = setUp(2, [2]);
    const other = reader('7.1');
    const author = reader('7.1', 'author');
    await settle();
    log.push(record(3));
    await bus.publish({ kind: 'changed', channelId, seq: 3 });
    await bus.publish({ kind: 'changed', channelId, seq: 3 });
    await settle();
    expect(other.map((event) => event.id)).toEqual(['7.3']);
    expect(author.map((event) => event.id)).toEqual(['7.2', '7.3']);
    live.close();
  });

  it('starts carrying a channel the member joins while the stream is open, and stops when they leave', async () => {
    const { live, log, bus, reader, settle } = setUp(2);
    const events = reader(undefined, 'reader', []);
    await bus.publish({
      kind: 'membership',
      channelId,
      memberId: 'reader',
      joined: true,
      streamNo: 7,
      seq: 2,
    });
    log.push(record(3));
    await bus.publish({ kind: 'changed', channelId, seq: 3 });
    await settle();
    expect(events.map((event) => event.id)).toEqual(['7.3']);

    await bus.publish({
      kind: 'membership',
      channelId,
      memberId: 'reader',
      joined: false,
      streamNo: 7,
      seq: 3,
    });
    log.push(record(4));
    await bus.publish({ kind: 'changed', channelId, seq: 4 });
    await settle();
    expect(events.map((event) => event.id)).toEqual(['7.3']);
    live.close();
  });
});
