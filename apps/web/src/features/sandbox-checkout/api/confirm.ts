import { useMutation } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/api-client';
import { sandboxSessionPath } from './get-session';
import type { SandboxOutcome } from './pay';

/** The bank's second check (a 3-D Secure screen): approving pays; declining answers 7400 and reopens the session. */
export async function confirmSandboxSession(sessionId: string, approve: boolean): Promise<SandboxOutcome> {
  return (
    await publicRequest<{ data: SandboxOutcome }>('POST', `${sandboxSessionPath(sessionId)}/confirm`, {
      approve,
    })
  ).data;
}

export const useConfirmSandboxSession = (sessionId: string) =>
  useMutation({ mutationFn: (approve: boolean) => confirmSandboxSession(sessionId, approve) });
