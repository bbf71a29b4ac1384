import { ErrorCode, type DrawAudit, type DrawMethod } from '@vitalia/contracts';
import { AppError } from '../../lib/errors';
import { proofOf, requireDraw, type DrawsContext } from './draws-context';

/** Everything needed to recompute a drawn draw's winners; nothing before the draw, when the seed is secret. */
export async function drawAuditOf(context: DrawsContext, drawId: string): Promise<DrawAudit> {
  const { draw } = await requireDraw(context, drawId);
  if (draw.status !== 'drawn') throw new AppError(ErrorCode.notFound);
  const [entrants, winners] = await Promise.all([
    context.repository.entrantsOf(drawId),
    context.repository.winnersOf([drawId]),
  ]);
  // Sorted by code unit, as the entrant list hash is: a database collation could order them otherwise.
  entrants.sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0));
  return {
    ...proofOf(draw),
    method: draw.method as DrawMethod,
    tickets: entrants.map((entrant) => entrant.ticket),
    weights: entrants.map((entrant) => entrant.weight),
    winnerTickets: winners.map((winner) => winner.ticket),
  };
}
