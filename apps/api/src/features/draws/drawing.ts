import { ErrorCode, type AdminDraw, type DrawMethod } from '@vitalia/contracts';
import { drawEntriesFor, freeEntries } from '../../lib/draw-entries';
import { AppError } from '../../lib/errors';
import { drawOutcomeOf, newTicket } from './draw-proof';
import { ticketsFor } from './draw-tickets';
import { adminDraw, requireDraw, type DrawsContext } from './draws-context';
import type { TakenCode } from './draws.repository';

const monthStartOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1));
};

interface DrawnWinner {
  rank: number;
  ticket: string;
  userId: string;
  code: TakenCode;
}

/**
 * Draws the winners and gives each a code of the prize, in one transaction under a lock on the draw: two admins
 * drawing at once draw once, and a draw short of codes changes nothing.
 */
export async function runDraw(context: DrawsContext, drawId: string): Promise<AdminDraw> {
  const { repository, premiumMembersIn, monthPointsOf, now } = context;
  const found = await requireDraw(context, drawId);
  if (found.draw.status === 'drawn') throw new AppError(ErrorCode.drawAlreadyDrawn);
  const at = now();
  if (at < monthStartOf(found.draw.month)) throw new AppError(ErrorCode.drawMonthNotBegun);
  // A draw's method is fixed when it is opened, before anyone could know the seed.
  const method = found.draw.method as DrawMethod;
  // Read before the transaction: on the embedded database a read through another handle would wait for it. The
  // points are those of the moment of drawing, as the entrants are.
  const [premiumIds, monthPoints] = await Promise.all([
    premiumMembersIn(found.draw.month),
    method === 'weighted' ? monthPointsOf(found.draw.month) : new Map<string, number>(),
  ]);
  const today = at.toISOString().slice(0, 10);
  await repository.inTransaction(async (tx) => {
    const draw = await tx.lockDraw(drawId);
    if (!draw) throw new AppError(ErrorCode.notFound);
    if (draw.status === 'drawn') throw new AppError(ErrorCode.drawAlreadyDrawn);
    const entrantIds = await tx.entrantIdsOf(drawId, premiumIds);
    if (entrantIds.length === 0) throw new AppError(ErrorCode.drawWithoutEntrants);
    // The tickets their holders may already have seen, and one for each entrant who never looked.
    const tickets = await ticketsFor(
      entrantIds,
      () => tx.ticketsOfDraw(drawId),
      (userIds) => tx.addTickets(userIds.map((userId) => ({ drawId, userId, ticket: newTicket() }))),
    );
    const entrants = entrantIds.map((userId) => ({
      drawId,
      userId,
      ticket: tickets.get(userId)!,
      // The free entry always, whatever the points: no purchase or play necessary.
      weight: method === 'weighted' ? drawEntriesFor(monthPoints.get(userId) ?? 0).total : freeEntries,
    }));
    const userOf = new Map(entrants.map((entrant) => [entrant.ticket, entrant.userId]));
    const { winnerTickets, entrantListHash } = drawOutcomeOf(method, draw.seed, entrants, draw.winnerCount);
    const codes = await tx.lockAvailableCodes(draw.prizeRewardId, winnerTickets.length, today);
    if (codes.length < winnerTickets.length) throw new AppError(ErrorCode.drawPrizeShort);
    const winners: DrawnWinner[] = winnerTickets.map((ticket, index) => ({
      rank: index + 1,
      ticket,
      userId: userOf.get(ticket)!,
      code: codes[index]!,
    }));
    for (const winner of winners) await tx.giveCode(winner.code.id, winner.userId);
    await tx.insertEntrants(entrants);
    await tx.insertWinners(
      winners.map((winner) => ({
        drawId,
        rank: winner.rank,
        ticket: winner.ticket,
        userId: winner.userId,
        promoCodeId: winner.code.id,
      })),
    );
    await tx.markDrawn(drawId, {
      entrantListHash,
      entrantCount: entrants.length,
    });
    for (const winner of winners) {
      await tx.publish('draw.won', {
        drawId,
        userId: winner.userId,
        code: winner.code.code,
        expiresOn: winner.code.expiresOn,
      });
    }
    await tx.publish('reward.codes-taken', { rewardId: draw.prizeRewardId });
    await tx.audit({
      action: 'draw.drawn',
      target: { type: 'draw', id: drawId },
      after: { month: draw.month, method, entrantCount: entrants.length, winners: winners.length },
    });
  });
  return adminDraw(context, drawId);
}
