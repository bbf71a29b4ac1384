import type { AccessRequirement } from '@vitalia/contracts';
import type { ComponentType } from 'react';
import { loadCopy } from '../lib/i18n';

interface MemberScreen {
  requires: AccessRequirement;
  /** A key of the common `titles` copy: the screen's name in the browser tab. */
  title: string;
  /** The screen's code: its own chunk, fetched the first time someone opens it. */
  load: () => Promise<{ default: ComponentType }>;
  /** The copy the screen reads beyond what every signed-in screen has (common, errors, app, errors-app). */
  copy: readonly string[];
}

/**
 * The signed-in screens of spec §2, one entry each: what the screen asks of the role (decisions D1/D2), its name in
 * the browser tab (a key of the common `titles` copy), its code and its copy. The router, the guard and the tab title all read
 * this table, so a screen cannot silently lose its check or its name. A `:name` segment stands for any one non-empty
 * segment (a receipt's payment id).
 */
export const memberScreens = {
  '/app/dashboard': {
    requires: { permission: 'dashboard' },
    title: 'dashboard',
    load: () => import('../routes/app/dashboard'),
    copy: ['billing', 'plans'],
  },
  '/app/profile': {
    requires: { permission: 'profile' },
    title: 'profile',
    load: () => import('../routes/app/profile'),
    copy: ['profile', 'health'],
  },
  '/app/subscription': {
    requires: { permission: 'subscription' },
    title: 'subscription',
    load: () => import('../routes/app/subscription'),
    copy: ['billing', 'plans'],
  },
  '/app/billing': {
    requires: { permission: 'billing' },
    title: 'billing',
    load: () => import('../routes/app/billing'),
    copy: ['billing', 'plans'],
  },
  '/app/billing/receipts/:paymentId': {
    requires: { permission: 'billing' },
    title: 'receipt',
    load: () => import('../routes/app/billing-receipt'),
    copy: ['billing', 'plans'],
  },
  '/app/feed': {
    requires: { permission: 'dashboard' },
    title: 'feed',
    load: () => import('../routes/app/feed'),
    copy: ['feed'],
  },
  '/app/feed/manage': {
    requires: { permission: 'feed_publishing' },
    title: 'feedManage',
    load: () => import('../routes/app/feed-manage'),
    copy: ['feed'],
  },
  '/app/feed/new': {
    requires: { permission: 'feed_publishing' },
    title: 'feedNew',
    load: () => import('../routes/app/feed-composer'),
    copy: ['feed'],
  },
  '/app/feed/manage/:postId': {
    requires: { permission: 'feed_publishing' },
    title: 'feedEdit',
    load: () => import('../routes/app/feed-composer'),
    copy: ['feed'],
  },
  '/app/feed/moderation': {
    requires: { permission: 'feed_publishing' },
    title: 'feedModeration',
    load: () => import('../routes/app/feed-moderation'),
    copy: ['feed'],
  },
  // A path written out above wins over this pattern (here and in the router), so `new` is never read as a post id.
  '/app/feed/:postId': {
    requires: { permission: 'dashboard' },
    title: 'feedPost',
    load: () => import('../routes/app/feed-post'),
    copy: ['feed'],
  },
  '/app/coach': {
    requires: { permission: 'dashboard' },
    title: 'coach',
    load: () => import('../routes/app/coach'),
    copy: ['coach'],
  },
  '/app/coach/meals': {
    requires: { permission: 'dashboard' },
    title: 'coachMeals',
    load: () => import('../routes/app/coach-meals'),
    copy: ['coach'],
  },
  '/app/coach/shopping': {
    requires: { permission: 'dashboard' },
    title: 'coachShopping',
    load: () => import('../routes/app/coach-shopping'),
    copy: ['coach'],
  },
  '/app/coach/training': {
    requires: { permission: 'dashboard' },
    title: 'coachTraining',
    load: () => import('../routes/app/coach-training'),
    copy: ['coach'],
  },
  // Premium members and the staff who review it (the API's rule); the screen invites everyone else to upgrade.
  '/app/persona': {
    requires: { permission: 'dashboard' },
    title: 'persona',
    load: () => import('../routes/app/persona'),
    copy: ['persona'],
  },
  '/app/persona/review': {
    requires: { permission: 'persona_review' },
    title: 'personaReview',
    load: () => import('../routes/app/persona-review'),
    copy: ['persona'],
  },
  '/app/community': {
    requires: { permission: 'dashboard' },
    title: 'community',
    load: () => import('../routes/app/community'),
    copy: ['community'],
  },
  '/app/community/moderation': {
    requires: { permission: 'community_moderation' },
    title: 'moderation',
    load: () => import('../routes/app/community-moderation'),
    copy: ['community'],
  },
  // Written out, so that `games` is never read as a channel id (here and in the router).
  '/app/community/games': {
    requires: { permission: 'dashboard' },
    title: 'games',
    load: () => import('../routes/app/community-games'),
    copy: ['games'],
  },
  '/app/community/games/manage': {
    requires: { permission: 'games_management' },
    title: 'gamesManage',
    load: () => import('../routes/app/games-manage'),
    copy: ['games-admin'],
  },
  '/app/community/:channelId': {
    requires: { permission: 'dashboard' },
    title: 'channel',
    load: () => import('../routes/app/community-channel'),
    copy: ['community'],
  },
  '/app/perks': {
    requires: { permission: 'dashboard' },
    title: 'perks',
    load: () => import('../routes/app/perks'),
    copy: ['perks'],
  },
  '/app/contact': {
    requires: { permission: 'contact' },
    title: 'contact',
    load: () => import('../routes/app/contact'),
    copy: ['support'],
  },
  '/app/settings': {
    requires: { permission: 'settings' },
    title: 'settings',
    load: () => import('../routes/app/settings'),
    copy: ['settings', 'notifications', 'app-install'],
  },
  '/app/rewards/promo-code': {
    requires: { permission: 'rewards_promo_code' },
    title: 'rewardsPromoCode',
    load: () => import('../routes/app/rewards-promo-code'),
    copy: ['rewards'],
  },
  '/app/rewards/winner': {
    requires: { permission: 'rewards_winner' },
    title: 'rewardsWinner',
    load: () => import('../routes/app/rewards-winner'),
    copy: ['rewards', 'draws'],
  },
  '/app/rewards/statistique': {
    requires: { permission: 'rewards_statistics' },
    title: 'rewardsStatistics',
    load: () => import('../routes/app/rewards-statistics'),
    copy: ['rewards', 'statistics'],
  },
  '/app/admin/plans': {
    requires: { permission: 'admin_panel' },
    title: 'adminPlans',
    load: () => import('../routes/app/admin-plans'),
    copy: ['billing', 'jobs'],
  },
  '/app/admin/members': {
    requires: { permission: 'members_admin' },
    title: 'adminMembers',
    load: () => import('../routes/app/admin-members'),
    copy: ['members-admin'],
  },
  '/app/admin/members/:memberId': {
    requires: { permission: 'members_admin' },
    title: 'adminMember',
    load: () => import('../routes/app/admin-member'),
    copy: ['members-admin'],
  },
  '/app/admin/audit': {
    requires: { permission: 'audit_log' },
    title: 'adminAudit',
    load: () => import('../routes/app/admin-audit'),
    copy: ['audit-log'],
  },
  '/app/admin/support': {
    requires: { permission: 'support_inbox' },
    title: 'adminSupport',
    load: () => import('../routes/app/admin-support'),
    copy: ['support-inbox'],
  },
  '/app/admin/support/:requestId': {
    requires: { permission: 'support_inbox' },
    title: 'adminSupportRequest',
    load: () => import('../routes/app/admin-support-request'),
    copy: ['support-inbox'],
  },
} as const satisfies Record<string, MemberScreen>;

export type MemberPath = keyof typeof memberScreens;

/**
 * A screen's code and its copy, fetched together: left to the screen, the copy would be asked for only once the code
 * had run, one round trip later, and the screen's data one more after that.
 */
export function loadScreen(screen: Pick<MemberScreen, 'load' | 'copy'>): Promise<{ default: ComponentType }> {
  return Promise.all([screen.load(), loadCopy(screen.copy)]).then(([module]) => module);
}
export type MemberScreenTitle = (typeof memberScreens)[MemberPath]['title'];

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
  return entryOf<{ requires: AccessRequirement }>(memberScreens, pathname)?.requires;
}
