import { useMutation } from '@tanstack/react-query';
import { drawEndpoints, type MemberDraw } from '@vitalia/contracts';
import { call } from '../../../../lib/endpoint-client';
import { verifyDraw, type DrawCheck } from '../verify-draw';

/**
 * Fetches the audit and recomputes the result here. The hashes checked, the method and the member's entries are the
 * ones the member was shown (the commitment was published before the draw), so an audit cannot vouch for itself.
 */
export async function checkDraw(draw: MemberDraw): Promise<DrawCheck> {
  const { data: audit } = await call(drawEndpoints.drawAuditOf, { params: { drawId: draw.id } });
  return verifyDraw({
    commitment: draw.commitment,
    seed: audit.seed,
    entrantListHash: draw.entrantListHash ?? audit.entrantListHash,
    method: draw.method,
    tickets: audit.tickets,
    weights: audit.weights,
    winnerTickets: audit.winnerTickets,
    winnerCount: draw.winnerCount,
    myTicket: draw.myTicket,
    myEntryCount: draw.myEntries?.total,
  });
}

/** A one-off action, not cached data: each press fetches and checks again. */
export const useCheckDraw = () => useMutation({ mutationFn: checkDraw });
