import type { Caller } from '../../lib/auth';
import { featureModule } from '../../lib/feature-module';
import { memberDirectory } from './member-directory';
import { peopleRoutes } from './people.routes';
import { peopleService, type GameFactsPort } from './people.service';
import { picturesRoutes } from './pictures.routes';
import { picturesService } from './pictures.service';
import { usersRepository, type UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import * as tables from './users.schema';
import { usersService, type UsersServiceDependencies } from './users.service';

/**
 * Who members are comes first: billing, identity, rewards and the rest read the directory. The account service,
 * which also writes and commands other features, comes late (`accountsModule`): nothing is bound after construction.
 */
export const membersModule = featureModule({
  name: 'members',
  tables,
  build({ db, events }) {
    const userRows = usersRepository(db, events);
    const members = memberDirectory(userRows);
    return {
      userRows,
      members,
      memberIdOf: async (caller: Caller) => (await members.memberOf(caller)).id,
    };
  },
});

export interface AccountsNeeds {
  userRows: UsersRepository;
  /** Who holds the credentials (identity): ends and deletes a member's sessions. */
  sessions: UsersServiceDependencies['identity'];
  exportSections: UsersServiceDependencies['exportSections'];
  /** Support's screenshots: files the purge removes before the member's rows go. */
  supportFiles: UsersServiceDependencies['memberFiles'];
  subscriptions: Pick<UsersServiceDependencies, 'subscriptionOf' | 'stopCharges'>;
  members: ReturnType<typeof memberDirectory>;
  /** The games' part of a member's card (issue 39). */
  games: GameFactsPort;
}

/** The account: profile, pictures, export and deletion; the cards members open on each other (issue 39). */
export const accountsModule = featureModule({
  name: 'accounts',
  build({ config, imagesOf }, needs: AccountsNeeds) {
    const pictureFiles = imagesOf('pictures');
    const { subscriptionOf, stopCharges } = needs.subscriptions;
    return {
      users: usersService({
        repository: needs.userRows,
        identity: needs.sessions,
        exportSections: needs.exportSections,
        pictures: pictureFiles,
        memberFiles: needs.supportFiles,
        subscriptionOf,
        stopCharges,
      }),
      pictures: picturesService(needs.userRows, pictureFiles, config.pictureMaxBytes, subscriptionOf),
      people: peopleService({ members: needs.members, games: needs.games }),
    };
  },
  async routes(api, { users, pictures, people }) {
    await api.register(usersRoutes, { service: users });
    await api.register(picturesRoutes, { service: pictures });
    await api.register(peopleRoutes, { service: people });
  },
  jobs: ({ users, pictures }) => [
    { name: 'purge-deleted-accounts', cron: '0 * * * *', run: () => users.purgeDeletedAccounts() },
    { name: 'sweep-orphan-pictures', cron: '30 * * * *', run: () => pictures.sweepOrphans() },
  ],
});
