import { useQueryClient } from '@tanstack/react-query';
import type { AdminDraw } from '@vitalia/contracts';
import { useCallback } from 'react';
import { adminDrawsKey } from './get-draws';

/**
 * The list takes the server's answer for the draw; a drawn draw took codes from its prize, so the rewards' stock, the
 * statistics and the member side (draws, won prizes) follow.
 */
export function useDrawsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (changed: AdminDraw) => {
      queryClient.setQueryData<AdminDraw[]>(adminDrawsKey, (draws) => {
        if (!draws) return draws;
        const others = draws.filter((draw) => draw.id !== changed.id);
        // Newest month first, as the server lists them.
        return [...others, changed].sort((a, b) => b.month.localeCompare(a.month));
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'rewards'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'statistics', 'rewards'] }),
        queryClient.invalidateQueries({ queryKey: ['perks'] }),
      ]);
    },
    [queryClient],
  );
}
