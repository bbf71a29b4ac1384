import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminRewardsRootKey } from './get-admin-rewards';

/**
 * After a change to a reward or its stock: the catalogue, the stock table and the code lists (one root key), the
 * rewards statistics and the members' reward list follow.
 */
export function useRewardsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRewardsRootKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'statistics', 'rewards'] }),
        queryClient.invalidateQueries({ queryKey: ['rewards'] }),
      ]),
    [queryClient],
  );
}
