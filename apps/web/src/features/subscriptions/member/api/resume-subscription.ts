import { subscriptionEndpoints } from '@vitalia/contracts';
import { usePlanChange } from './use-plan-change';

export const useResumeSubscription = () => usePlanChange(subscriptionEndpoints.resumeSubscription);
