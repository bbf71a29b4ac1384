import { ContactScreen } from '../../features/support/member/components/contact-screen';

export default function Screen() {
  return <ContactScreen />;
}
