import { subscriptionEndpoints } from '@vitalia/contracts';
import { usePlanChange } from './use-plan-change';

/** D4: cancelling takes effect at the end of the paid period, and can be resumed until then. */
export const useCancelSubscription = () => usePlanChange(subscriptionEndpoints.cancelSubscription);
