import type { Role } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { decideGuard, decideRouteAccess, type GuardInput } from './guard';
import { memberScreens, requirementOf } from './route-table';

const activeSubscription = {
  id: 's1',
  planId: 'p1',
  tier: 'free' as const,
  status: 'active' as const,
  isActive: true,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

const ready = { isInitialized: true, loading: false };
const signedOut = { ...ready, isSignedIn: false, profile: null };
const incomplete = {
  ...ready,
  isSignedIn: true,
  profile: { role: 'user' as Role, isCompleted: false, subscription: null },
};
const noPlan = {
  ...ready,
  isSignedIn: true,
  profile: { role: 'user' as Role, isCompleted: true, subscription: null },
};
const lapsed = {
  ...ready,
  isSignedIn: true,
  profile: {
    role: 'user' as Role,
    isCompleted: true,
    subscription: { ...activeSubscription, isActive: false },
  },
};
const member = {
  ...ready,
  isSignedIn: true,
  profile: { role: 'user' as Role, isCompleted: true, subscription: activeSubscription },
};

type Case = [string, Omit<GuardInput, 'pathname'>, string, string];

describe('the shared guard (spec §2)', () => {
  it.each<Case>([
    // Rule 1: nothing renders before initialisation, or while loading — whatever else is true.
    ['rule 1: not initialised', { ...member, isInitialized: false }, '/app/dashboard', 'wait'],
    ['rule 1: loading', { ...signedOut, loading: true }, '/login', 'wait'],
    ['rule 1 before rule 2', { ...signedOut, isInitialized: false }, '/app/billing', 'wait'],
    // Rule 2: signed out.
    ['rule 2: / is open', signedOut, '/', 'render'],
    ['rule 2: /login is open', signedOut, '/login', 'render'],
    ['rule 2: /register is open', signedOut, '/register', 'render'],
    ['rule 2: /password-reset is open', signedOut, '/password-reset', 'render'],
    ['rule 2: the app is closed', signedOut, '/app/dashboard', '/login'],
    ['rule 2: the rewards area is closed', signedOut, '/app/rewards/winner', '/login'],
    ['rule 2: unknown paths go to /login', signedOut, '/nowhere', '/login'],
    ['rule 2: trailing slash', signedOut, '/login/', 'render'],
    // Public documents are readable in every state.
    ['documents: privacy signed out', signedOut, '/privacy', 'render'],
    ['documents: terms with an incomplete profile', incomplete, '/terms', 'render'],
    ['documents: help for a member', member, '/help', 'render'],
    // The sandbox checkout stands for a provider's hosted page: open in every state (D4).
    ['checkout: signed out', signedOut, '/checkout/sandbox/cs_123', 'render'],
    ['checkout: with no plan yet', noPlan, '/checkout/sandbox/cs_123', 'render'],
    ['checkout: for a member', member, '/checkout/sandbox/cs_123', 'render'],
    [
      'checkout: still waits for initialisation',
      { ...noPlan, isInitialized: false },
      '/checkout/sandbox/cs_1',
      'wait',
    ],
    ['checkout: the prefix alone is not a page', signedOut, '/checkout/sandboxes', '/login'],
    // The digest's unsubscribe link is opened from a mail client, signed in or not.
    ['digest unsubscribe: signed out', signedOut, '/feed/digest/unsubscribe', 'render'],
    ['digest unsubscribe: with a lapsed plan', lapsed, '/feed/digest/unsubscribe', 'render'],
    ['digest unsubscribe: nothing else under /feed', signedOut, '/feed/digest', '/login'],
    // Rule 3: incomplete profile.
    ['rule 3: forced to the profile', incomplete, '/app/dashboard', '/app/profile'],
    ['rule 3: from /login too', incomplete, '/login', '/app/profile'],
    ['rule 3: the profile renders', incomplete, '/app/profile', 'render'],
    ['rule 3 before rule 4', incomplete, '/app/subscription', '/app/profile'],
    [
      'rule 3: no profile counts as incomplete',
      { ...ready, isSignedIn: true, profile: null },
      '/app/dashboard',
      '/app/profile',
    ],
    // Rule 4: inactive subscription.
    ['rule 4: no plan yet', noPlan, '/app/dashboard', '/app/subscription'],
    ['rule 4: lapsed plan', lapsed, '/app/billing', '/app/subscription'],
    ['rule 4: the pricing page renders', noPlan, '/app/subscription', 'render'],
    ['rule 4 before rule 5', noPlan, '/login', '/app/subscription'],
    // Rule 5: signed-in on the public entry pages.
    ['rule 5: /', member, '/', '/app/dashboard'],
    ['rule 5: /login', member, '/login', '/app/dashboard'],
    ['rule 5: /register', member, '/register', '/app/dashboard'],
    ['rule 5: /password-reset', member, '/password-reset', '/app/dashboard'],
    // Rule 6: an active member does not need the pricing page.
    ['rule 6: /app/subscription', member, '/app/subscription', '/app/dashboard'],
    // Otherwise: render.
    ['member on the dashboard', member, '/app/dashboard', 'render'],
    ['member on the profile', member, '/app/profile', 'render'],
    ['member on a receipt', member, '/app/billing/receipts/pay_1', 'render'],
    ['rule 4: the feed needs a plan', noPlan, '/app/feed', '/app/subscription'],
    // Unknown paths (decision 020): the rules apply first; only then does the not-found screen render.
    ['unknown: signed out, rule 2', signedOut, '/app/nope', '/login'],
    ['unknown: incomplete profile, rule 3', incomplete, '/app/nope', '/app/profile'],
    ['unknown: no plan, rule 4', noPlan, '/app/nope', '/app/subscription'],
    ['unknown: a member is shown it', member, '/app/nope', 'render'],
    ['unknown: outside the app too', member, '/nope', 'render'],
  ])('%s', (_name, state, pathname, expected) => {
    const decision = decideGuard({ ...state, pathname });
    const outcome = decision.kind === 'redirect' ? decision.to : decision.kind;
    expect(outcome).toBe(expected);
  });
});

describe('the route-level check (spec §2, D1/D2)', () => {
  const adminOnly = [
    '/app/rewards/promo-code',
    '/app/rewards/winner',
    '/app/rewards/statistique',
    '/app/admin/plans',
    '/app/community/moderation',
    '/app/feed/manage',
    '/app/feed/new',
    '/app/feed/manage/:postId',
    '/app/feed/moderation',
    '/app/persona/review',
    '/app/community/games/manage',
    '/app/admin/members',
    '/app/admin/members/:memberId',
    '/app/admin/audit',
    '/app/admin/support',
    '/app/admin/support/:requestId',
  ];
  const cases = (['karim', 'admin', 'user'] as const).flatMap((role) =>
    Object.keys(memberScreens).map((path) => ({
      role,
      path,
      expected: role === 'user' && adminOnly.includes(path) ? '/app/dashboard' : 'render',
    })),
  );

  it.each(cases)('$role on $path → $expected', ({ role, path, expected }) => {
    const decision = decideRouteAccess(requirementOf(path), { role });
    expect(decision.kind === 'redirect' ? decision.to : decision.kind).toBe(expected);
  });

  it('sends a person without a role to the dashboard', () => {
    expect(decideRouteAccess(requirementOf('/app/billing'), null)).toEqual({
      kind: 'redirect',
      to: '/app/dashboard',
    });
  });

  it('reads a parameter segment as any one segment', () => {
    expect(requirementOf('/app/billing/receipts/pay_42')).toEqual({ permission: 'billing' });
    expect(requirementOf('/app/billing/receipts/pay_42/')).toEqual({ permission: 'billing' });
    expect(requirementOf('/app/billing/receipts')).toBeUndefined();
    expect(requirementOf('/app/billing/receipts/pay_42/extra')).toBeUndefined();
  });

  it('keeps the receipts, the feed and the plans admin behind their permissions (issue 4)', () => {
    const user = { role: 'user' as Role };
    expect(decideRouteAccess(requirementOf('/app/billing/receipts/pay_1'), user)).toEqual({ kind: 'render' });
    expect(decideRouteAccess(requirementOf('/app/feed'), user)).toEqual({ kind: 'render' });
    expect(decideRouteAccess(requirementOf('/app/admin/plans'), user)).toEqual({
      kind: 'redirect',
      to: '/app/dashboard',
    });
    expect(decideRouteAccess(requirementOf('/app/admin/plans'), { role: 'admin' })).toEqual({
      kind: 'render',
    });
    expect(decideRouteAccess(requirementOf('/app/admin/plans'), { role: 'karim' })).toEqual({
      kind: 'render',
    });
  });

  it('reads the feed’s fixed staff paths before its post ids', () => {
    expect(requirementOf('/app/feed/new')).toEqual({ permission: 'feed_publishing' });
    expect(requirementOf('/app/feed/moderation')).toEqual({ permission: 'feed_publishing' });
    expect(requirementOf('/app/feed/manage/6f1c2f1e')).toEqual({ permission: 'feed_publishing' });
    expect(requirementOf('/app/feed/6f1c2f1e')).toEqual({ permission: 'dashboard' });
  });

  it('keeps the members admin and the audit log behind their own permissions (issue 18)', () => {
    expect(requirementOf('/app/admin/members')).toEqual({ permission: 'members_admin' });
    expect(requirementOf('/app/admin/members/6f1c2f1e-0000-4000-8000-000000000001')).toEqual({
      permission: 'members_admin',
    });
    expect(requirementOf('/app/admin/audit')).toEqual({ permission: 'audit_log' });
    expect(decideRouteAccess(requirementOf('/app/admin/audit'), { role: 'user' })).toEqual({
      kind: 'redirect',
      to: '/app/dashboard',
    });
  });

  it('opens contact to every role and keeps the support inbox behind its own permission (issue 18, D1)', () => {
    for (const role of ['user', 'admin', 'karim'] as const) {
      expect(decideRouteAccess(requirementOf('/app/contact'), { role })).toEqual({ kind: 'render' });
    }
    expect(requirementOf('/app/admin/support')).toEqual({ permission: 'support_inbox' });
    expect(requirementOf('/app/admin/support/6f1c2f1e-0000-4000-8000-000000000001')).toEqual({
      permission: 'support_inbox',
    });
    expect(decideRouteAccess(requirementOf('/app/admin/support'), { role: 'user' })).toEqual({
      kind: 'redirect',
      to: '/app/dashboard',
    });
    expect(decideRouteAccess(requirementOf('/app/admin/support/6f1c2f1e'), { role: 'admin' })).toEqual({
      kind: 'render',
    });
  });

  it('lets routes without a requirement through', () => {
    expect(decideRouteAccess(requirementOf('/privacy'), null)).toEqual({ kind: 'render' });
  });
});
