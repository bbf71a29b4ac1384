import { useMutation } from '@tanstack/react-query';
import { sandboxCheckoutEndpoints, type InputOf } from '@vitalia/contracts';
import { call } from '../../../../lib/endpoint-client';

type Confirm = typeof sandboxCheckoutEndpoints.confirmSandboxSession;

/**
 * The bank's second check (a 3-D Secure screen): approving pays; declining answers 7400 and reopens the session. As
 * with paying, the page follows the answer itself rather than reading the session again.
 */
export const useConfirmSandboxSession = () =>
  useMutation({
    mutationFn: (input: InputOf<Confirm>) => call(sandboxCheckoutEndpoints.confirmSandboxSession, input),
  });
