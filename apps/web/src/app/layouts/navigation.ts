import { hasPermission, paths, type Permission, type Role } from '@vitalia/contracts';
import {
  BotMessageSquare,
  CreditCard,
  Gift,
  LayoutDashboard,
  LifeBuoy,
  MessagesSquare,
  Newspaper,
  ScrollText,
  Settings,
  Tags,
  Target,
  TicketPercent,
  Users,
} from 'lucide-react';
import { useAuthStore } from '../../lib/auth-store';
import type { NavItem } from './nav-more';

type NavKey =
  | 'dashboard'
  | 'feed'
  | 'community'
  | 'perks'
  | 'coach'
  | 'persona'
  | 'rewards'
  | 'plans'
  | 'members'
  | 'support'
  | 'audit'
  | 'billing'
  | 'settings';

const entries: Record<NavKey, NavItem & { permission: Permission }> = {
  dashboard: { to: paths.dashboard(), key: 'dashboard', Icon: LayoutDashboard, permission: 'dashboard' },
  feed: { to: paths.feed(), key: 'feed', Icon: Newspaper, permission: 'dashboard' },
  community: { to: paths.community(), key: 'community', Icon: MessagesSquare, permission: 'dashboard' },
  perks: { to: paths.perks(), key: 'perks', Icon: TicketPercent, permission: 'dashboard' },
  coach: { to: paths.coach(), key: 'coach', Icon: Target, permission: 'dashboard' },
  persona: { to: paths.persona(), key: 'persona', Icon: BotMessageSquare, permission: 'dashboard' },
  rewards: { to: paths.rewards(), key: 'rewards', Icon: Gift, permission: 'rewards_promo_code' },
  plans: { to: paths.adminPlans(), key: 'plans', Icon: Tags, permission: 'admin_panel' },
  members: { to: paths.adminMembers(), key: 'members', Icon: Users, permission: 'members_admin' },
  support: { to: paths.adminSupport(), key: 'support', Icon: LifeBuoy, permission: 'support_inbox' },
  audit: { to: paths.adminAudit(), key: 'audit', Icon: ScrollText, permission: 'audit_log' },
  billing: { to: paths.billing(), key: 'billing', Icon: CreditCard, permission: 'billing' },
  settings: { to: paths.settings(), key: 'settings', Icon: Settings, permission: 'settings' },
};

/**
 * Each role's screens in the order it uses them (decision 048): a member's day is Home, the feed and Premium's two
 * headline features, the coach and Karim's AI; an admin's is the members and their requests; Karim's is his posts and
 * his AI. The bars take them from the front; what a bar has no room for is behind its "More", in this order.
 */
const orderOfUse: Record<Role, readonly NavKey[]> = {
  user: ['dashboard', 'feed', 'coach', 'persona', 'community', 'perks', 'billing', 'settings'],
  admin: [
    'dashboard',
    'members',
    'support',
    'feed',
    'rewards',
    'community',
    'persona',
    'coach',
    'perks',
    'plans',
    'audit',
    'billing',
    'settings',
  ],
  karim: [
    'dashboard',
    'feed',
    'persona',
    'members',
    'community',
    'support',
    'rewards',
    'coach',
    'perks',
    'plans',
    'audit',
    'billing',
    'settings',
  ],
};

/**
 * The phone's bar: four entries and "More" share a 360px phone, 72px each, where every label of those four fits on
 * at most two lines in English, French and Arabic (decision 048: "Communauté" and "Récompenses" would not).
 */
export const tabSlots = 4;

/** The first `count` entries, the rest behind "More"; a bar with room for all but one shows that one too. */
export function splitAt<Item>(items: readonly Item[], count: number) {
  if (items.length <= count + 1) return { shown: items, more: [] };
  return { shown: items.slice(0, count), more: items.slice(count) };
}

/** Nothing to navigate to until the profile is complete and a plan chosen: the guard would send them back. */
export function useVisibleNavigation(): readonly NavItem[] {
  const profile = useAuthStore((state) => state.profile);
  const isReady = profile?.isCompleted === true && profile.subscription?.isActive === true;
  if (!isReady) return [];
  return orderOfUse[profile.role]
    .map((key) => entries[key])
    .filter((entry) => hasPermission(profile.role, entry.permission));
}
