import { subscriptionEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** What a switch between monthly and yearly costs and when it applies, asked before the member confirms it. */
export const usePreviewSwitch = () => useEndpointMutation(subscriptionEndpoints.previewSwitch);
