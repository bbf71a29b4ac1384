import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachEndpoints, type MealSwap } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, useCallerScope } from '../../../lib/endpoint-queries';

const { mealWeekOf, shoppingListOf, swapMeal } = coachEndpoints;

/**
 * One meal made of other foods. The answer is the whole week (the rest of the day is fitted again around the new
 * meal), so it replaces the cached week as it is rather than the week being read again; the week's shopping list
 * changed with it and is read again when next shown. Nothing else the coach knows changed, so unlike
 * `useEndpointMutation` this does not refresh the whole `coach` resource.
 */
export function useSwapMeal() {
  const queryClient = useQueryClient();
  const scope = useCallerScope();
  return useMutation({
    mutationFn: (body: MealSwap) => call(swapMeal, { body }),
    onSuccess: async (answer, { week }) => {
      const weekKey = keyOf(mealWeekOf, scope, { query: { week } });
      // A read of the week already under way would otherwise land after the answer and put the old meal back.
      await queryClient.cancelQueries({ queryKey: weekKey });
      queryClient.setQueryData(weekKey, answer);
      await queryClient.invalidateQueries({ queryKey: keyOf(shoppingListOf, scope, { query: { week } }) });
    },
  });
}
