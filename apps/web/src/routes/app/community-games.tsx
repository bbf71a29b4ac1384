import { GamesScreen } from '../../features/games/member/components/games-screen';

export default function Screen() {
  return <GamesScreen />;
}
