import { useMutation } from '@tanstack/react-query';
import type { SandboxCardInput } from '@vitalia/contracts';
import { publicRequest } from '../../../lib/api-client';
import { sandboxSessionPath } from './get-session';

/** What the sandbox answers a card, or a bank's second check: paid (go back to the app), or confirm first. */
export type SandboxOutcome =
  { status: 'completed'; redirectUrl: string } | { status: 'requires_confirmation' };

/** 7400 when the card is declined, 7401 when the session has ended, 7407–7410 for a field. */
export async function paySandboxSession(sessionId: string, card: SandboxCardInput): Promise<SandboxOutcome> {
  const body: SandboxCardInput = { ...card, cardNumber: card.cardNumber.replace(/\D/g, '') };
  return (await publicRequest<{ data: SandboxOutcome }>('POST', `${sandboxSessionPath(sessionId)}/pay`, body))
    .data;
}

export const usePaySandboxSession = (sessionId: string) =>
  useMutation({ mutationFn: (card: SandboxCardInput) => paySandboxSession(sessionId, card) });
