import { PlanSelector } from '../../features/subscriptions/components/plan-selector';

export default function Screen() {
  return <PlanSelector />;
}
