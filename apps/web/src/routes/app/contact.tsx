import { ContactScreen } from '../../features/support/components/contact-screen';

export default function Screen() {
  return <ContactScreen />;
}
