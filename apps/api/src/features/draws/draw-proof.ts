import { createHash, randomBytes } from 'node:crypto';
import type { DrawMethod } from '@vitalia/contracts';
import { entryListHashOf, weightedWinners } from '../../lib/draw-entries';

/**
 * The published proof of a draw (D7, `drawProof` in the contracts). Pure functions: the service draws with them and
 * anyone holding the audit (seed, tickets, weights) recomputes the same winners with nothing but SHA-256.
 */
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The secret drawn when the draw is created: 32 random bytes as hex, revealed only once the draw has taken place. */
export const newSeed = () => randomBytes(32).toString('hex');

/** Published from the start: the seed cannot be changed afterwards without the commitment showing it. */
export const commitmentOf = (seed: string) => sha256Hex(seed);

/**
 * A member's ticket in one draw: 8 random bytes as hex, kept with their entry (`draw_tickets`). Random, not derived
 * from anything public (their id, the draw's id), so the entrant list can be published without anyone but its holder
 * knowing which ticket is whose (issue 36). Shown to its holder before the draw, so it cannot be chosen once the
 * seed is out without them seeing it (docs/decisions/017).
 */
export const newTicket = () => randomBytes(8).toString('hex');

/** SHA-256 of the sorted tickets joined by `\n`: pins down who took part. */
export const entrantListHashOf = (tickets: readonly string[]) => sha256Hex([...tickets].sort().join('\n'));

/**
 * The `winnerCount` tickets with the lowest SHA-256(`${seed}:${ticket}`) compared as hex, in that order: rank 1
 * first. Independent of the order the tickets come in.
 */
export function winnersOf(seed: string, tickets: readonly string[], winnerCount: number): string[] {
  return [...new Set(tickets)]
    .map((ticket) => ({ ticket, score: sha256Hex(`${seed}:${ticket}`) }))
    .sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : 0))
    .slice(0, Math.max(0, winnerCount))
    .map(({ ticket }) => ticket);
}

/** A line of the published entrant list: a ticket and the entries it holds (1 in a `lowest-hash` draw). */
export interface ProofEntrant {
  ticket: string;
  weight: number;
}

/**
 * The winners and the entrant list hash a draw's method gives (docs/decisions/017). `lowest-hash`, the draws before
 * issue 17: one chance per ticket, weights ignored. `weighted`: each ticket's chance proportional to its entries, and
 * the list hash covers the weights (`ticket:weight` lines), so none can change once published.
 */
export function drawOutcomeOf(
  method: DrawMethod,
  seed: string,
  entrants: readonly ProofEntrant[],
  winnerCount: number,
): { winnerTickets: string[]; entrantListHash: string } {
  if (method === 'lowest-hash') {
    const tickets = entrants.map((entrant) => entrant.ticket);
    return {
      winnerTickets: winnersOf(seed, tickets, winnerCount),
      entrantListHash: entrantListHashOf(tickets),
    };
  }
  const entries = entrants.map(({ ticket, weight }) => ({ memberId: ticket, weight }));
  return {
    winnerTickets: weightedWinners(entries, seed, winnerCount),
    entrantListHash: entryListHashOf(entries),
  };
}
