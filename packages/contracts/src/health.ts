import { z } from 'zod';

export const healthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthStatus = z.infer<typeof healthStatus>;
