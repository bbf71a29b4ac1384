import { notificationEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../lib/endpoint-queries';

/** Both change `notifications`: the bell's count and the list are read again as soon as the server answers. */
export const useMarkNotificationRead = () => useEndpointMutation(notificationEndpoints.markRead);
export const useMarkAllNotificationsRead = () => useEndpointMutation(notificationEndpoints.markAllRead);
