import type { AccessRequirement } from '@vitalia/contracts';

/**
 * The signed-in routes of spec §2 and what each asks of the role (decisions D1/D2). The router reads this table;
 * the guard tests read it too, so a route cannot silently lose its check. A `:name` segment stands for any one
 * non-empty segment (a receipt's payment id).
 */
export const memberRoutes = {
  '/app/dashboard': { permission: 'dashboard' },
  '/app/profile': { permission: 'profile' },
  '/app/subscription': { permission: 'subscription' },
  '/app/billing': { permission: 'billing' },
  '/app/billing/receipts/:paymentId': { permission: 'billing' },
  '/app/feed': { permission: 'dashboard' },
  '/app/perks': { permission: 'dashboard' },
  '/app/contact': { permission: 'contact' },
  '/app/settings': { permission: 'settings' },
  '/app/rewards/promo-code': { permission: 'rewards_promo_code' },
  '/app/rewards/winner': { permission: 'rewards_winner' },
  '/app/rewards/statistique': { permission: 'rewards_statistics' },
  '/app/admin/plans': { permission: 'admin_panel' },
} as const satisfies Record<string, AccessRequirement>;

export type MemberPath = keyof typeof memberRoutes;

function matches(pattern: string, segments: string[]) {
  const patternSegments = pattern.split('/');
  return (
    patternSegments.length === segments.length &&
    patternSegments.every((part, index) =>
      part.startsWith(':') ? (segments[index] ?? '') !== '' : part === segments[index],
    )
  );
}

/** The entry of a table keyed by route paths that `pathname` opens, trailing slash or not. */
export function entryOf<T>(table: Readonly<Record<string, T>>, pathname: string): T | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.hasOwn(table, path)) return table[path];
  const segments = path.split('/');
  const pattern = Object.keys(table).find((key) => key.includes('/:') && matches(key, segments));
  return pattern === undefined ? undefined : table[pattern];
}

export function requirementOf(pathname: string): AccessRequirement | undefined {
  return entryOf<AccessRequirement>(memberRoutes, pathname);
}
