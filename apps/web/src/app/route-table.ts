import { screenPatterns, type AccessRequirement } from '@vitalia/contracts';
import type { ComponentType } from 'react';
import { afterFirstPaint } from '../lib/first-paint';
import { loadCopy } from '../lib/i18n';

export interface MemberScreen {
  requires: AccessRequirement;
  /**
   * The screen's name in the browser tab: a key of the common `titles` copy, or `<namespace>:<key>` in one of the
   * screen's own namespaces (`copy`), so that a new feature's title lives with its copy.
   */
  title: string;
  /** The screen's code: its own chunk, fetched the first time someone opens it. */
  load: () => Promise<{ default: ComponentType }>;
  /** The copy the screen reads beyond what every signed-in screen has (common, errors, app, errors-app). */
  copy: readonly string[];
  /**
   * The copy of blocks that fill in on their own, each behind its skeleton (the home's blocks): fetched once the
   * screen has painted, beside the blocks' code, never waited for.
   */
  laterCopy?: readonly string[];
}

/**
 * The signed-in screens of spec §2, one entry each: what the screen asks of the role (decisions D1/D2), its name in
 * the browser tab (a key of the common `titles` copy), its code and its copy. The router, the guard and the tab title all read
 * this table, so a screen cannot silently lose its check or its name. A `:name` segment stands for any one non-empty
 * segment (a receipt's payment id). The keys are the route patterns of contracts' `screenPatterns`.
 */
export const memberScreens = {
  [screenPatterns.dashboard]: {
    requires: { permission: 'dashboard' },
    title: 'dashboard',
    load: () => import('../routes/app/dashboard'),
    copy: ['billing', 'plans'],
    laterCopy: ['coach', 'games', 'feed', 'perks'],
  },
  [screenPatterns.profile]: {
    requires: { permission: 'profile' },
    title: 'profile',
    load: () => import('../routes/app/profile'),
    copy: ['profile', 'health'],
  },
  [screenPatterns.subscription]: {
    requires: { permission: 'subscription' },
    title: 'subscription',
    load: () => import('../routes/app/subscription'),
    copy: ['billing', 'plans'],
  },
  [screenPatterns.billing]: {
    requires: { permission: 'billing' },
    title: 'billing',
    load: () => import('../routes/app/billing'),
    copy: ['billing', 'plans'],
  },
  [screenPatterns.receipt]: {
    requires: { permission: 'billing' },
    title: 'receipt',
    load: () => import('../routes/app/billing-receipt'),
    copy: ['billing', 'plans'],
  },
  [screenPatterns.feed]: {
    requires: { permission: 'dashboard' },
    title: 'feed',
    load: () => import('../routes/app/feed'),
    copy: ['feed'],
  },
  [screenPatterns.feedManage]: {
    requires: { permission: 'feed_publishing' },
    title: 'feedManage',
    load: () => import('../routes/app/feed-manage'),
    copy: ['feed'],
  },
  [screenPatterns.feedNew]: {
    requires: { permission: 'feed_publishing' },
    title: 'feedNew',
    load: () => import('../routes/app/feed-composer'),
    copy: ['feed'],
  },
  [screenPatterns.feedEdit]: {
    requires: { permission: 'feed_publishing' },
    title: 'feedEdit',
    load: () => import('../routes/app/feed-composer'),
    copy: ['feed'],
  },
  [screenPatterns.feedModeration]: {
    requires: { permission: 'feed_publishing' },
    title: 'feedModeration',
    load: () => import('../routes/app/feed-moderation'),
    copy: ['feed'],
  },
  // A path written out above wins over this pattern (here and in the router), so `new` is never read as a post id.
  [screenPatterns.feedPost]: {
    requires: { permission: 'dashboard' },
    title: 'feedPost',
    load: () => import('../routes/app/feed-post'),
    copy: ['feed'],
  },
  [screenPatterns.coach]: {
    requires: { permission: 'dashboard' },
    title: 'coach',
    load: () => import('../routes/app/coach'),
    copy: ['coach'],
  },
  [screenPatterns.coachMeals]: {
    requires: { permission: 'dashboard' },
    title: 'coachMeals',
    load: () => import('../routes/app/coach-meals'),
    copy: ['coach'],
  },
  [screenPatterns.coachShopping]: {
    requires: { permission: 'dashboard' },
    title: 'coachShopping',
    load: () => import('../routes/app/coach-shopping'),
    copy: ['coach'],
  },
  [screenPatterns.coachTraining]: {
    requires: { permission: 'dashboard' },
    title: 'coachTraining',
    load: () => import('../routes/app/coach-training'),
    copy: ['coach'],
  },
  // Premium members and the staff who review it (the API's rule); the screen invites everyone else to upgrade.
  [screenPatterns.persona]: {
    requires: { permission: 'dashboard' },
    title: 'persona',
    load: () => import('../routes/app/persona'),
    copy: ['persona'],
  },
  [screenPatterns.personaReview]: {
    requires: { permission: 'persona_review' },
    title: 'personaReview',
    load: () => import('../routes/app/persona-review'),
    copy: ['persona'],
  },
  [screenPatterns.community]: {
    requires: { permission: 'dashboard' },
    title: 'community',
    load: () => import('../routes/app/community'),
    copy: ['community'],
  },
  [screenPatterns.communityModeration]: {
    requires: { permission: 'community_moderation' },
    title: 'moderation',
    load: () => import('../routes/app/community-moderation'),
    copy: ['community'],
  },
  // Written out, so that `games` is never read as a channel id (here and in the router).
  [screenPatterns.games]: {
    requires: { permission: 'dashboard' },
    title: 'games',
    load: () => import('../routes/app/community-games'),
    copy: ['games'],
  },
  [screenPatterns.gamesManage]: {
    requires: { permission: 'games_management' },
    title: 'gamesManage',
    load: () => import('../routes/app/games-manage'),
    copy: ['games-admin'],
  },
  [screenPatterns.channel]: {
    requires: { permission: 'dashboard' },
    title: 'channel',
    load: () => import('../routes/app/community-channel'),
    copy: ['community'],
  },
  [screenPatterns.perks]: {
    requires: { permission: 'dashboard' },
    title: 'perks',
    load: () => import('../routes/app/perks'),
    copy: ['perks'],
  },
  [screenPatterns.contact]: {
    requires: { permission: 'contact' },
    title: 'contact',
    load: () => import('../routes/app/contact'),
    copy: ['support'],
  },
  [screenPatterns.notifications]: {
    requires: { permission: 'settings' },
    title: 'notifications',
    load: () => import('../routes/app/notifications'),
    copy: ['notifications'],
  },
  [screenPatterns.settings]: {
    requires: { permission: 'settings' },
    title: 'settings',
    load: () => import('../routes/app/settings'),
    copy: ['settings', 'notifications', 'app-install'],
  },
  [screenPatterns.rewardsPromoCode]: {
    requires: { permission: 'rewards_promo_code' },
    title: 'rewardsPromoCode',
    load: () => import('../routes/app/rewards-promo-code'),
    copy: ['rewards'],
  },
  [screenPatterns.rewardsWinner]: {
    requires: { permission: 'rewards_winner' },
    title: 'rewardsWinner',
    load: () => import('../routes/app/rewards-winner'),
    copy: ['rewards', 'draws'],
  },
  [screenPatterns.rewardsStatistics]: {
    requires: { permission: 'rewards_statistics' },
    title: 'rewardsStatistics',
    load: () => import('../routes/app/rewards-statistics'),
    copy: ['rewards', 'statistics'],
  },
  [screenPatterns.adminPlans]: {
    requires: { permission: 'admin_panel' },
    title: 'adminPlans',
    load: () => import('../routes/app/admin-plans'),
    copy: ['billing', 'jobs'],
  },
  [screenPatterns.adminMembers]: {
    requires: { permission: 'members_admin' },
    title: 'adminMembers',
    load: () => import('../routes/app/admin-members'),
    copy: ['members-admin'],
  },
  [screenPatterns.adminMember]: {
    requires: { permission: 'members_admin' },
    title: 'adminMember',
    load: () => import('../routes/app/admin-member'),
    copy: ['members-admin'],
  },
  [screenPatterns.adminAudit]: {
    requires: { permission: 'audit_log' },
    title: 'adminAudit',
    load: () => import('../routes/app/admin-audit'),
    copy: ['audit-log'],
  },
  [screenPatterns.adminSupport]: {
    requires: { permission: 'support_inbox' },
    title: 'adminSupport',
    load: () => import('../routes/app/admin-support'),
    copy: ['support-inbox'],
  },
  [screenPatterns.adminSupportRequest]: {
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
export function loadScreen(
  screen: Pick<MemberScreen, 'load' | 'copy' | 'laterCopy'>,
): Promise<{ default: ComponentType }> {
  const { laterCopy } = screen;
  if (laterCopy) void afterFirstPaint().then(() => loadCopy(laterCopy));
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
