import { MembersScreen } from '../../features/members-admin/components/members-screen';

export default function Screen() {
  return <MembersScreen />;
}
