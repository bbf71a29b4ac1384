import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawEntriesFor,
  entryListHashOf,
  weightedPick,
  weightedWinners,
  type WeightedEntry,
} from './draw-entries';

const runs = { numRuns: 500 };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const seedNumber = (index: number) => sha256(`test seed ${index}`);

/**
 * The method as a verifier would write it from the doc comment alone, with BigInt: sort by id, draw r below the
 * total weight from SHA-256("<seed>:pick:<n>") with rejection, walk the running sums, take the winner out, go on.
 */
function referenceWinners(entries: readonly WeightedEntry[], seed: string, count: number) {
  const remaining = [...entries].sort((a, b) => (a.memberId < b.memberId ? -1 : 1));
  const span = 1n << 48n;
  const winners: string[] = [];
  let counter = 0;
  let rejections = 0;
  while (winners.length < count && remaining.length > 0) {
    const total = BigInt(remaining.reduce((sum, entry) => sum + entry.weight, 0));
    let r: bigint;
    for (;;) {
      const x = BigInt(`0x${sha256(`${seed}:pick:${counter}`).slice(0, 12)}`);
      counter += 1;
      if (x < span - (span % total)) {
        r = x % total;
        break;
      }
      rejections += 1;
    }
    let sum = 0n;
    const index = remaining.findIndex((entry) => (sum += BigInt(entry.weight)) > r);
    winners.push(remaining.splice(index, 1)[0]!.memberId);
  }
  return { winners, rejections };
}

/** A published list: distinct ticket-like ids, each holding 1–11 entries as `drawEntriesFor` gives. */
const entryList = (minLength = 1) =>
  fc.uniqueArray(
    fc.record({ memberId: fc.stringMatching(/^[0-9a-f]{4}$/), weight: fc.integer({ min: 1, max: 11 }) }),
    { minLength, maxLength: 25, selector: (entry) => entry.memberId },
  );
const seedBytes = () => fc.uint8Array({ minLength: 32, maxLength: 32 });
const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('draw entries from points (issue 17)', () => {
  it('gives the free entry, and one more per 100 points up to 10', () => {
    expect(drawEntriesFor(0)).toEqual({ free: 1, earned: 0, total: 1 });
    expect(drawEntriesFor(99)).toEqual({ free: 1, earned: 0, total: 1 });
    expect(drawEntriesFor(100)).toEqual({ free: 1, earned: 1, total: 2 });
    expect(drawEntriesFor(999)).toEqual({ free: 1, earned: 9, total: 10 });
    expect(drawEntriesFor(1000)).toEqual({ free: 1, earned: 10, total: 11 });
    expect(drawEntriesFor(250_000)).toEqual({ free: 1, earned: 10, total: 11 });
    expect(drawEntriesFor(-40)).toEqual({ free: 1, earned: 0, total: 1 });
    expect(drawEntriesFor(Number.NaN)).toEqual({ free: 1, earned: 0, total: 1 });
  });

  it('always keeps the free entry and never earns more than 10, nor less with more points', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 1_000_000 }), fc.nat(5_000), (points, more) => {
        const entries = drawEntriesFor(points);
        expect(entries.free).toBe(1);
        expect(entries.earned).toBeGreaterThanOrEqual(0);
        expect(entries.earned).toBeLessThanOrEqual(10);
        expect(entries.total).toBe(entries.free + entries.earned);
        expect(entries.earned).toBe(Math.min(10, Math.max(0, Math.floor(points / 100))));
        expect(drawEntriesFor(points + more).earned).toBeGreaterThanOrEqual(entries.earned);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('the weighted pick (issue 17, in the manner of D7’s proof)', () => {
  it('hashes the published list as sorted id:weight lines, whatever order it comes in', () => {
    const entries = [
      { memberId: 'b7', weight: 3 },
      { memberId: 'a1', weight: 11 },
    ];
    expect(entryListHashOf(entries)).toBe(sha256('a1:11\nb7:3'));
    expect(entryListHashOf([...entries].reverse())).toBe(entryListHashOf(entries));
    // A weight changed after publication shows.
    expect(entryListHashOf([entries[0]!, { memberId: 'a1', weight: 10 }])).not.toBe(entryListHashOf(entries));
  });

  it('refuses a list a proof could not pin down', () => {
    const seed = seedNumber(0);
    expect(() => weightedPick([{ memberId: 'a', weight: 0 }], seed)).toThrow(RangeError);
    expect(() => weightedPick([{ memberId: 'a', weight: 1.5 }], seed)).toThrow(RangeError);
    expect(() => weightedPick([{ memberId: 'a:b', weight: 1 }], seed)).toThrow(RangeError);
    expect(() =>
      weightedPick(
        [
          { memberId: 'a', weight: 1 },
          { memberId: 'a', weight: 2 },
        ],
        seed,
      ),
    ).toThrow(RangeError);
    expect(weightedPick([], seed)).toBeNull();
    expect(weightedWinners([{ memberId: 'a', weight: 3 }], seed, 5)).toEqual(['a']);
  });

  it('is the method its comment describes, recomputed apart, and the same for a seed in bytes or in hex', () => {
    fc.assert(
      fc.property(entryList(0), seedBytes(), fc.integer({ min: 1, max: 5 }), (entries, bytes, count) => {
        const winners = weightedWinners(entries, bytes, count);
        expect(winners).toEqual(referenceWinners(entries, hexOf(bytes), count).winners);
        expect(weightedWinners(entries, hexOf(bytes), count)).toEqual(winners);
        expect(weightedPick(entries, bytes)).toBe(winners[0] ?? null);
      }),
      runs,
    );
  });

  it('rejects the top sliver of the 48-bit range, so no value is favoured', () => {
    // A total weight of 2^47 + 1 leaves almost half the range over the last whole multiple: rejections happen, and
    // with two even halves, a kept sliver would change who wins.
    const entries = [
      { memberId: 'a', weight: 2 ** 46 },
      { memberId: 'b', weight: 2 ** 46 },
      { memberId: 'c', weight: 1 },
    ];
    let rejections = 0;
    for (let index = 0; index < 40; index += 1) {
      const reference = referenceWinners(entries, seedNumber(index), 2);
      rejections += reference.rejections;
      expect(weightedWinners(entries, seedNumber(index), 2)).toEqual(reference.winners);
    }
    expect(rejections).toBeGreaterThan(0);
    expect(() => weightedPick([...entries, { memberId: 'd', weight: 2 ** 47 }], seedNumber(0))).toThrow(
      RangeError,
    );
  });

  it('is deterministic, independent of order, and draws each member at most once', () => {
    fc.assert(
      fc.property(
        entryList().chain((entries) =>
          fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
        ),
        seedBytes(),
        fc.integer({ min: 0, max: 30 }),
        ([entries, reordered], bytes, count) => {
          const winners = weightedWinners(entries, bytes, count);
          expect(weightedWinners(entries, bytes, count)).toEqual(winners);
          expect(weightedWinners(reordered, bytes, count)).toEqual(winners);
          expect(winners).toHaveLength(Math.min(count, entries.length));
          expect(new Set(winners).size).toBe(winners.length);
          const ids = new Set(entries.map((entry) => entry.memberId));
          for (const winner of winners) expect(ids.has(winner)).toBe(true);
          // Asking for fewer winners gives the first ranks of the same draw.
          if (count > 0) expect(weightedWinners(entries, bytes, 1)).toEqual(winners.slice(0, 1));
        },
      ),
      runs,
    );
  });

  it('picks each member in proportion to their entries over many seeds', () => {
    const entries = [0, 150, 420, 999, 5000].map((points, index) => ({
      memberId: `member-${index}`,
      weight: drawEntriesFor(points).total,
    }));
    expect(entries.map((entry) => entry.weight)).toEqual([1, 2, 5, 10, 11]);
    const total = 29;
    const draws = 5800;
    const counts = new Map<string, number>();
    for (let index = 0; index < draws; index += 1) {
      const winner = weightedPick(entries, seedNumber(index))!;
      counts.set(winner, (counts.get(winner) ?? 0) + 1);
    }
    let chiSquare = 0;
    for (const { memberId, weight } of entries) {
      const expected = (draws * weight) / total;
      chiSquare += ((counts.get(memberId) ?? 0) - expected) ** 2 / expected;
    }
    // 4 degrees of freedom: 18.47 is the 0.1 % tail. The seeds are fixed, so this never flickers.
    expect(chiSquare).toBeLessThan(18.47);
  });
});
