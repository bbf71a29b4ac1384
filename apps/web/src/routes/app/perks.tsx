import { PerksScreen } from '../../features/rewards/member/components/perks-screen';

export default function Screen() {
  return <PerksScreen />;
}
