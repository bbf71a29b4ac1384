import type { DrawAudit, DrawMethod } from '@vitalia/contracts';

/**
 * D7 / docs/decisions/017-verifiable-draws.md, recomputed in the member's own browser so that nobody has to take the
 * result on trust:
 * - the seed revealed after the draw is the one committed to before it: SHA-256(seed) = commitment;
 * - the list of entrants is the one the draw used: its SHA-256 = entrant list hash;
 * - the winners are the ones the seed gives among those entrants, by the draw's method.
 * Two methods, as the API draws them (apps/api/src/features/draws/draw-proof.ts):
 * - `lowest-hash` (draws before issue 17): the list is the sorted tickets joined by `\n`; the winners are the
 *   `winnerCount` tickets with the lowest SHA-256(`${seed}:${ticket}`), compared as hex;
 * - `weighted` (issue 17): the list is the sorted `ticket:weight` lines joined by `\n`; each winner is drawn in turn
 *   with a chance proportional to the entries (weight) a ticket holds, exactly as the API's `weightedWinners`
 *   (apps/api/src/lib/draw-entries.ts) does it.
 */
export interface DrawCheck {
  method: DrawMethod;
  commitmentMatches: boolean;
  entrantListMatches: boolean;
  winnersMatch: boolean;
  /** The winning tickets as recomputed here, rank 1 first. */
  computedWinners: string[];
  /**
   * Null when the member holds no ticket for this draw. Otherwise whether their ticket is in the published list, with
   * the entries they were shown when `myEntryCount` is given.
   */
  isMyTicketListed: boolean | null;
  /** The entries the published list gives the member's ticket; null when it is not listed. */
  myListedEntries: number | null;
  isVerified: boolean;
}

export type DrawCheckInput = Pick<
  DrawAudit,
  'commitment' | 'seed' | 'entrantListHash' | 'method' | 'tickets' | 'weights' | 'winnerTickets'
> & {
  winnerCount: number;
  myTicket?: string | null;
  /** The entries the member was told their ticket holds (`myEntries.total`). */
  myEntryCount?: number | null;
};

export interface WeightedEntry {
  ticket: string;
  weight: number;
}

export async function sha256Hex(text: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sameHex = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b;
/** Code-unit order, as the server sorts: never `localeCompare`, whose order depends on the reader's language. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (values: readonly string[]) => [...values].sort(byCodeUnit);

/** The winners a seed gives among these tickets: the lowest hashes, ties (never seen in practice) by ticket. */
export async function computeWinners(
  seed: string,
  tickets: readonly string[],
  winnerCount: number,
  subtle: SubtleCrypto,
): Promise<string[]> {
  const scored = await Promise.all(
    tickets.map(async (ticket) => ({ ticket, hash: await sha256Hex(`${seed}:${ticket}`, subtle) })),
  );
  scored.sort((a, b) => (a.hash === b.hash ? byCodeUnit(a.ticket, b.ticket) : a.hash < b.hash ? -1 : 1));
  return scored.slice(0, winnerCount).map(({ ticket }) => ticket);
}

/** Each uniform number is the first 48 bits of a hash: exact in a JavaScript number. */
const uniformSpan = 2 ** 48;
const uniformHexDigits = 12;

/**
 * The published list paired and sorted by ticket, or null when it is not one a weighted draw could have made: a
 * weight missing or not a whole number from 1, a ticket twice, a ticket the `ticket:weight` lines would make
 * ambiguous, more entries than 48 bits can draw among.
 */
export function weightedEntriesOf(
  tickets: readonly string[],
  weights: readonly number[],
): WeightedEntry[] | null {
  if (weights.length !== tickets.length) return null;
  const entries = tickets.map((ticket, index) => ({ ticket, weight: weights[index]! }));
  const seen = new Set<string>();
  let total = 0;
  for (const { ticket, weight } of entries) {
    if (ticket === '' || /[:\n]/.test(ticket) || seen.has(ticket)) return null;
    if (!Number.isSafeInteger(weight) || weight < 1) return null;
    seen.add(ticket);
    total += weight;
  }
  if (total > uniformSpan) return null;
  return entries.sort((a, b) => byCodeUnit(a.ticket, b.ticket));
}

/** SHA-256 of the sorted `ticket:weight` lines joined by `\n`: the list and every ticket's entries. */
export const weightedListHash = (entries: readonly WeightedEntry[], subtle: SubtleCrypto) =>
  sha256Hex(entries.map(({ ticket, weight }) => `${ticket}:${weight}`).join('\n'), subtle);

/**
 * The weighted pick, step by step as the API's `weightedWinners`:
 * 1. the entries sorted by ticket, W the sum of their weights;
 * 2. r uniform in [0, W): x is the first 48 bits of SHA-256(`${seed}:pick:${n}`) for n = 0, 1, 2…, kept only when
 *    x < 2^48 − (2^48 mod W) (rejecting the top sliver keeps every value equally likely), and r = x mod W;
 * 3. the winner is the first entry whose running sum of weights exceeds r;
 * 4. the winner is taken out, and the next pick goes on from the next n.
 * `entries` must come from `weightedEntriesOf`.
 */
export async function computeWeightedWinners(
  seed: string,
  entries: readonly WeightedEntry[],
  winnerCount: number,
  subtle: SubtleCrypto,
): Promise<string[]> {
  const remaining = [...entries];
  const winners: string[] = [];
  let total = remaining.reduce((sum, entry) => sum + entry.weight, 0);
  let counter = 0;
  while (winners.length < winnerCount && remaining.length > 0) {
    const limit = uniformSpan - (uniformSpan % total);
    let value: number;
    for (;;) {
      const hash = await sha256Hex(`${seed}:pick:${counter}`, subtle);
      counter += 1;
      const x = Number.parseInt(hash.slice(0, uniformHexDigits), 16);
      if (x < limit) {
        value = x % total;
        break;
      }
    }
    let index = 0;
    let runningSum = remaining[0]!.weight;
    while (runningSum <= value) {
      index += 1;
      runningSum += remaining[index]!.weight;
    }
    const [winner] = remaining.splice(index, 1);
    winners.push(winner!.ticket);
    total -= winner!.weight;
  }
  return winners;
}

/** The list hash and winners by the draw's method; null for a list no draw of that method could have published. */
async function recompute(
  input: DrawCheckInput & { seed: string },
  subtle: SubtleCrypto,
): Promise<{ listHash: string; winners: string[] } | null> {
  if (input.method === 'weighted') {
    const entries = weightedEntriesOf(input.tickets, input.weights);
    if (!entries) return null;
    const [listHash, winners] = await Promise.all([
      weightedListHash(entries, subtle),
      computeWeightedWinners(input.seed, entries, input.winnerCount, subtle),
    ]);
    return { listHash, winners };
  }
  const tickets = sorted(input.tickets);
  const [listHash, winners] = await Promise.all([
    sha256Hex(tickets.join('\n'), subtle),
    computeWinners(input.seed, tickets, input.winnerCount, subtle),
  ]);
  return { listHash, winners };
}

/**
 * `subtle` is the browser's Web Crypto (only present on https and localhost); tests pass node's. The commitment is
 * the one the member was shown before the draw, not one the audit could have swapped.
 */
export async function verifyDraw(
  input: DrawCheckInput,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<DrawCheck> {
  if (!subtle) throw new Error('Web Crypto is not available');
  const { seed } = input;
  const myIndex = input.myTicket ? input.tickets.indexOf(input.myTicket) : -1;
  const myListedEntries = myIndex >= 0 ? (input.weights[myIndex] ?? null) : null;
  const isMyTicketListed = input.myTicket
    ? myIndex >= 0 &&
      (input.myEntryCount === undefined ||
        input.myEntryCount === null ||
        input.myEntryCount === myListedEntries)
    : null;
  if (seed === null) {
    return {
      method: input.method,
      commitmentMatches: false,
      entrantListMatches: false,
      winnersMatch: false,
      computedWinners: [],
      isMyTicketListed: null,
      myListedEntries: null,
      isVerified: false,
    };
  }
  const [seedHash, outcome] = await Promise.all([
    sha256Hex(seed, subtle),
    recompute({ ...input, seed }, subtle),
  ]);
  const computedWinners = outcome?.winners ?? [];
  const commitmentMatches = sameHex(input.commitment, seedHash);
  const entrantListMatches = outcome !== null && sameHex(input.entrantListHash, outcome.listHash);
  // The published order is the draw's rank, but a set is what was won: compare as sets.
  const winnersMatch =
    outcome !== null && sorted(computedWinners).join('\n') === sorted(input.winnerTickets).join('\n');
  return {
    method: input.method,
    commitmentMatches,
    entrantListMatches,
    winnersMatch,
    computedWinners,
    isMyTicketListed,
    myListedEntries,
    isVerified: commitmentMatches && entrantListMatches && winnersMatch,
  };
}
