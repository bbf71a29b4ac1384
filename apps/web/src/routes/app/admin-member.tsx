import { MemberScreen } from '../../features/members-admin/components/member-screen';

export default function Screen() {
  return <MemberScreen />;
}
