import { describe, expect, it } from 'vitest';
import {
  canActOn,
  canChangeRole,
  hasMinimumLevel,
  hasPermission,
  hasRole,
  meetsRequirement,
  permissions,
  roles,
  type Permission,
  type Role,
} from './access';

const memberPermissions = new Set<Permission>([
  'dashboard',
  'profile',
  'subscription',
  'billing',
  'contact',
  'settings',
]);

describe('permission matrix (D1, D2)', () => {
  const cases = roles.flatMap((role) =>
    permissions.map((permission) => ({
      role,
      permission,
      expected: role === 'user' ? memberPermissions.has(permission) : true,
    })),
  );

  it.each(cases)('$role × $permission → $expected', ({ role, permission, expected }) => {
    expect(hasPermission(role, permission)).toBe(expected);
  });

  it('covers every role × permission', () => {
    expect(cases).toHaveLength(roles.length * permissions.length);
    expect(permissions).toHaveLength(17);
  });

  it('grants nothing without a role', () => {
    for (const permission of permissions) expect(hasPermission(null, permission)).toBe(false);
  });
});

describe('levels and exact roles', () => {
  it.each<[Role, number, boolean]>([
    ['karim', 3, true],
    ['admin', 3, false],
    ['admin', 2, true],
    ['user', 2, false],
    ['user', 1, true],
  ])('%s has minimum level %i → %s', (role, level, expected) => {
    expect(hasMinimumLevel(role, level)).toBe(expected);
  });

  it('checks an exact role', () => {
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('karim', 'admin')).toBe(false);
    expect(hasRole(undefined, 'user')).toBe(false);
  });

  it('requires every condition of a requirement', () => {
    expect(meetsRequirement('admin', { permission: 'rewards_winner', minimumLevel: 2 })).toBe(true);
    expect(meetsRequirement('admin', { permission: 'rewards_winner', role: 'karim' })).toBe(false);
    expect(meetsRequirement('user', { permission: 'dashboard', minimumLevel: 2 })).toBe(false);
    expect(meetsRequirement(null, {})).toBe(false);
    expect(meetsRequirement('user', {})).toBe(true);
  });
});

describe('who may act on whom (D2)', () => {
  it('lets karim act on anyone, admin on members and admins, never on karim', () => {
    expect(roles.map((target) => canActOn('karim', target))).toEqual([true, true, true]);
    expect(roles.map((target) => canActOn('admin', target))).toEqual([false, true, true]);
    expect(roles.map((target) => canActOn('user', target))).toEqual([false, false, false]);
  });

  it('lets karim give any role, admin move between user and admin only', () => {
    for (const from of roles) for (const to of roles) expect(canChangeRole('karim', from, to)).toBe(true);
    expect(canChangeRole('admin', 'user', 'admin')).toBe(true);
    expect(canChangeRole('admin', 'admin', 'user')).toBe(true);
    expect(canChangeRole('admin', 'user', 'karim')).toBe(false);
    expect(canChangeRole('admin', 'karim', 'admin')).toBe(false);
    expect(canChangeRole('user', 'user', 'admin')).toBe(false);
  });
});
