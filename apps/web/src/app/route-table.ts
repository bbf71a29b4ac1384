import type { AccessRequirement } from '@vitalia/contracts';

/**
 * The signed-in routes of spec §2 and what each asks of the role (decisions D1/D2). The router reads this table;
 * the guard tests read it too, so a route cannot silently lose its check.
 */
export const memberRoutes = {
  '/app/dashboard': { permission: 'dashboard' },
  '/app/profile': { permission: 'profile' },
  '/app/subscription': { permission: 'subscription' },
  '/app/billing': { permission: 'billing' },
  '/app/contact': { permission: 'contact' },
  '/app/settings': { permission: 'settings' },
  '/app/rewards/promo-code': { permission: 'rewards_promo_code' },
  '/app/rewards/winner': { permission: 'rewards_winner' },
  '/app/rewards/statistique': { permission: 'rewards_statistics' },
} as const satisfies Record<string, AccessRequirement>;

export type MemberPath = keyof typeof memberRoutes;

export function requirementOf(pathname: string): AccessRequirement | undefined {
  return memberRoutes[pathname.replace(/\/+$/, '') as MemberPath];
}
