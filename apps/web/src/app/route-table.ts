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

const patterns = Object.entries(memberRoutes)
  .filter(([pattern]) => pattern.includes('/:'))
  .map(([pattern, requirement]) => ({ segments: pattern.split('/'), requirement }));

function matches(patternSegments: string[], segments: string[]) {
  return (
    patternSegments.length === segments.length &&
    patternSegments.every((part, index) =>
      part.startsWith(':') ? (segments[index] ?? '') !== '' : part === segments[index],
    )
  );
}

export function requirementOf(pathname: string): AccessRequirement | undefined {
  const path = pathname.replace(/\/+$/, '');
  const exact: AccessRequirement | undefined = memberRoutes[path as MemberPath];
  if (exact) return exact;
  const segments = path.split('/');
  return patterns.find((pattern) => matches(pattern.segments, segments))?.requirement;
}
