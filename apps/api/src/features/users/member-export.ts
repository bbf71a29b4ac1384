/**
 * What the member's data export holds, and what it leaves out and why (docs/decisions/046-the-member-export.md).
 * `member-export.test.ts` walks the schema: a table holding a member's id must be named in one of the two lists.
 */
import type { Language } from '@vitalia/contracts';

/** The sections other features add, in the order the file shows them after the profile and the account. */
export const exportSectionNames = [
  'health',
  'coach',
  'personaQuestions',
  'aiUsage',
  'games',
  'community',
  'feed',
  'rewards',
  'draws',
  'subscription',
  'supportRequests',
  'notifications',
] as const;
export type ExportSectionName = (typeof exportSectionNames)[number];

/** Every key of the file after its `readme`: the users feature's own three, then the features' sections. */
export type ExportKey = 'exportedAt' | 'profile' | 'account' | ExportSectionName;

/** One feature's part of the export, read for the member's id; staff-written text comes in the member's language. */
export type ExportSection = (userId: string, language: Language) => Promise<unknown>;

/** Wired in services.ts: the compiler asks for every section named above. */
export type ExportSections = Record<ExportSectionName, ExportSection>;

/** Each table holding a member's id that the export reads, and the section it shows up in. */
export const exportedTables: Readonly<Record<string, Exclude<ExportKey, 'exportedAt'>>> = {
  users: 'profile',
  health_profiles: 'health',
  coach_answers: 'coach',
  coach_energy_answers: 'coach',
  coach_weight_logs: 'coach',
  coach_meal_weeks: 'coach',
  coach_training_weeks: 'coach',
  coach_session_logs: 'coach',
  persona_answers: 'personaQuestions',
  model_calls: 'aiUsage',
  game_points: 'games',
  check_ins: 'games',
  quiz_plays: 'games',
  challenge_activities: 'games',
  logged_workouts: 'games',
  community_memberships: 'community',
  community_messages: 'community',
  community_reactions: 'community',
  community_reports: 'community',
  community_mutes: 'community',
  feed_comments: 'feed',
  feed_likes: 'feed',
  feed_reports: 'feed',
  feed_readers: 'feed',
  reward_claims: 'rewards',
  promo_codes: 'rewards',
  draw_free_entries: 'draws',
  draw_tickets: 'draws',
  draw_entrants: 'draws',
  draw_winners: 'draws',
  subscriptions: 'subscription',
  subscription_events: 'subscription',
  payments: 'subscription',
  billing_customers: 'subscription',
  checkout_sessions: 'subscription',
  complimentary_grants: 'subscription',
  cancellation_feedback: 'subscription',
  support_requests: 'supportRequests',
  support_messages: 'supportRequests',
  support_attachments: 'supportRequests',
  notifications: 'notifications',
  notification_preferences: 'notifications',
  push_subscriptions: 'notifications',
};

const identityOwned =
  'owned by the identity service and keyed by its uid, as a hosted provider would hold it; holds secrets ' +
  '(hashes, codes, nonces); the email and the way the member signs in are in profile and account';
const staffWork =
  "staff's work in their role (the column names who wrote or ran it), the service's content rather than data " +
  'about a member';

/** Each table holding a member's id that the export leaves out, and why; each is named in decision 046. */
export const tablesLeftOutOfExport: Readonly<Record<string, string>> = {
  identity_accounts: identityOwned,
  refresh_tokens: identityOwned,
  password_reset_codes: identityOwned,
  federated_identities: identityOwned,
  federated_sign_in_attempts: identityOwned,
  audit_log:
    "staff's accountability record, append-only; what the actions changed shows in the member's sections",
  community_stream_tickets: 'single-use live-stream tickets, hashed, that live for a minute',
  support_notes: "staff's internal notes on a request; the conversation itself is exported",
  feed_moderation_log: "moderators' record of their decisions; the member's hidden comments show as hidden",
  community_channels: staffWork,
  feed_posts: staffWork,
  feed_post_images: staffWork,
  feed_post_revisions: staffWork,
  persona_entries: staffWork,
  quiz_questions: staffWork,
  challenges: staffWork,
  draws: staffWork,
  promo_code_imports: staffWork,
};
