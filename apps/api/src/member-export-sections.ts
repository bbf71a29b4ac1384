/**
 * The member's data export, composed from each feature's reader (decision 046). Kept beside the module list, which
 * builds it from the readers the features already built: the users feature knows the sections by name only
 * (features/users/member-export.ts).
 */
import type { Database } from './db/client';
import { featureModule } from './lib/feature-module';
import { coachExport } from './features/coach/coach-export.repository';
import type { CoachRepository } from './features/coach/coach.repository';
import { communityExport } from './features/community/community-export.repository';
import { drawsExport } from './features/draws/draws-export.repository';
import { feedExport } from './features/feed/feed-export.repository';
import { gamesExport } from './features/games/games-export';
import type { GamesRepository } from './features/games/games.repository';
import { rewardsExport } from './features/rewards/rewards-export.repository';
import { subscriptionsExport } from './features/subscriptions/subscriptions-export.repository';
import type { ExportSection, ExportSections } from './features/users/member-export';
import { modelCallsExport } from './lib/language-model/model-calls-export.repository';

export interface BuiltExportReaders {
  health: ExportSection;
  coachRows: Pick<CoachRepository, 'exportFor'>;
  personaQuestions: ExportSection;
  gameRows: Pick<GamesRepository, 'exportFor' | 'staffQuestionsOf'>;
  supportRequests: ExportSection;
  notifications: ExportSection;
}

export function memberExportSections(db: Database, built: BuiltExportReaders): ExportSections {
  return {
    health: built.health,
    coach: coachExport(db, built.coachRows),
    personaQuestions: built.personaQuestions,
    aiUsage: modelCallsExport(db),
    games: gamesExport(built.gameRows),
    community: communityExport(db),
    feed: feedExport(db),
    rewards: rewardsExport(db),
    draws: drawsExport(db),
    subscription: subscriptionsExport(db),
    supportRequests: built.supportRequests,
    notifications: built.notifications,
  };
}

/** Built after every feature with a section, before the accounts that answer the export. */
export const memberExportModule = featureModule({
  name: 'member-export',
  build: (
    { db },
    readers: {
      healthProfile: { exportFor: ExportSection };
      coachRows: BuiltExportReaders['coachRows'];
      personaRows: { exportFor: ExportSection };
      gameRows: BuiltExportReaders['gameRows'];
      supportRows: { exportFor: ExportSection };
      notificationRows: { exportFor: ExportSection };
    },
  ) => ({
    exportSections: memberExportSections(db, {
      health: readers.healthProfile.exportFor,
      coachRows: readers.coachRows,
      personaQuestions: readers.personaRows.exportFor,
      gameRows: readers.gameRows,
      supportRequests: readers.supportRows.exportFor,
      notifications: readers.notificationRows.exportFor,
    }),
  }),
});
