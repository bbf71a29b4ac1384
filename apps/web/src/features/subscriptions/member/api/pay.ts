import { useMutation } from '@tanstack/react-query';
import { sandboxCheckoutEndpoints, type InputOf, type SandboxCardInput } from '@vitalia/contracts';
import { call } from '../../../../lib/endpoint-client';

type Pay = typeof sandboxCheckoutEndpoints.paySandboxSession;

/** The number travels as digits alone, however the form groups it. */
export const cardOf = (card: SandboxCardInput): SandboxCardInput => ({
  ...card,
  cardNumber: card.cardNumber.replace(/\D/g, ''),
});

/**
 * 7400 when the card is declined, 7401 when the session has ended, 7407–7410 for a field. Nothing is read again on
 * success: the page leaves for the app (a full load), or turns to the confirmation step it already knows.
 */
export const usePaySandboxSession = () =>
  useMutation({
    mutationFn: (input: InputOf<Pay>) => call(sandboxCheckoutEndpoints.paySandboxSession, input),
  });
