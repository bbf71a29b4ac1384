import { PerksScreen } from '../../features/perks/components/perks-screen';

export default function Screen() {
  return <PerksScreen />;
}
