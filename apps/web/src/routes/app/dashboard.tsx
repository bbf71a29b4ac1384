import { Dashboard } from '../../features/dashboard/components/dashboard';
import { useSubscription } from '../../features/subscriptions/member/api/get-subscription';

/** The dashboard shows the plan by name: the route hands it over from the subscriptions feature. */
export default function Screen() {
  const details = useSubscription();
  return <Dashboard plan={details.data?.plan ?? null} isPlanLoading={details.isPending} />;
}
