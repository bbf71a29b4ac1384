import type { DrawAudit } from '@vitalia/contracts';

/**
 * D7 / docs/decisions/017-verifiable-draws.md, recomputed in the member's own browser so that nobody has to take the
 * result on trust:
 * - the seed revealed after the draw is the one committed to before it: SHA-256(seed) = commitment;
 * - the list of entrants is the one the draw used: SHA-256(sorted tickets joined by `\n`) = entrant list hash;
 * - the winners are the `winnerCount` tickets with the lowest SHA-256(`${seed}:${ticket}`), compared as hex.
 */
export interface DrawCheck {
  commitmentMatches: boolean;
  entrantListMatches: boolean;
  winnersMatch: boolean;
  /** The winning tickets as recomputed here, best (lowest hash) first. */
  computedWinners: string[];
  /** Null when the member holds no ticket for this draw. */
  isMyTicketListed: boolean | null;
  isVerified: boolean;
}

export type DrawCheckInput = Pick<
  DrawAudit,
  'commitment' | 'seed' | 'entrantListHash' | 'tickets' | 'winnerTickets'
> & {
  winnerCount: number;
  myTicket?: string | null;
};

export async function sha256Hex(text: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sameHex = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b;
const sorted = (values: readonly string[]) => [...values].sort();

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
  scored.sort((a, b) => (a.hash === b.hash ? a.ticket.localeCompare(b.ticket) : a.hash < b.hash ? -1 : 1));
  return scored.slice(0, winnerCount).map(({ ticket }) => ticket);
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
  if (input.seed === null) {
    return {
      commitmentMatches: false,
      entrantListMatches: false,
      winnersMatch: false,
      computedWinners: [],
      isMyTicketListed: null,
      isVerified: false,
    };
  }
  const tickets = sorted(input.tickets);
  const [seedHash, listHash, computedWinners] = await Promise.all([
    sha256Hex(input.seed, subtle),
    sha256Hex(tickets.join('\n'), subtle),
    computeWinners(input.seed, tickets, input.winnerCount, subtle),
  ]);
  const commitmentMatches = sameHex(input.commitment, seedHash);
  const entrantListMatches = sameHex(input.entrantListHash, listHash);
  // The published order is the draw's rank, but a set is what was won: compare as sets.
  const winnersMatch = sorted(computedWinners).join('\n') === sorted(input.winnerTickets).join('\n');
  return {
    commitmentMatches,
    entrantListMatches,
    winnersMatch,
    computedWinners,
    isMyTicketListed: input.myTicket ? tickets.includes(input.myTicket) : null,
    isVerified: commitmentMatches && entrantListMatches && winnersMatch,
  };
}
