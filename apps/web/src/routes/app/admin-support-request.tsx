import { SupportRequestScreen } from '../../features/support-inbox/components/request-screen';

export default function Screen() {
  return <SupportRequestScreen />;
}
