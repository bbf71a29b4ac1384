import { randomUUID } from 'node:crypto';
import * as contracts from '@vitalia/contracts';
import type { Endpoint } from '@vitalia/contracts';

/**
 * Every endpoint the contracts describe, from each `…Endpoints` group they export: what the whole-API tests
 * (authorization, hostile bodies) walk through.
 */
export const allEndpoints: Endpoint[] = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>));

/** The endpoint's path with a value each path parameter's own schema accepts: a fresh uuid where it is one. */
export function samplePathOf(endpoint: Endpoint): string {
  const shape = (
    endpoint.params as unknown as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> }
  )?.shape;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const candidates = [randomUUID(), 'A'.repeat(32), 'google', '1'];
    const value = candidates.find((candidate) => shape?.[name]?.safeParse(candidate).success) ?? 'x';
    return encodeURIComponent(value);
  });
}
