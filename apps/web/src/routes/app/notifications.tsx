import { NotificationsScreen } from '../../features/notifications/components/notifications-screen';

export default function Screen() {
  return <NotificationsScreen />;
}
