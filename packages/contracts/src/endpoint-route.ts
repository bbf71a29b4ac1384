import type { Permission } from './access';

/**
 * Who may call an endpoint. `member` is any signed-in person, `premium` a member with Premium now (D4), `staff` a role
 * holding the permission (D2). The API enforces it; the authorization matrix test is generated from it.
 */
export type Access =
  | { readonly audience: 'public' }
  | { readonly audience: 'member' }
  | { readonly audience: 'premium'; readonly orStaff?: Permission }
  | { readonly audience: 'staff'; readonly permission: Permission };

export const access = {
  public: { audience: 'public' },
  member: { audience: 'member' },
  premium: { audience: 'premium' },
  /** Premium members, and staff holding the permission without a plan (they run what members use: channels). */
  premiumOrStaff: (permission: Permission) => ({ audience: 'premium', orStaff: permission }) as const,
  staff: (permission: Permission) => ({ audience: 'staff', permission }) as const,
} as const;

/**
 * What a cached answer is about, in kebab case (`feed-posts`). The web keys its cache by resource and refreshes a
 * resource as a whole when a change touches it, so "rewards changed" reaches the admin catalogue and a member's perks
 * alike. A resource is declared by the endpoints that answer about it, not in a list every feature edits: the contracts'
 * tests hold each `changes` entry to one some endpoint answers about.
 */
export type Resource = string;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint's route without its schemas: what the first screen's calls need (decision 005). */
export interface Route {
  readonly method: HttpMethod;
  /** Relative to `/api`, with `:name` for each path parameter. */
  readonly path: string;
  readonly access: Access;
  /** What the answer is about (cache key and invalidation on the web). */
  readonly resource: Resource;
  /** Resources a successful call changes; the web refreshes them. */
  readonly changes?: readonly Resource[];
}

/** The URL path of a call, relative to `/api`; each parameter is encoded. */
export function pathOf(endpoint: Route, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `GET /admin/draws`: how logs, tests and the matrix name an endpoint. */
export const endpointName = (endpoint: Route) => `${endpoint.method} ${endpoint.path}`;
