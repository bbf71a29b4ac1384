import { sweepAbandonedImportFiles } from './features/rewards/upload';
import type { ScheduledJob } from './lib/job-runner/job-runner';
import type { Services } from './services';

const dayMs = 24 * 60 * 60 * 1000;
/** Delivered events are kept a month, for inquiries ("did my receipt go out?"). */
const deliveredEventsKeptMs = 30 * dayMs;

/** Every piece of scheduled work, in one list (decision 025): each is safe to run twice. */
export function scheduledJobs(
  services: Services,
  { importUploadDir }: { importUploadDir: string },
): ScheduledJob[] {
  return [
    {
      // The outbox's backstop: whatever was not delivered right after its commit (a crash, a handler that failed).
      name: 'dispatch-events',
      cron: '* * * * *',
      run: async () => ({
        ...(await services.events.dispatchDue()),
        pruned: await services.events.pruneDispatched(new Date(Date.now() - deliveredEventsKeptMs)),
      }),
    },
    { name: 'billing', cron: '*/15 * * * *', run: () => services.subscriptions.runBillingJobs() },
    { name: 'purge-deleted-accounts', cron: '0 * * * *', run: () => services.users.purgeDeletedAccounts() },
    { name: 'sweep-orphan-pictures', cron: '30 * * * *', run: () => services.pictures.sweepOrphans() },
    // Hourly, so each member's digest comes about a day after the last; each gets at most one a day.
    // The bell's "new post", within a minute of a post coming out (scheduled ones included).
    { name: 'feed-announcements', cron: '* * * * *', run: () => services.feedPostNotices.announceDue() },
    { name: 'feed-digest', cron: '10 * * * *', run: () => services.feedDigest.sendDue() },
    { name: 'sweep-feed-images', cron: '40 * * * *', run: () => services.feedAuthoring.sweepImages() },
    {
      name: 'sweep-import-uploads',
      cron: '50 * * * *',
      run: async () => ({ removed: await sweepAbandonedImportFiles(importUploadDir) }),
    },
  ];
}
