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

/** A pattern with its `:name` segments filled, each value encoded as one path segment. */
function fill(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

const s = screenPatterns;

/** A screen's path, from its pattern: `paths.channel(id)` for `/app/community/:channelId`. */
export const paths = {
  home: () => s.home,
  login: () => s.login,
  register: () => s.register,
  passwordReset: () => s.passwordReset,
  privacy: () => s.privacy,
  terms: () => s.terms,
  help: () => s.help,
  sandboxCheckout: (sessionId: string) => fill(s.sandboxCheckout, { sessionId }),
  digestUnsubscribe: () => s.digestUnsubscribe,
  app: () => s.app,
  dashboard: () => s.dashboard,
  profile: () => s.profile,
  subscription: () => s.subscription,
  billing: () => s.billing,
  receipt: (paymentId: string) => fill(s.receipt, { paymentId }),
  feed: () => s.feed,
  feedManage: () => s.feedManage,
  feedNew: () => s.feedNew,
  feedEdit: (postId: string) => fill(s.feedEdit, { postId }),
  feedModeration: () => s.feedModeration,
  feedPost: (postId: string) => fill(s.feedPost, { postId }),
  coach: () => s.coach,
  coachMeals: () => s.coachMeals,
  coachShopping: () => s.coachShopping,
  coachTraining: () => s.coachTraining,
  persona: () => s.persona,
  personaReview: () => s.personaReview,
  community: () => s.community,
  communityModeration: () => s.communityModeration,
  games: () => s.games,
  gamesManage: () => s.gamesManage,
  channel: (channelId: string) => fill(s.channel, { channelId }),
  perks: () => s.perks,
  contact: () => s.contact,
  settings: () => s.settings,
  rewards: () => s.rewards,
  rewardsPromoCode: () => s.rewardsPromoCode,
  rewardsWinner: () => s.rewardsWinner,
  rewardsStatistics: () => s.rewardsStatistics,
  adminPlans: () => s.adminPlans,
  adminMembers: () => s.adminMembers,
  adminMember: (memberId: string) => fill(s.adminMember, { memberId }),
  adminAudit: () => s.adminAudit,
  adminSupport: () => s.adminSupport,
  adminSupportRequest: (requestId: string) => fill(s.adminSupportRequest, { requestId }),
} as const satisfies Record<string, (...values: string[]) => string>;

/** The start of every sandbox checkout's path: the guard opens the whole prefix to every state. */
export const sandboxCheckoutPrefix = paths.sandboxCheckout('');

/** Whether `pathname` is inside the signed-in app (`/app` or below it). */
export const isAppPath = (pathname: string) => pathname === s.app || pathname.startsWith(`${s.app}/`);
