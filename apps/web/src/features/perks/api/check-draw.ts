import { useMutation } from '@tanstack/react-query';
import type { DrawAudit, MemberDraw } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { verifyDraw, type DrawCheck } from '../verify-draw';

/** Everything needed to recompute a drawn draw's winners (4004 before it is drawn). */
export async function getDrawAudit(drawId: string): Promise<DrawAudit> {
  return (await api.get<{ data: DrawAudit }>(`/draws/${encodeURIComponent(drawId)}/audit`)).data;
}

/**
 * Fetches the audit and recomputes the result here. The hashes checked are the ones the member was shown (the
 * commitment was published before the draw), so an audit cannot vouch for itself.
 */
export async function checkDraw(draw: MemberDraw): Promise<DrawCheck> {
  const audit = await getDrawAudit(draw.id);
  return verifyDraw({
    commitment: draw.commitment,
    seed: audit.seed,
    entrantListHash: draw.entrantListHash ?? audit.entrantListHash,
    tickets: audit.tickets,
    winnerTickets: audit.winnerTickets,
    winnerCount: draw.winnerCount,
    myTicket: draw.myTicket,
  });
}

/** A one-off action, not cached data: each press fetches and checks again. */
export const useCheckDraw = () => useMutation({ mutationFn: checkDraw });
