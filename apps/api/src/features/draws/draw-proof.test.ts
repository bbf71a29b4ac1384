import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { entryListHashOf, weightedWinners } from '../../lib/draw-entries';
import { commitmentOf, drawOutcomeOf, entrantListHashOf, newSeed, newTicket, winnersOf } from './draw-proof';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Fixed tickets of the shape `newTicket` makes, so that each test draws the same way every run. */
const fixedTicket = (index: number) => sha256(`fixed ticket ${index}`).slice(0, 16);

describe('draw proof (D7)', () => {
  it('commits to a 32-byte hex seed with its SHA-256', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
    expect(commitmentOf(seed)).toBe(sha256(seed));
    expect(commitmentOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes tickets of 16 hex characters from random bytes, never from anything public (issue 36)', () => {
    const tickets = Array.from({ length: 1000 }, newTicket);
    for (const ticket of tickets) expect(ticket).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(tickets).size).toBe(tickets.length);
  });

  it('hashes the entrant list sorted and joined by newlines, whatever order it comes in', () => {
    expect(entrantListHashOf(['b', 'a', 'c'])).toBe(sha256('a\nb\nc'));
    expect(entrantListHashOf(['c', 'b', 'a'])).toBe(entrantListHashOf(['a', 'b', 'c']));
    expect(entrantListHashOf(['only'])).toBe(sha256('only'));
  });

  it('picks the tickets with the lowest SHA-256(seed:ticket), rank 1 first, independent of order', () => {
    const seed = 'f'.repeat(64);
    const tickets = Array.from({ length: 20 }, (_, index) => fixedTicket(index));
    const expected = tickets
      .map((ticket) => [sha256(`${seed}:${ticket}`), ticket] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .slice(0, 3)
      .map(([, ticket]) => ticket);
    expect(winnersOf(seed, tickets, 3)).toEqual(expected);
    expect(winnersOf(seed, [...tickets].reverse(), 3)).toEqual(expected);
    expect(winnersOf(seed, tickets, 1)).toEqual(expected.slice(0, 1));
    // Another seed, another result: the seed alone decides.
    expect(winnersOf('0'.repeat(64), tickets, 3)).not.toEqual(expected);
  });

  it('never picks more winners than entrants, nor the same ticket twice', () => {
    expect(winnersOf('seed', ['a', 'b'], 5)).toHaveLength(2);
    expect(winnersOf('seed', ['a', 'a', 'b'], 5).sort()).toEqual(['a', 'b']);
    expect(winnersOf('seed', [], 3)).toEqual([]);
  });

  it('draws by the method the draw was opened with: weights count only in a weighted draw', () => {
    const seed = 'c'.repeat(64);
    const entrants = Array.from({ length: 8 }, (_, index) => ({
      ticket: fixedTicket(index),
      weight: 1 + index,
    }));
    const tickets = entrants.map((entrant) => entrant.ticket);
    expect(drawOutcomeOf('lowest-hash', seed, entrants, 3)).toEqual({
      winnerTickets: winnersOf(seed, tickets, 3),
      entrantListHash: entrantListHashOf(tickets),
    });
    const entries = entrants.map(({ ticket, weight }) => ({ memberId: ticket, weight }));
    const weighted = drawOutcomeOf('weighted', seed, entrants, 3);
    expect(weighted).toEqual({
      winnerTickets: weightedWinners(entries, seed, 3),
      entrantListHash: entryListHashOf(entries),
    });
    expect(weighted.entrantListHash).toBe(
      sha256(
        [...entrants]
          .sort((a, b) => (a.ticket < b.ticket ? -1 : 1))
          .map(({ ticket, weight }) => `${ticket}:${weight}`)
          .join('\n'),
      ),
    );
    expect(drawOutcomeOf('weighted', seed, [...entrants].reverse(), 3)).toEqual(weighted);
  });
});
