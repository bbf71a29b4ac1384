import { HelpCentre } from '../features/help/components/help-centre';

export default function Screen() {
  return <HelpCentre />;
}
