import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeWeightedWinners,
  computeWinners,
  sha256Hex,
  verifyDraw,
  weightedEntriesOf,
  weightedListHash,
} from './verify-draw';

const subtle = webcrypto.subtle as SubtleCrypto;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A draw as the server would publish it, computed here independently with node's hash functions. */
function exampleDraw(winnerCount = 2) {
  const seed = 'b7e1c3d9a2f04e6b8c5d7a9e1f3b5c7d';
  const tickets = ['T-0042', 'T-0007', 'T-1999', 'T-0100', 'T-0555'];
  const winnerTickets = [...tickets]
    .sort((a, b) => (sha256(`${seed}:${a}`) < sha256(`${seed}:${b}`) ? -1 : 1))
    .slice(0, winnerCount);
  return {
    commitment: sha256(seed),
    seed,
    entrantListHash: sha256([...tickets].sort().join('\n')),
    entrantCount: tickets.length,
    method: 'lowest-hash' as const,
    tickets,
    weights: tickets.map(() => 1),
    winnerTickets,
    winnerCount,
  };
}

describe('verifyDraw: lowest-hash draws (before issue 17)', () => {
  it('hashes like node does', async () => {
    expect(await sha256Hex('seed:T-1', subtle)).toBe(sha256('seed:T-1'));
    expect(await sha256Hex('été', subtle)).toBe(sha256('été'));
  });

  it('recomputes the winners as the lowest hashes', async () => {
    const draw = exampleDraw(3);
    expect(await computeWinners(draw.seed, draw.tickets, 3, subtle)).toEqual(draw.winnerTickets);
  });

  it('verifies an honest draw, whatever order the tickets and winners come in', async () => {
    const draw = exampleDraw();
    const check = await verifyDraw(
      {
        ...draw,
        tickets: [...draw.tickets].reverse(),
        winnerTickets: [...draw.winnerTickets].reverse(),
        myTicket: 'T-0100',
      },
      subtle,
    );
    expect(check).toMatchObject({
      commitmentMatches: true,
      entrantListMatches: true,
      winnersMatch: true,
      isMyTicketListed: true,
      isVerified: true,
    });
    expect(check.computedWinners).toEqual(draw.winnerTickets);
  });

  it('accepts hashes published in capitals', async () => {
    const draw = exampleDraw();
    const check = await verifyDraw({ ...draw, commitment: draw.commitment.toUpperCase() }, subtle);
    expect(check.isVerified).toBe(true);
  });

  it('catches a seed that is not the committed one', async () => {
    const draw = exampleDraw();
    const check = await verifyDraw({ ...draw, commitment: sha256('another seed') }, subtle);
    expect(check.commitmentMatches).toBe(false);
    expect(check.isVerified).toBe(false);
  });

  it('catches an entrant slipped into the list', async () => {
    const draw = exampleDraw();
    const check = await verifyDraw({ ...draw, tickets: [...draw.tickets, 'T-9999'] }, subtle);
    expect(check.entrantListMatches).toBe(false);
    expect(check.isVerified).toBe(false);
  });

  it('catches a winner who did not have the lowest hash', async () => {
    const draw = exampleDraw();
    const loser = draw.tickets.find((ticket) => !draw.winnerTickets.includes(ticket))!;
    const check = await verifyDraw({ ...draw, winnerTickets: [draw.winnerTickets[0]!, loser] }, subtle);
    expect(check.winnersMatch).toBe(false);
    expect(check.isVerified).toBe(false);
  });

  it('says when the member’s ticket is missing from the list', async () => {
    const check = await verifyDraw({ ...exampleDraw(), myTicket: 'T-4242' }, subtle);
    expect(check.isMyTicketListed).toBe(false);
  });

  it('cannot verify a draw whose seed is not out yet', async () => {
    const check = await verifyDraw({ ...exampleDraw(), seed: null }, subtle);
    expect(check.isVerified).toBe(false);
  });
});

/**
 * Produced once by the API's own functions (apps/api/src/lib/draw-entries.ts, `entryListHashOf` and
 * `weightedWinners`, with `drawEntriesFor` from the games), run with `npx tsx` on:
 * seed = SHA-256("vitalia weighted draw vector"); tickets = the first 16 hex characters of
 * SHA-256('vector-draw:member-<i>') for i = 0…5 (how tickets were made before issue 36; any 16 hex characters do, as
 * the random ones now are); weights = drawEntriesFor(points).total for points 0, 99, 150, 420, 999, 5000. Hard-coded
 * so that this test fails if either side changes the method alone.
 */
const apiVector = {
  seed: '0fb78d0777fb2eab650f14c2d6c607228b2f0a6abde9112a05aefd1dddf4b705',
  entries: [
    { ticket: '6c9deb36d30aee7b', weight: 1 },
    { ticket: '452b31e8d61698fe', weight: 1 },
    { ticket: '7f5466b6efe8092b', weight: 2 },
    { ticket: 'fdec07182b8c8785', weight: 5 },
    { ticket: 'e3da9b5a8658781b', weight: 10 },
    { ticket: '905edc68798aaecf', weight: 11 },
  ],
  entrantListHash: '48f185518eb168ec6a1b979e96e4d2e91902373ee3d6b966c5f40428253427a0',
  winners3: ['e3da9b5a8658781b', '6c9deb36d30aee7b', '905edc68798aaecf'],
  winners6: [
    'e3da9b5a8658781b',
    '6c9deb36d30aee7b',
    '905edc68798aaecf',
    'fdec07182b8c8785',
    '7f5466b6efe8092b',
    '452b31e8d61698fe',
  ],
};

/**
 * Also from the API, the same way: a total of 2^47 + 1 entries, and a seed (SHA-256("rejection seed 1")) whose first
 * 48-bit number falls in the rejected top sliver. Keeping it (plain x mod W) would make "b" win first; the API
 * rejects it and draws again, and "a" wins.
 */
const rejectionVector = {
  seed: '8603e296c6dc6791b7e8eefcc1d7d964921236e3edf6fd2fc95ee2f75d408154',
  entries: [
    { ticket: 'a', weight: 2 ** 46 },
    { ticket: 'b', weight: 2 ** 46 },
    { ticket: 'c', weight: 1 },
  ],
  entrantListHash: '5548ce6df5c4387d2728ea2f15ae08ec00371dffd5a312bf7b308e5a58326bcb',
  winners: ['a', 'b', 'c'],
};

/** The method as written in decision 017, with node's hashing and BigInt: apart from verify-draw.ts. */
function referenceWeightedWinners(
  entries: readonly { ticket: string; weight: number }[],
  seed: string,
  count: number,
) {
  const remaining = [...entries].sort((a, b) => (a.ticket < b.ticket ? -1 : 1));
  const span = 1n << 48n;
  const winners: string[] = [];
  let counter = 0;
  while (winners.length < count && remaining.length > 0) {
    const total = BigInt(remaining.reduce((sum, entry) => sum + entry.weight, 0));
    let r = -1n;
    while (r < 0n) {
      const x = BigInt(`0x${sha256(`${seed}:pick:${counter}`).slice(0, 12)}`);
      counter += 1;
      if (x < span - (span % total)) r = x % total;
    }
    let sum = 0n;
    const index = remaining.findIndex((entry) => (sum += BigInt(entry.weight)) > r);
    winners.push(remaining.splice(index, 1)[0]!.ticket);
  }
  return winners;
}

/** A weighted draw as the server publishes it: tickets in code-unit order, weights beside them. */
function weightedDraw(winnerCount = 3) {
  const sortedEntries = [...apiVector.entries].sort((a, b) => (a.ticket < b.ticket ? -1 : 1));
  return {
    commitment: sha256(apiVector.seed),
    seed: apiVector.seed,
    entrantListHash: apiVector.entrantListHash,
    entrantCount: sortedEntries.length,
    method: 'weighted' as const,
    tickets: sortedEntries.map((entry) => entry.ticket),
    weights: sortedEntries.map((entry) => entry.weight),
    winnerTickets: apiVector.winners6.slice(0, winnerCount),
    winnerCount,
  };
}

describe('verifyDraw: weighted draws (issue 17)', () => {
  it('hashes the list as the API does: sorted ticket:weight lines', async () => {
    const { entries } = apiVector;
    const canonical = weightedEntriesOf(
      entries.map((entry) => entry.ticket),
      entries.map((entry) => entry.weight),
    )!;
    expect(canonical.map((entry) => entry.ticket)).toEqual(entries.map((entry) => entry.ticket).sort());
    expect(await weightedListHash(canonical, subtle)).toBe(apiVector.entrantListHash);
    expect(await weightedListHash(canonical, subtle)).toBe(
      sha256(canonical.map(({ ticket, weight }) => `${ticket}:${weight}`).join('\n')),
    );
  });

  it('picks the winners the API picked, for the same seed and list', async () => {
    const canonical = weightedEntriesOf(
      apiVector.entries.map((entry) => entry.ticket),
      apiVector.entries.map((entry) => entry.weight),
    )!;
    expect(await computeWeightedWinners(apiVector.seed, canonical, 3, subtle)).toEqual(apiVector.winners3);
    expect(await computeWeightedWinners(apiVector.seed, canonical, 6, subtle)).toEqual(apiVector.winners6);
    expect(await computeWeightedWinners(apiVector.seed, canonical, 10, subtle)).toEqual(apiVector.winners6);
  });

  it('rejects the top sliver of the 48-bit range as the API does', async () => {
    const { seed, entries } = rejectionVector;
    const canonical = weightedEntriesOf(
      entries.map((entry) => entry.ticket),
      entries.map((entry) => entry.weight),
    )!;
    expect(await weightedListHash(canonical, subtle)).toBe(rejectionVector.entrantListHash);
    expect(await computeWeightedWinners(seed, canonical, 3, subtle)).toEqual(rejectionVector.winners);
    expect(referenceWeightedWinners(entries, seed, 3)).toEqual(rejectionVector.winners);
  });

  it('matches the method as decision 017 writes it, over many seeds and lists', async () => {
    for (let index = 0; index < 40; index += 1) {
      const seed = sha256(`web seed ${index}`);
      const entries = Array.from({ length: 2 + (index % 9) }, (_, member) => ({
        ticket: sha256(`${index}:${member}`).slice(0, 16),
        weight: 1 + (Number.parseInt(sha256(`${seed}:${member}`).slice(0, 2), 16) % 11),
      }));
      const canonical = weightedEntriesOf(
        entries.map((entry) => entry.ticket),
        entries.map((entry) => entry.weight),
      )!;
      expect(await computeWeightedWinners(seed, canonical, 3, subtle)).toEqual(
        referenceWeightedWinners(entries, seed, 3),
      );
    }
  });

  it('verifies an honest weighted draw, and finds the member’s ticket with their entries', async () => {
    const draw = weightedDraw();
    const myTicket = 'fdec07182b8c8785';
    const check = await verifyDraw(
      { ...draw, winnerTickets: [...draw.winnerTickets].reverse(), myTicket, myEntryCount: 5 },
      subtle,
    );
    expect(check).toMatchObject({
      method: 'weighted',
      commitmentMatches: true,
      entrantListMatches: true,
      winnersMatch: true,
      isMyTicketListed: true,
      myListedEntries: 5,
      isVerified: true,
    });
    expect(check.computedWinners).toEqual(apiVector.winners3);
  });

  it('catches a weight changed after publication, and entries that are not the member’s', async () => {
    const draw = weightedDraw();
    const weights = [...draw.weights];
    weights[0] = weights[0]! + 1;
    const changed = await verifyDraw({ ...draw, weights }, subtle);
    expect(changed.entrantListMatches).toBe(false);
    expect(changed.isVerified).toBe(false);
    const notMine = await verifyDraw({ ...draw, myTicket: 'fdec07182b8c8785', myEntryCount: 6 }, subtle);
    expect(notMine).toMatchObject({ isMyTicketListed: false, myListedEntries: 5 });
  });

  it('does not accept a weighted draw’s winners picked by the lowest hashes', async () => {
    const draw = weightedDraw();
    const lowest = await computeWinners(draw.seed, draw.tickets, 3, subtle);
    expect(lowest).not.toEqual(draw.winnerTickets);
    const check = await verifyDraw({ ...draw, winnerTickets: lowest }, subtle);
    expect(check.winnersMatch).toBe(false);
    expect(check.isVerified).toBe(false);
  });

  it('fails, without throwing, on a list no weighted draw could publish', async () => {
    const draw = weightedDraw();
    for (const weights of [draw.weights.slice(1), draw.weights.map(() => 0), draw.weights.map(() => 1.5)]) {
      const check = await verifyDraw({ ...draw, weights }, subtle);
      expect(check).toMatchObject({ entrantListMatches: false, winnersMatch: false, isVerified: false });
    }
    const twice = await verifyDraw(
      { ...draw, tickets: [draw.tickets[0]!, ...draw.tickets.slice(0, -1)] },
      subtle,
    );
    expect(twice.isVerified).toBe(false);
  });
});
