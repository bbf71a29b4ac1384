import { z } from 'zod';

/** One run of a scheduled job, as the job runner (pg-boss) keeps it. */
export const jobRun = z.object({
  state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
  /** Times it was tried again after failing. */
  retries: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The error of a failed run, in the server's words (staff only). */
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

/** The background work staff can check: each scheduled job's latest runs, and the events waiting for delivery. */
export const backgroundWork = z.object({
  jobs: z.array(z.object({ name: z.string(), cron: z.string(), runs: z.array(jobRun) })),
  events: z.object({
    waiting: z.number().int(),
    oldestWaitingAt: z.string().nullable(),
    /** Events whose retries ran out: a handler keeps failing and needs a person. */
    failed: z.number().int(),
  }),
});
export type BackgroundWork = z.infer<typeof backgroundWork>;
