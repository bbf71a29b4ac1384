import { Dashboard } from '../../features/dashboard/components/dashboard';

export default function Screen() {
  return <Dashboard />;
}
