import { SupportRequestScreen } from '../../features/support/staff/components/request-screen';

export default function Screen() {
  return <SupportRequestScreen />;
}
