import { GamesAdminScreen } from '../../features/games/staff/components/games-admin-screen';

export default function Screen() {
  return <GamesAdminScreen />;
}
