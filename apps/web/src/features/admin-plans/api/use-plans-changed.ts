import { useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@vitalia/contracts';
import { useCallback } from 'react';
import { adminPlansKey } from './get-admin-plans';
import { subscriptionStatisticsKey } from './get-subscription-statistics';

/**
 * The members' plan list (`['plans']`, read by the pricing selector and billing) and the statistics follow an admin's
 * change; the admin list takes the server's answer.
 */
export function usePlansChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (update: (plans: Plan[]) => Plan[]) => {
      queryClient.setQueryData<Plan[]>(adminPlansKey, (plans) => (plans ? update(plans) : plans));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['plans'] }),
        queryClient.invalidateQueries({ queryKey: subscriptionStatisticsKey }),
      ]);
    },
    [queryClient],
  );
}
