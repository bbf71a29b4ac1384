import { GamesScreen } from '../../features/games/components/games-screen';

export default function Screen() {
  return <GamesScreen />;
}
