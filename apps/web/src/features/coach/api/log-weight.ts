import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { coachEndpoints, type WeightLogInput } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, resourceKey, useCallerScope } from '../../../lib/endpoint-queries';

const { logWeight, weightsOf } = coachEndpoints;

/**
 * Logs a day's weight (again replaces it). The answer is the whole list, so it replaces the cached one. The latest
 * weight becomes the health profile's, so the targets (and the meals planned from them) follow: everything else the
 * coach knows, and the health profile, are read again.
 */
export function useLogWeight() {
  const queryClient = useQueryClient();
  const scope = useCallerScope();
  return useMutation({
    mutationFn: (body: WeightLogInput) => call(logWeight, { body }),
    onSuccess: async (answer) => {
      const weightsKey = keyOf(weightsOf, scope);
      await queryClient.cancelQueries({ queryKey: weightsKey });
      queryClient.setQueryData(weightsKey, answer);
      const weightsHash = hashKey(weightsKey);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: resourceKey('coach'),
          predicate: (query) => query.queryHash !== weightsHash,
        }),
        ...(logWeight.changes ?? [])
          .filter((resource) => resource !== 'coach')
          .map((resource) => queryClient.invalidateQueries({ queryKey: resourceKey(resource) })),
      ]);
    },
  });
}
