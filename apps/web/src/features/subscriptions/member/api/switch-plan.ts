import { subscriptionEndpoints } from '@vitalia/contracts';
import { usePlanChange } from './use-plan-change';

/**
 * D4: monthly → yearly applies now (charged at once, 7400 when the card is declined); yearly → monthly waits for
 * the period end. Switching to the current plan again undoes a scheduled switch.
 */
export const useSwitchPlan = () => usePlanChange(subscriptionEndpoints.switchPlan);
