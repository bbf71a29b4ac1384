import { SupportInboxScreen } from '../../features/support-inbox/components/inbox-screen';

export default function Screen() {
  return <SupportInboxScreen />;
}
