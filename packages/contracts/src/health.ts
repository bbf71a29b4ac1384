import { z } from 'zod';

export const healthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number().nonnegative(),
});

/** Whether this server should be sent traffic: its database answers and holds every migration of its build. */
export const readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});
export type Readiness = z.infer<typeof readiness>;
