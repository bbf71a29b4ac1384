import { SupportInboxScreen } from '../../features/support/staff/components/inbox-screen';

export default function Screen() {
  return <SupportInboxScreen />;
}
