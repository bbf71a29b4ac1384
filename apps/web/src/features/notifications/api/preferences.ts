import { notificationEndpoints } from '@vitalia/contracts';
import { useEndpointData, useEndpointMutation } from '../../../lib/endpoint-queries';

/** Per kind: shown in the bell, and emailed (null for a kind that is never emailed). */
export const useNotificationPreferences = () => useEndpointData(notificationEndpoints.preferences);

/** One kind's switches at a time; on success the preferences (and the bell, which they filter) are read again. */
export const useSaveNotificationPreference = () => useEndpointMutation(notificationEndpoints.setPreferences);
