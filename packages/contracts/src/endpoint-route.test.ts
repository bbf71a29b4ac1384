import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import type { Route } from './endpoint-route';

/** Every endpoint of every `…Endpoints` group the contracts export. */
function everyEndpoint(): Route[] {
  return Object.entries(contracts)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => Object.values(group as Record<string, Route>));
}

describe('resources', () => {
  const endpoints = everyEndpoint();
  const answered = new Set(endpoints.map((endpoint) => endpoint.resource));

  it('are named in kebab case', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    for (const resource of answered) expect(resource).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('that a call changes are ones some endpoint answers about, so the refresh reaches a cached answer', () => {
    const refreshedInVain = endpoints.flatMap((endpoint) =>
      (endpoint.changes ?? [])
        .filter((resource) => !answered.has(resource))
        .map((resource) => `${endpoint.method} ${endpoint.path} changes ${resource}`),
    );
    expect(refreshedInVain).toEqual([]);
  });
});
