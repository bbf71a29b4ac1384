/**
 * Roles, levels and permissions (spec §6, decisions D1/D2).
 * The API enforces every check; the web uses the same functions only to decide navigation.
 */
export const roles = ['karim', 'admin', 'user'] as const;
export type Role = (typeof roles)[number];

export const roleLevels: Readonly<Record<Role, number>> = { karim: 3, admin: 2, user: 1 };

export const permissions = [
  'dashboard',
  'profile',
  'subscription',
  'billing',
  'contact',
  'settings',
  'admin_panel',
  'rewards_promo_code',
  'rewards_winner',
  'rewards_statistics',
  'community_moderation',
  'feed_publishing',
  'persona_review',
  'games_management',
  'members_admin',
  'audit_log',
  'support_inbox',
] as const;
export type Permission = (typeof permissions)[number];

const memberPermissions: readonly Permission[] = [
  'dashboard',
  'profile',
  'subscription',
  'billing',
  'contact',
  'settings',
];

/** D1 grants `profile` (misspelt in the spec) and billing/contact/settings (no role in the spec) to every role. */
export const rolePermissions: Readonly<Record<Role, readonly Permission[]>> = {
  karim: permissions,
  admin: permissions,
  user: memberPermissions,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function hasRole(role: Role | null | undefined, required: Role): boolean {
  return role === required;
}

export function hasMinimumLevel(role: Role | null | undefined, minimumLevel: number): boolean {
  return role != null && roleLevels[role] >= minimumLevel;
}

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && rolePermissions[role].includes(permission);
}

/** What a route or an endpoint asks of the caller; every given condition must hold. */
export interface AccessRequirement {
  role?: Role;
  minimumLevel?: number;
  permission?: Permission;
}

export function meetsRequirement(role: Role | null | undefined, requirement: AccessRequirement): boolean {
  if (role == null) return false;
  if (requirement.role && !hasRole(role, requirement.role)) return false;
  if (requirement.minimumLevel != null && !hasMinimumLevel(role, requirement.minimumLevel)) return false;
  if (requirement.permission && !hasPermission(role, requirement.permission)) return false;
  return true;
}

/**
 * D2: who may act on whom from the staff screens. karim acts on anyone; admin on members and other admins, never on
 * karim. Nobody acts on themselves (the API says so with its own code).
 */
export function canActOn(actorRole: Role, targetRole: Role): boolean {
  if (actorRole === 'karim') return true;
  return actorRole === 'admin' && targetRole !== 'karim';
}

/** D2: karim gives any role; admin moves a member between user and admin only. */
export function canChangeRole(actorRole: Role, from: Role, to: Role): boolean {
  if (actorRole === 'karim') return true;
  const adminMoves: readonly Role[] = ['user', 'admin'];
  return actorRole === 'admin' && adminMoves.includes(from) && adminMoves.includes(to);
}
