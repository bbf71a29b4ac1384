import { useQueryClient } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@vitalia/contracts';
import { useCallback } from 'react';
import { authActions, useAuthStore } from '../../../lib/auth-store';
import { paymentsKey } from '../api/get-payments';
import { subscriptionKey } from '../api/get-subscription';

/**
 * After any change to the member's plan: the billing screen shows the answer, payments are read again (a switch may
 * charge), and the profile is reloaded so that the guard and the dashboard see the new subscription at once.
 */
export function useSubscriptionChanged() {
  const queryClient = useQueryClient();
  const uid = useAuthStore((state) => state.user?.uid);
  return useCallback(
    async (details: SubscriptionDetails) => {
      queryClient.setQueryData(subscriptionKey(uid), details);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKey(uid) }),
        // The change is made; a failed reload only leaves the guard a little behind until the next page load.
        authActions.reloadProfile().catch(() => undefined),
      ]);
    },
    [queryClient, uid],
  );
}
