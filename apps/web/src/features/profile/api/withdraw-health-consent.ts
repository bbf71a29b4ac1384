import { healthProfileEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../lib/endpoint-queries';

/** D6: withdrawing consent deletes the health data on the server at once. */
export const useWithdrawHealthConsent = () =>
  useEndpointMutation(healthProfileEndpoints.withdrawHealthConsent);
