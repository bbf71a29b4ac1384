import { GamesAdminScreen } from '../../features/games-admin/components/games-admin-screen';

export default function Screen() {
  return <GamesAdminScreen />;
}
