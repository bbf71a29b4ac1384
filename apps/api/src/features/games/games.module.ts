import { featureModule } from '../../lib/feature-module';
import { gamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import * as tables from './games.schema';
import { gamesService, type GamesPorts } from './games.service';

/** Check-ins, the weekly quiz, the month's challenge and its leaderboard (issue 17). */
export const gamesModule = featureModule({
  name: 'games',
  tables,
  build({ db, events }, { members }: { members: Pick<GamesPorts, 'memberOf' | 'cardsOf'> }) {
    const gameRows = gamesRepository(db);
    const { memberOf, cardsOf } = members;
    return { gameRows, games: gamesService({ repository: gameRows, memberOf, cardsOf, events }) };
  },
  async routes(api, { games }) {
    await api.register(gamesRoutes, { service: games });
  },
});
