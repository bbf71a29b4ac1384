import { subscriptionEndpoints } from '@vitalia/contracts';
import { usePlanChange } from './use-plan-change';

/** D4: Free is active at once, no payment involved. */
export const useChooseFreePlan = () => usePlanChange(subscriptionEndpoints.chooseFreePlan);
