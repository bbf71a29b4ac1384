import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeWinners, sha256Hex, verifyDraw } from './verify-draw';

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
    tickets,
    winnerTickets,
    winnerCount,
  };
}

describe('verifyDraw', () => {
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
