import { ManageScreen } from '../../features/feed/components/manage/manage-screen';

export default function Screen() {
  return <ManageScreen />;
}
