import { PlansAdmin } from '../../features/admin-plans/components/plans-admin';

export default function Screen() {
  return <PlansAdmin />;
}
