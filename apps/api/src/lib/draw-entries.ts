import { createHash } from 'node:crypto';
import { drawEntryRules } from '@vitalia/contracts';

/**
 * Points into entries for the month's draw (issue 17), and a weighted pick anyone can recompute, in the spirit of
 * docs/decisions/017-verifiable-draws.md: a committed seed, a published entry list, and nothing but SHA-256 and
 * whole-number arithmetic between them and the winners. Shared by the games (a member's entries) and the draws (each
 * ticket's weight, the pick and its proof), hence in lib/.
 */

/** The entry everyone who enters holds, points or not: no purchase or play is necessary (prize-draw law, D7). */
export const freeEntries = drawEntryRules.free;
/** A month's points per earned entry: a finished challenge, or about two thirds of a perfect weekly quiz. */
export const pointsPerEntry = drawEntryRules.pointsPerEntry;
/** Earned entries stop here, so the most active member's chance stays within 11 times a free entrant's. */
export const maxEarnedEntries = drawEntryRules.maxEarned;

export interface DrawEntries {
  free: number;
  earned: number;
  total: number;
}

/** A member's entries from their month's points (`ledgerTotals(...).byMember.get(id)?.byMonth.get(month) ?? 0`). */
export function drawEntriesFor(monthPoints: number): DrawEntries {
  // A month left negative by corrections earns nothing, and takes nothing from the free entry.
  const earned = Number.isFinite(monthPoints)
    ? Math.min(Math.max(0, Math.floor(monthPoints / pointsPerEntry)), maxEarnedEntries)
    : 0;
  return { free: freeEntries, earned, total: freeEntries + earned };
}

export interface WeightedEntry {
  /** Whatever names the entrant in the published list; a draw passes the pseudonymous ticket, never a user id. */
  memberId: string;
  /** Entries held: a whole number from 1 (`drawEntriesFor(...).total`). */
  weight: number;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Each uniform number is read from the first 48 bits of a hash: exact in a JavaScript number, no BigInt needed. */
const uniformBits = 48;
const uniformSpan = 2 ** uniformBits;
const uniformHexDigits = uniformBits / 4;
/** Ids end up in `id:weight` lines of the published list: these characters would make it ambiguous. */
const reservedInIds = /[:\n]/;

/** The entries sorted by id (code-unit order, as the draws' entrant list is), checked. */
function canonicalEntries(entries: readonly WeightedEntry[]): WeightedEntry[] {
  const seen = new Set<string>();
  for (const { memberId, weight } of entries) {
    if (memberId === '' || reservedInIds.test(memberId))
      throw new RangeError(`Not a usable entrant id: ${memberId}`);
    if (seen.has(memberId)) throw new RangeError(`Entrant listed twice: ${memberId}`);
    if (!Number.isSafeInteger(weight) || weight < 1)
      throw new RangeError(`Not a whole number of entries: ${weight}`);
    seen.add(memberId);
  }
  const sorted = [...entries].sort((a, b) =>
    a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0,
  );
  const total = sorted.reduce((sum, entry) => sum + entry.weight, 0);
  if (total > uniformSpan) throw new RangeError(`Too many entries for a 48-bit draw: ${total}`);
  return sorted;
}

/** The seed as the draws publish it: 32 bytes as lowercase hex. Bytes are turned into that same text. */
const seedTextOf = (seed: string | Uint8Array) =>
  typeof seed === 'string' ? seed : Buffer.from(seed).toString('hex');

/**
 * SHA-256 of the sorted `id:weight` lines joined by `\n`: like the draws' entrant list hash, it pins down who took
 * part, and here also how many entries each held, so weights cannot change once the list is published.
 */
export function entryListHashOf(entries: readonly WeightedEntry[]): string {
  return sha256Hex(
    canonicalEntries(entries)
      .map(({ memberId, weight }) => `${memberId}:${weight}`)
      .join('\n'),
  );
}

/**
 * A uniform whole number in [0, bound), from the hashes `SHA-256("<seed>:pick:<n>")` for n = counter, counter + 1…:
 * the first 48 bits of each, as a number x, are kept only when x < 2^48 − (2^48 mod bound), the largest multiple of
 * `bound`, and the answer is x mod bound. Rejecting the top sliver is what keeps every value equally likely (plain
 * `x mod bound` would favour the small ones). Returns the counter to go on from.
 */
function uniformBelow(seed: string, bound: number, counter: number): { value: number; next: number } {
  const limit = uniformSpan - (uniformSpan % bound);
  for (let n = counter; ; n += 1) {
    const x = Number.parseInt(sha256Hex(`${seed}:pick:${n}`).slice(0, uniformHexDigits), 16);
    if (x < limit) return { value: x % bound, next: n + 1 };
  }
}

/**
 * Up to `count` different winners, rank 1 first, each chance proportional to the entries held among those not yet
 * drawn. The method, to recompute from the published seed and entry list alone:
 * 1. sort the entries by id (code-unit order) and add up their weights, W;
 * 2. draw r uniform in [0, W) as `uniformBelow` says, the counter starting at 0;
 * 3. the winner is the first entry, in that order, whose running sum of weights exceeds r: an entry of weight w
 *    owns w of the W values r can take;
 * 4. take the winner out and repeat from 2 with the counter where it stopped.
 * Independent of the order the entries come in, and the same seed always gives the same winners.
 */
export function weightedWinners(
  entries: readonly WeightedEntry[],
  seed: string | Uint8Array,
  count: number,
): string[] {
  const remaining = canonicalEntries(entries);
  const seedText = seedTextOf(seed);
  const winners: string[] = [];
  let total = remaining.reduce((sum, entry) => sum + entry.weight, 0);
  let counter = 0;
  while (winners.length < count && remaining.length > 0) {
    const { value, next } = uniformBelow(seedText, total, counter);
    counter = next;
    let index = 0;
    let runningSum = remaining[0]!.weight;
    while (runningSum <= value) {
      index += 1;
      runningSum += remaining[index]!.weight;
    }
    const [winner] = remaining.splice(index, 1);
    winners.push(winner!.memberId);
    total -= winner!.weight;
  }
  return winners;
}

/** The one winner of a weighted draw (rank 1 of `weightedWinners`); null when nobody entered. */
export function weightedPick(entries: readonly WeightedEntry[], seed: string | Uint8Array): string | null {
  return weightedWinners(entries, seed, 1)[0] ?? null;
}
