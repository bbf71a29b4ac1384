import type { StreamEvent } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import type { LiveBus, LiveSignal } from '../../lib/live-bus';
import { communityLive, decodePosition } from './community-live';
import type { ChannelRow, CommunityRepository, MessageRecord } from './community.repository';
import type { ReadingRight } from './community.service';

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
    authorPerson: null,
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
  /** Each member's right as the database would answer it now; Premium with no end unless a test says otherwise. */
  const rights = new Map<string, ReadingRight>();
  const rightOf = async (memberId: string) =>
    rights.get(memberId) ?? { mayRead: true, isStaff: false, endsAt: null };
  const live = communityLive({ repository, rightOf, bus, log: { warn: () => undefined } });
  const channel = { id: channelId, streamNo: 7, lastSeq } as ChannelRow;
  const ended: string[] = [];
  function reader(
    resumeFrom: string | undefined,
    memberId = 'reader',
    channels = [channel],
    { endsAt = null as Date | null, rightReadAfter = live.accessSignalsHeard() } = {},
  ) {
    const events: (StreamEvent & { id?: string })[] = [];
    const disconnect = live.connect({
      memberId,
      isStaff: false,
      endsAt,
      rightReadAfter,
      channels,
      resumeFrom: decodePosition(resumeFrom),
      send: (event) => events.push(event),
      // As the route does: closing the stream disconnects its reader.
      end: () => {
        ended.push(memberId);
        disconnect();
      },
    });
    return events;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { live, log, bus, reader, settle, rights, ended };
}

const premiumUntil = (endsAt: Date): ReadingRight => ({ mayRead: true, isStaff: false, endsAt });
const noRight: ReadingRight = { mayRead: false, isStaff: false, endsAt: null };

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

  it("closes a member's streams when a change takes their right away, and keeps the others'", async () => {
    const { live, bus, reader, settle, rights, ended } = setUp(1);
    reader(undefined, 'leaver');
    reader(undefined, 'leaver');
    reader(undefined, 'stayer');
    await bus.publish({ kind: 'access', memberId: 'leaver' });
    await settle();
    // A change that leaves the right as it was closes nothing.
    expect(ended).toEqual([]);

    rights.set('leaver', noRight);
    rights.set('stayer', noRight);
    await bus.publish({ kind: 'access', memberId: 'leaver' });
    await settle();
    expect(ended).toEqual(['leaver', 'leaver']);
    live.close();
  });

  it('closes a stream whose view changed: staff who lost their role stop seeing held messages', async () => {
    const { live, bus, reader, settle, rights, ended } = setUp(1);
    reader(undefined, 'demoted');
    rights.set('demoted', { mayRead: true, isStaff: true, endsAt: null });
    await bus.publish({ kind: 'access', memberId: 'demoted' });
    await settle();
    expect(ended).toEqual(['demoted']);
    live.close();
  });

  it('closes a stream when its right runs out by itself, and waits again for a right that was extended', async () => {
    const { live, reader, settle, rights, ended } = setUp(1);
    const soon = new Date(Date.now() + 60);
    reader(undefined, 'cancelled', [], { endsAt: soon });
    reader(undefined, 'extended', [], { endsAt: soon });
    rights.set('cancelled', noRight);
    rights.set('extended', premiumUntil(new Date(Date.now() + 150)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ended).toEqual(['cancelled']);

    rights.set('extended', noRight);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settle();
    expect(ended).toEqual(['cancelled', 'extended']);
    live.close();
  });

  it('checks a right again when a change was heard between reading it and connecting', async () => {
    const { live, bus, reader, settle, rights, ended } = setUp(1);
    const before = live.accessSignalsHeard();
    rights.set('racer', noRight);
    await bus.publish({ kind: 'access', memberId: 'racer' });
    reader(undefined, 'racer', [], { rightReadAfter: before });
    await settle();
    expect(ended).toEqual(['racer']);
    live.close();
  });
});
