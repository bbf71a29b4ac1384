import { z } from 'zod';
import { access, answer, endpoint } from '../endpoint';
import {
  sandboxCardInput,
  sandboxConfirmation,
  sandboxOutcome,
  sandboxSession,
  sandboxSessionId,
} from '../sandbox-checkout';

/**
 * The sandbox provider's hosted page (D4). Public, as a provider's page is: the unguessable session id is the
 * capability, and the session is bound to the member who opened it.
 */
const sessionParams = z.object({ sessionId: sandboxSessionId });

/** A payment makes the member Premium and adds a payment with its receipt. */
const payment = ['checkout', 'subscription', 'payments', 'profile'] as const;

export const sandboxSessionOf = endpoint({
  method: 'GET',
  path: '/billing/sandbox/sessions/:sessionId',
  access: access.public,
  resource: 'checkout',
  summary: "A sandbox checkout's order, status and where it leads back to",
  params: sessionParams,
  response: answer(sandboxSession),
});

export const paySandboxSession = endpoint({
  method: 'POST',
  path: '/billing/sandbox/sessions/:sessionId/pay',
  access: access.public,
  resource: 'checkout',
  changes: payment,
  summary: 'Pays with a test card: paid, declined (7400), or a second confirmation first',
  params: sessionParams,
  body: sandboxCardInput,
  response: answer(sandboxOutcome),
});

export const confirmSandboxSession = endpoint({
  method: 'POST',
  path: '/billing/sandbox/sessions/:sessionId/confirm',
  access: access.public,
  resource: 'checkout',
  changes: payment,
  summary: "The bank's second check: approving pays, declining (7400) reopens the session",
  params: sessionParams,
  body: sandboxConfirmation,
  response: answer(sandboxOutcome),
});
