import { featureModule } from '../../lib/feature-module';
import { membersAdminRepository } from './members-admin.repository';
import { membersAdminRoutes } from './members-admin.routes';
import { membersAdminService, type MembersAdminDependencies } from './members-admin.service';

export interface MembersAdminNeeds {
  members: { memberOf: MembersAdminDependencies['staffOf'] };
  users: { staffActions: MembersAdminDependencies['accounts'] };
  subscriptions: { staffActions: MembersAdminDependencies['billing'] };
}

/** Staff's view of members: search, a member's record, grants, role changes, sessions (issue 18). */
export const membersAdminModule = featureModule({
  name: 'members-admin',
  build({ db }, { members, users, subscriptions }: MembersAdminNeeds) {
    return {
      membersAdmin: membersAdminService({
        repository: membersAdminRepository(db),
        staffOf: members.memberOf,
        accounts: users.staffActions,
        billing: subscriptions.staffActions,
      }),
    };
  },
  async routes(api, { membersAdmin }) {
    await api.register(membersAdminRoutes, { service: membersAdmin });
  },
});
