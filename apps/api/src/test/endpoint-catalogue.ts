import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@vitalia/contracts';
import * as endpointGroups from '@vitalia/contracts/endpoints/index';

/** Every endpoint the contracts describe: what the whole-API tests (authorization, hostile bodies) walk through. */
export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group),
);

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
