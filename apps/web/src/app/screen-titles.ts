import { screenPatterns as s } from '@vitalia/contracts';
import { entryOf, memberScreens, type MemberScreenTitle } from './route-table';

/**
 * The names in the browser tab of the screens outside the member table (route-table.ts names its own), as keys of the
 * common `titles` copy. Paths the router only redirects from carry their destination's name, so the tab does not
 * flicker. Anything else is an unknown path, which shows the not-found screen.
 */
export const screenTitles = {
  [s.home]: 'signIn',
  [s.login]: 'signIn',
  [s.register]: 'register',
  [s.passwordReset]: 'passwordReset',
  [s.privacy]: 'privacy',
  [s.terms]: 'terms',
  [s.help]: 'help',
  [s.app]: 'dashboard',
  [s.rewards]: 'rewardsPromoCode',
  [s.sandboxCheckout]: 'checkout',
  [s.digestUnsubscribe]: 'digestUnsubscribe',
} as const;

export type ScreenTitle = (typeof screenTitles)[keyof typeof screenTitles] | MemberScreenTitle | 'notFound';

export function screenTitleOf(pathname: string): ScreenTitle {
  return (
    entryOf<ScreenTitle>(screenTitles, pathname) ??
    entryOf<{ title: MemberScreenTitle }>(memberScreens, pathname)?.title ??
    'notFound'
  );
}
