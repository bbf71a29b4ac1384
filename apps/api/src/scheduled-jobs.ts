import type { ScheduledJob } from './lib/job-runner/job-runner';
import { modules } from './modules';
import type { Services } from './services';

const dayMs = 24 * 60 * 60 * 1000;
/** Delivered events are kept a month, for inquiries ("did my receipt go out?"). */
const deliveredEventsKeptMs = 30 * dayMs;

/** Every piece of scheduled work (decision 025), the outbox's and each module's: each is safe to run twice. */
export function scheduledJobs(services: Services): ScheduledJob[] {
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
    ...modules.flatMap((module) => module.jobs?.(services as never, services.platform) ?? []),
  ];
}
