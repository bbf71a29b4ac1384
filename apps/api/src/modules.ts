import { auditModule } from './features/audit/audit.module';
import { coachModule } from './features/coach/coach.module';
import { communityModule } from './features/community/community.module';
import { drawsModule } from './features/draws/draws.module';
import { feedModule } from './features/feed/feed.module';
import { gamesModule } from './features/games/games.module';
import { healthProfileModule } from './features/health-profile/health-profile.module';
import { healthModule } from './features/health/health.module';
import { identityModule } from './features/identity/identity.module';
import { jobsModule } from './features/jobs/jobs.module';
import { membersAdminModule } from './features/members-admin/members-admin.module';
import { notificationsModule } from './features/notifications/notifications.module';
import { personaModule } from './features/persona/persona.module';
import { rewardsModule } from './features/rewards/rewards.module';
import { subscriptionsModule } from './features/subscriptions/subscriptions.module';
import { supportModule } from './features/support/support.module';
import { accountsModule, membersModule } from './features/users/users.module';
import { languageModelModule } from './lib/language-model/language-model.module';
import { memberExportModule } from './member-export-sections';

/**
 * Every feature, in the order their services are built (issue 37): a module reads in `build` only what one above it
 * built. Adding a feature is one line here (docs/ARCHITECTURE.md, "Adding a feature").
 */
export const modules = [
  membersModule,
  notificationsModule,
  healthProfileModule,
  subscriptionsModule,
  identityModule,
  languageModelModule,
  rewardsModule,
  gamesModule,
  drawsModule,
  communityModule,
  feedModule,
  personaModule,
  supportModule,
  coachModule,
  memberExportModule,
  accountsModule,
  membersAdminModule,
  healthModule,
  auditModule,
  jobsModule,
] as const;
