import { BackgroundWork } from '../../features/background-work/components/background-work';
import { PlansAdmin } from '../../features/subscriptions/staff/components/plans-admin';

/** The admin panel: the plans, then the state of the scheduled work. */
export default function Screen() {
  return (
    <>
      <PlansAdmin />
      <div className="mt-4 sm:mt-6">
        <BackgroundWork />
      </div>
    </>
  );
}
