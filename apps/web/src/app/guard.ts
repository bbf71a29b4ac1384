import {
  meetsRequirement,
  paths,
  sandboxCheckoutPrefix,
  type AccessRequirement,
  type Profile,
} from '@vitalia/contracts';

export const signedOutPaths = [paths.home(), paths.login(), paths.register(), paths.passwordReset()] as const;
/**
 * Readable by everyone, whatever their state: a person must be able to read the terms before and after signing up.
 * The digest's unsubscribe link is opened from a mail client, signed in or not; its token is the permission.
 */
export const openPaths = [paths.privacy(), paths.terms(), paths.help(), paths.digestUnsubscribe()] as const;
/**
 * The sandbox provider's checkout stands for a payment provider's hosted page (D4): outside the app, open in every
 * state, its session id being the capability. The member comes back to the app through a full page load.
 */
export const openPrefixes = [sandboxCheckoutPrefix] as const;

export interface GuardInput {
  pathname: string;
  isInitialized: boolean;
  loading: boolean;
  isSignedIn: boolean;
  profile: Pick<Profile, 'isCompleted' | 'role' | 'subscription'> | null;
}

export type GuardDecision = { kind: 'wait' } | { kind: 'redirect'; to: string } | { kind: 'render' };

const render: GuardDecision = { kind: 'render' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const isOneOf = (pathname: string, paths: readonly string[]) => paths.includes(pathname);
const isOpen = (pathname: string) =>
  isOneOf(pathname, openPaths) || openPrefixes.some((prefix) => pathname.startsWith(prefix));

/** The shared guard of spec §2, rules 1–6 in that order. */
export function decideGuard(input: GuardInput): GuardDecision {
  const pathname = normalise(input.pathname);
  if (!input.isInitialized || input.loading) return { kind: 'wait' };
  if (isOpen(pathname)) return render;
  if (!input.isSignedIn) return isOneOf(pathname, signedOutPaths) ? render : redirect(paths.login());
  if (!input.profile?.isCompleted) return pathname === paths.profile() ? render : redirect(paths.profile());
  if (!input.profile.subscription?.isActive) {
    return pathname === paths.subscription() ? render : redirect(paths.subscription());
  }
  if (isOneOf(pathname, signedOutPaths)) return redirect(paths.dashboard());
  if (pathname === paths.subscription()) return redirect(paths.dashboard());
  return render;
}

/** The route-level check of spec §2: no role, or a missing role, level or permission → the dashboard. */
export function decideRouteAccess(
  requirement: AccessRequirement | undefined,
  profile: Pick<Profile, 'role'> | null,
): GuardDecision {
  if (!requirement) return render;
  return meetsRequirement(profile?.role, requirement) ? render : redirect(paths.dashboard());
}
