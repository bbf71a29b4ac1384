import type { Endpoint } from '@vitalia/contracts';
import { authActions } from '../../../../lib/auth-store';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/**
 * A change to the member's plan. Cached answers refresh by resource; the guard and the dashboard read the
 * subscription from the profile the auth store holds, which no query refreshes, so it is reloaded too. The change is
 * made by then: a failed reload only leaves the guard a little behind until the next page load.
 */
export const usePlanChange = <E extends Endpoint>(endpoint: E) =>
  useEndpointMutation(endpoint, { onSuccess: () => authActions.reloadProfile().catch(() => undefined) });
