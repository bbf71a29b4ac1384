import { feedEndpoints } from '@vitalia/contracts';
import { useEndpointData, useEndpointMutation } from '../../../lib/endpoint-queries';

/** Reported posts and comments not yet decided, most reported first. */
export const useFeedModerationQueue = () => useEndpointData(feedEndpoints.feedModerationQueue);
export const useModerateFeedItem = () => useEndpointMutation(feedEndpoints.moderateFeedItem);
