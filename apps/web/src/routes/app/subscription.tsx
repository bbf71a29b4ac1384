import { PlanSelector } from '../../features/subscriptions/member/components/plan-selector';

export default function Screen() {
  return <PlanSelector />;
}
