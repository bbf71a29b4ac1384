import { notificationTargetOf, type Notification } from '@vitalia/contracts';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-read';

/** Opening a notification reads it and goes where the member acts on it; `before` runs first (closing the panel). */
export function useOpenNotification(before?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification: Notification) => {
    // Reading it is the point: a failed mark only leaves it unread, not worth stopping the member on their way.
    if (notification.readAt === null) markRead.mutate({ params: { notificationId: notification.id } });
    before?.();
    void navigate(notificationTargetOf(notification));
  };
}
