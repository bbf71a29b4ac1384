import { entryOf } from './route-table';

/**
 * Each screen's name in the browser tab and history, as a key of the common `titles` copy, by the router's paths
 * (router.tsx). Paths the router only redirects from carry their destination's name, so the tab does not flicker.
 * Anything else is an unknown path, which shows the not-found screen.
 */
export const screenTitles = {
  '/': 'signIn',
  '/login': 'signIn',
  '/register': 'register',
  '/password-reset': 'passwordReset',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/help': 'help',
  '/app': 'dashboard',
  '/app/dashboard': 'dashboard',
  '/app/profile': 'profile',
  '/app/subscription': 'subscription',
  '/app/billing': 'billing',
  '/app/billing/receipts/:paymentId': 'receipt',
  '/app/feed': 'feed',
  '/app/perks': 'perks',
  '/app/contact': 'contact',
  '/app/settings': 'settings',
  '/app/rewards': 'rewardsPromoCode',
  '/app/rewards/promo-code': 'rewardsPromoCode',
  '/app/rewards/winner': 'rewardsWinner',
  '/app/rewards/statistique': 'rewardsStatistics',
  '/app/admin/plans': 'adminPlans',
  '/checkout/sandbox/:sessionId': 'checkout',
} as const;

export type ScreenTitle = (typeof screenTitles)[keyof typeof screenTitles] | 'notFound';

export function screenTitleOf(pathname: string): ScreenTitle {
  return entryOf<ScreenTitle>(screenTitles, pathname) ?? 'notFound';
}
