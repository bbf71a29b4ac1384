/**
 * The app's screens, one table (issue 37): the router's route patterns and, built from them, the paths the web links
 * to and the API writes into emails and redirects. A screen's address is written here only, so a link cannot drift
 * from the route that answers it. A `:name` segment stands for one non-empty segment; `paths` fills it, encoded.
 */
export const screenPatterns = {
  // Signed out, or open in every state (the guard's lists).
  home: '/',
  login: '/login',
  register: '/register',
  passwordReset: '/password-reset',
  privacy: '/privacy',
  terms: '/terms',
  help: '/help',
  /** The sandbox provider's hosted checkout (D4), outside the app; the session id is the capability. */
  sandboxCheckout: '/checkout/sandbox/:sessionId',
  /** The digest email's link, opened from a mail client signed in or not. */
  digestUnsubscribe: '/feed/digest/unsubscribe',
  // Signed in.
  app: '/app',
  appAny: '/app/*',
  dashboard: '/app/dashboard',
  profile: '/app/profile',
  subscription: '/app/subscription',
  billing: '/app/billing',
  receipt: '/app/billing/receipts/:paymentId',
  feed: '/app/feed',
  feedManage: '/app/feed/manage',
  feedNew: '/app/feed/new',
  feedEdit: '/app/feed/manage/:postId',
  feedModeration: '/app/feed/moderation',
  feedPost: '/app/feed/:postId',
  coach: '/app/coach',
  coachMeals: '/app/coach/meals',
  coachShopping: '/app/coach/shopping',
  coachTraining: '/app/coach/training',
  persona: '/app/persona',
  personaReview: '/app/persona/review',
  community: '/app/community',
  communityModeration: '/app/community/moderation',
  games: '/app/community/games',
  gamesManage: '/app/community/games/manage',
  channel: '/app/community/:channelId',
  perks: '/app/perks',
  contact: '/app/contact',
  notifications: '/app/notifications',
  settings: '/app/settings',
  rewards: '/app/rewards',
  rewardsPromoCode: '/app/rewards/promo-code',
  rewardsWinner: '/app/rewards/winner',
  rewardsStatistics: '/app/rewards/statistique',
  adminPlans: '/app/admin/plans',
  adminMembers: '/app/admin/members',
  adminMember: '/app/admin/members/:memberId',
  adminAudit: '/app/admin/audit',
  adminSupport: '/app/admin/support',
  adminSupportRequest: '/app/admin/support/:requestId',
} as const;

export type ScreenPattern = (typeof screenPatterns)[keyof typeof screenPatterns];

/** One string per `:name` segment of a pattern, in order: `'/a/:x/b/:y'` takes two. */
type SegmentValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...SegmentValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A function per screen that fills its pattern. */
export type PathsOf<Patterns extends Readonly<Record<string, string>>> = {
  readonly [K in keyof Patterns as Patterns[K] extends `${string}*${string}` ? never : K]: (
    ...values: SegmentValues<Patterns[K]>
  ) => string;
};

/**
 * The paths of a table of screen patterns, each value encoded as one path segment: `paths.channel(id)` for
 * `/app/community/:channelId`. A feature's own screens take theirs the same way (`pathsOf({ notes: '/app/notes' })`).
 * A catch-all pattern (`/app/*`) is a route, not an address, and has no path.
 */
export function pathsOf<const Patterns extends Readonly<Record<string, string>>>(
  patterns: Patterns,
): PathsOf<Patterns> {
  const entries = Object.entries(patterns)
    .filter(([, pattern]) => !pattern.includes('*'))
    .map(([name, pattern]) => {
      const fill = (...values: string[]) => {
        let next = 0;
        return pattern.replace(/:\w+/g, () => encodeURIComponent(values[next++] ?? ''));
      };
      return [name, fill] as const;
    });
  return Object.fromEntries(entries) as unknown as PathsOf<Patterns>;
}

/** A screen's path, from its pattern. */
export const paths = pathsOf(screenPatterns);

/** The start of every sandbox checkout's path: the guard opens the whole prefix to every state. */
export const sandboxCheckoutPrefix = paths.sandboxCheckout('');

/** Whether `pathname` is inside the signed-in app (`/app` or below it). */
export const isAppPath = (pathname: string) =>
  pathname === screenPatterns.app || pathname.startsWith(`${screenPatterns.app}/`);
