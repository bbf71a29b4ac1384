/**
 * The error catalogue (spec §5, §8) is the wire format: `{ error: { code, message, details? } }`. The English messages
 * are in `error-messages.ts`, so that the web, which words its own, does not download them.
 * Codes are never renumbered; new codes take new ranges (7000–7099: transport and abuse limits; 7100–7199:
 * identity and accounts; 7200–7299: files and uploads; 7300–7399: health data fields; 7400–7499: plans, subscriptions and
 * payments; 7500–7599: rewards, promo codes and draws; 7600–7699: community; 7700–7799: the feed; 7800–7899: the coach and Karim's AI; 7900–7999: the games).
 */
export const ErrorCode = {
  /** A body, path or query the endpoint's schema refuses, a malformed URL or JSON (spec §5). */
  invalidRequest: 4000,
  /** No valid, current session: no token, a bad or expired one, or one from before sessions were ended. */
  notAuthorized: 4001,
  /** Signed in, but without the role, permission or Premium plan the endpoint asks for (D2, D4). */
  accessDenied: 4003,
  /** No such resource, or not the caller's (another member's receipt or claim is "not found", never "denied"). */
  notFound: 4004,
  /** Anything unexpected: the cause goes to the log, never to the caller. */
  internalError: 5000,
  /** Spec §5 field codes: email malformed / missing. */
  emailInvalid: 6000,
  emailRequired: 6001,
  /** Password shorter than 6 / missing. */
  passwordTooShort: 6002,
  passwordRequired: 6003,
  /** Password confirmation missing / not equal (sign-up). */
  passwordConfirmationRequired: 6004,
  passwordsDoNotMatch: 6005,
  /** Change of password to the same one. */
  newPasswordSameAsCurrent: 6006,
  firstNameRequired: 6007,
  firstNameInvalid: 6008,
  lastNameRequired: 6009,
  lastNameInvalid: 6010,
  usernameRequired: 6011,
  usernameInvalid: 6012,
  genderRequired: 6013,
  birthDateRequired: 6014,
  /** Not a date that can be a birth date, or younger than 13 (D6). */
  birthDateInvalid: 6015,
  /** Password confirmation not equal (reset and change of password). */
  newPasswordsDoNotMatch: 6016,
  /** Feed post title and content (spec §5). */
  titleRequired: 6017,
  titleInvalid: 6018,
  contentRequired: 6019,
  contentInvalid: 6020,
  /** The coach's own questions (spec §5; issue 16): an answer missing / not valid. */
  coachAnswerRequired: 6021,
  coachAnswerInvalid: 6022,
  /** Health step: height, weight or a preference out of range or not one of the choices. */
  healthDetailInvalid: 6023,
  /** Health step: an allergy that is not one of the choices. */
  allergiesInvalid: 6024,
  /** A JSON body over 1 MB (uploads have their own limits). */
  bodyTooLarge: 7000,
  /** A per-IP or per-account rate limit; Retry-After says for how long. */
  tooManyRequests: 7001,
  /** Sign-up with an email an account already has. */
  emailTaken: 7100,
  /** Sign-in or change of password with the wrong password (never says which part was wrong). */
  wrongCredentials: 7101,
  /** Password reset code wrong, spent, locked or expired. */
  resetCodeInvalid: 7102,
  usernameTaken: 7103,
  /** Registration of a profile that already exists. */
  alreadyRegistered: 7104,
  /** Federated sign-in whose email belongs to a password account not yet linked (D3). */
  emailBelongsToPasswordAccount: 7105,
  /** Linking a provider identity already linked to another account. */
  providerIdentityTaken: 7106,
  /** A federated provider that is not configured here. */
  providerUnavailable: 7107,
  /** A federated sign-in whose state, cookie or provider answer does not check out. */
  federatedSignInFailed: 7108,
  /** A profile picture that does not decode as JPEG, PNG or WebP. */
  pictureNotAnImage: 7200,
  /** Health data sent without the explicit consent (D6). */
  healthConsentRequired: 7300,
  /** The sandbox or Stripe declined the card; nothing was charged. */
  cardDeclined: 7400,
  /** A checkout session expired, paid or cancelled already. */
  checkoutClosed: 7401,
  /** Checkout for the plan the member already has. */
  alreadyOnPlan: 7402,
  /** A subscription change its state does not allow (resume when not cancelled, switch while past due…). */
  subscriptionChangeNotAllowed: 7403,
  /** A plan that does not exist or is not offered. */
  planUnavailable: 7404,
  /** Stripe unreachable or failing; nothing was changed here. */
  paymentProviderUnreachable: 7405,
  /** A webhook whose signature does not verify. */
  webhookSignatureInvalid: 7406,
  /** Sandbox card form fields. */
  cardNumberInvalid: 7407,
  cardExpiryInvalid: 7408,
  cardSecurityCodeInvalid: 7409,
  cardNameRequired: 7410,
  /** Promo-code import over 10 MB (spec §9). */
  importFileTooLarge: 7500,
  /** Promo-code import whose bytes are not CSV, XLSX or XLS. */
  importFileTypeInvalid: 7501,
  /** Promo-code import without a file or a reward, not arrived whole, or holding more than its one `file` part. */
  importFileOrRewardMissing: 7502,
  /** Promo-code import without a recognisable code column. */
  importCodeColumnMissing: 7503,
  /** A workbook that inflates past the reader's safe limits (zip bomb guard). */
  importFileTooExpanded: 7504,
  /** A file of the right type that still cannot be read. */
  importFileUnreadable: 7505,
  /** A claim when no code is left. */
  rewardOutOfStock: 7506,
  /** A claim of a reward that is inactive or does not exist. */
  rewardUnavailable: 7507,
  /** A second "this code doesn't work" for the same claim. */
  codeAlreadyReported: 7508,
  /** Opening a second draw for a month. */
  drawMonthTaken: 7509,
  /** Running a draw that is already drawn. */
  drawAlreadyDrawn: 7510,
  /** Running a draw whose prize has fewer codes than winners. */
  drawPrizeShort: 7511,
  /** Running a draw nobody can win. */
  drawWithoutEntrants: 7512,
  /** A free entry into a draw that is drawn or closed. */
  drawClosed: 7513,
  /** A free entry by staff or the ambassador (D7). */
  drawEntryByStaff: 7514,
  /** Running a draw before its month has begun. */
  drawMonthNotBegun: 7515,
  /** A message with nothing but spaces. */
  messageRequired: 7600,
  /** A message over 2,000 characters. */
  messageTooLong: 7601,
  /** Posting, reacting or joining in an archived channel. */
  channelArchived: 7602,
  /** A member posting in an announcement-only channel (staff may). */
  channelAnnouncementOnly: 7603,
  /** The same reaction twice on one message. */
  alreadyReacted: 7604,
  /** Editing or deleting someone else's message (staff delete any, but edit none). */
  notMessageAuthor: 7605,
  /** Editing or deleting an own message more than 15 minutes after posting it. */
  editWindowClosed: 7606,
  /** A muted member posting or reacting; the `Retry-After` header says how many seconds are left. */
  memberMuted: 7607,
  /** Posting or reading the unread position of a channel the caller has not joined. */
  notChannelMember: 7608,
  /** The live stream without a valid ticket: missing, expired, or already used. */
  streamTicketInvalid: 7609,
  /** A reply to a reply: threads are one level deep. */
  replyTooDeep: 7610,
  /** A channel without a name in the language it is written in. */
  channelNameRequired: 7611,
  /** Reporting the same message twice. */
  alreadyReported: 7612,
  /** Reporting a message without saying why, or at more than 280 characters. */
  reportReasonInvalid: 7613,
  /** A scheduled post's publication time is not in the future. */
  publishAtNotFuture: 7700,
  /** A post naming an image that was never uploaded (or was removed). */
  postImageUnknown: 7701,
  /** A post with more than four images. */
  tooManyPostImages: 7702,
  /** A comment with nothing but spaces. */
  commentRequired: 7703,
  /** A comment over 1,000 characters. */
  commentTooLong: 7704,
  /** Reporting the same post or comment twice. */
  alreadyReportedContent: 7705,
  /** Deleting someone else's comment (staff moderate instead). */
  notCommentAuthor: 7706,
  /** An unsubscribe link whose token is unknown. */
  unsubscribeLinkInvalid: 7707,
  /** Pinning a draft, scheduled or archived post. */
  pinNeedsPublished: 7708,
  /** The coach cannot plan yet: something it needs is missing. */
  coachNeedsAnswers: 7800,
  /** No week of meals keeps every one of these restrictions. */
  mealPlanImpossible: 7801,
  /** No other meal keeps this day within its rules. */
  mealSwapImpossible: 7802,
  /** Only last week, this week and next week can be planned. */
  weekOutOfRange: 7803,
  /** That day is not in this week. */
  dayOutsideWeek: 7804,
  /** Only a planned session can be logged. */
  notASessionDay: 7805,
  /** A session can be logged from its day on. */
  sessionInFuture: 7806,
  /** A weight can be logged for today or a day of the last year. */
  weightDateOutOfRange: 7807,
  /** Ask a question first. */
  personaQuestionRequired: 7820,
  /** A question is 500 characters at most. */
  personaQuestionTooLong: 7821,
  /** A library question is 1 to 300 characters. */
  personaEntryQuestionInvalid: 7822,
  /** A library answer is 1 to 2,000 characters. */
  personaEntryAnswerInvalid: 7823,
  /** The question's timer ran out before the answer came: it scores nothing (issue 17). */
  quizAnswerTooLate: 7900,
  /** That question was already answered (or timed out): a second answer scores nothing. */
  quizAlreadyAnswered: 7901,
  /** Answers go to this week's quiz only. */
  quizWeekNotCurrent: 7902,
  /** A question is answered after the server showed it, and only that one. */
  quizQuestionNotShown: 7903,
  /** Every question of the week is answered. */
  quizComplete: 7904,
  /** A week's questions are fixed once it begins: staff write for weeks to come. */
  quizWeekBegun: 7905,
  /** A question has 2 to 4 choices. */
  quizChoicesInvalid: 7906,
  /** The prompt, each choice and the explanation need a text in the language written. */
  quizTextRequired: 7907,
  /** The right answer is one of the choices. */
  quizCorrectChoiceInvalid: 7908,
  /** A week holds at most 10 questions. */
  quizWeekFull: 7909,
  /** No activity is logged for a day still to come. */
  activityInFuture: 7910,
  /** An activity lasts 1 minute to 4 hours. */
  activityDurationInvalid: 7911,
  /** An activity can be changed or removed for 48 hours after it was logged. */
  activityEditWindowClosed: 7912,
  /** Activities count toward the month's challenge: there is none this month. */
  noChallengeThisMonth: 7913,
  /** A month that has ended keeps its challenge. */
  challengeMonthPast: 7914,
  /** A goal is a whole number within the metric's range. */
  challengeGoalInvalid: 7915,
  /** A day is logged within a week, in the challenge's month. */
  activityDayTooOld: 7916,
  /** A day's activities add up to 4 hours at most. */
  activityDayOverLimit: 7917,
  /** A challenge needs a title in the language written. */
  challengeTitleRequired: 7918,

  // 8000–8099: running the membership (issue 18).
  /** D2: karim gives any role; admin moves a member between user and admin only, and never acts on karim. */
  roleChangeNotAllowed: 8000,
  /** Nobody changes their own role, or signs out, deletes or comps themselves from the staff screens. */
  actionOnSelf: 8001,
  /** A member on paid Premium needs no complimentary period: it would hide what they pay for. */
  complimentaryWhilePaid: 8002,
  /** There is no complimentary Premium running to end. */
  noComplimentaryPremium: 8003,
  /** The member's deletion is already under way. */
  deletionAlreadyRequested: 8004,

  // 8100–8199: support requests (issue 18, D1).
  /** A subject of 3 to 120 characters. */
  supportSubjectInvalid: 8100,
  /** A message of 10 to 5,000 characters. */
  supportMessageInvalid: 8101,
  /** One of the categories offered. */
  supportCategoryInvalid: 8102,
  /** A solved request is opened again by staff, or the member writes a new one. */
  supportRequestSolved: 8103,
  /** A request with more than three images attached. */
  tooManySupportAttachments: 8104,
  /** A request naming an image that is not the member's own upload waiting to be sent (gone, or sent already). */
  supportAttachmentUnknown: 8105,

  // 8200–8299: notifications (issue 18).
  /** No such notification for the caller (another member's is not theirs to see or mark). */
  notificationNotFound: 8200,
  /** An email switch on a kind that is never emailed (a claimed code, a new post). */
  notificationNotEmailed: 8201,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodes: readonly ErrorCode[] = Object.values(ErrorCode);

export type FieldErrorCode = Extract<
  ErrorCode,
  | 6000
  | 6001
  | 6002
  | 6003
  | 6004
  | 6005
  | 6006
  | 6007
  | 6008
  | 6009
  | 6010
  | 6011
  | 6012
  | 6013
  | 6014
  | 6015
  | 6016
  | 6017
  | 6018
  | 6019
  | 6020
  | 6021
  | 6022
  | 6023
  | 6024
  | 7300
  | 7407
  | 7408
  | 7409
  | 7410
  | 7613
  | 7820
  | 7821
  | 7822
  | 7823
  | 7906
  | 7907
  | 7908
  | 7910
  | 7911
  | 7915
  | 7916
  | 7918
  | 8100
  | 8101
  | 8102
>;

const knownCodes: ReadonlySet<number> = new Set(errorCodes);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && knownCodes.has(value);
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  if (!isErrorCode(value)) return false;
  return (
    (value >= 6000 && value <= 6024) ||
    value === 7300 ||
    (value >= 7407 && value <= 7410) ||
    value === 7613 ||
    (value >= 7820 && value <= 7823) ||
    [7906, 7907, 7908, 7910, 7911, 7915, 7916, 7918, 8100, 8101, 8102].includes(value)
  );
}

/** Every code's HTTP status; the compiler refuses a code without one. */
const httpStatuses: Readonly<Record<ErrorCode, number>> = {
  4000: 400,
  4001: 401,
  4003: 403,
  4004: 404,
  5000: 500,
  6000: 400,
  6001: 400,
  6002: 400,
  6003: 400,
  6004: 400,
  6005: 400,
  6006: 400,
  6007: 400,
  6008: 400,
  6009: 400,
  6010: 400,
  6011: 400,
  6012: 400,
  6013: 400,
  6014: 400,
  6015: 400,
  6016: 400,
  6017: 400,
  6018: 400,
  6019: 400,
  6020: 400,
  6021: 400,
  6022: 400,
  6023: 400,
  6024: 400,
  7000: 413,
  7001: 429,
  7100: 409,
  7101: 401,
  7102: 400,
  7103: 409,
  7104: 409,
  7105: 409,
  7106: 409,
  7107: 404,
  7108: 400,
  // The bytes, not the Content-Type header, decide: anything that does not decode as one of the three formats.
  7200: 415,
  7300: 400,
  7400: 402,
  7401: 409,
  7402: 409,
  7403: 409,
  7404: 404,
  7405: 502,
  7406: 400,
  7407: 400,
  7408: 400,
  7409: 400,
  7410: 400,
  7500: 413,
  7501: 415,
  7502: 400,
  7503: 400,
  7504: 413,
  7505: 400,
  7506: 409,
  7507: 409,
  7508: 409,
  7509: 409,
  7510: 409,
  7511: 409,
  7512: 409,
  7513: 409,
  7514: 409,
  7515: 409,
  7600: 400,
  7601: 400,
  7602: 409,
  7603: 403,
  7604: 409,
  7605: 403,
  7606: 409,
  7607: 403,
  7608: 409,
  7609: 401,
  7610: 400,
  7611: 400,
  7612: 409,
  7613: 400,
  7700: 400,
  7701: 400,
  7702: 400,
  7703: 400,
  7704: 400,
  7705: 409,
  7706: 403,
  7707: 404,
  7708: 409,
  7800: 409,
  7801: 422,
  7802: 409,
  7803: 400,
  7804: 400,
  7805: 409,
  7806: 400,
  7807: 400,
  7820: 400,
  7821: 400,
  7822: 400,
  7823: 400,
  7900: 409,
  7901: 409,
  7902: 409,
  7903: 409,
  7904: 409,
  7905: 409,
  7906: 400,
  7907: 400,
  7908: 400,
  7909: 409,
  7910: 400,
  7911: 400,
  7912: 409,
  7913: 409,
  7914: 409,
  7915: 400,
  7916: 400,
  7917: 409,
  7918: 400,
  8000: 403,
  8001: 409,
  8002: 409,
  8003: 409,
  8004: 409,
  8100: 400,
  8101: 400,
  8102: 400,
  8103: 409,
  8104: 400,
  8105: 400,
  8200: 404,
  8201: 400,
};

export const httpStatusOf = (code: ErrorCode): number => httpStatuses[code];

export interface FieldErrorDetail {
  /** Dotted path of the offending field, e.g. `email` or `health.allergies`. */
  field: string;
  code: ErrorCode;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: FieldErrorDetail[] };
}

/**
 * The codes the web can be handed for a failed call (spec §8), plus `auth/session-expired`: no fresh token could be
 * had, so the person was signed out (spec §7: 'Session expired. Please sign in again.').
 */
export type ClientErrorCode =
  'auth/unauthorized' | 'auth/token-expired' | 'auth/session-expired' | `${ErrorCode}`;

/**
 * Spec §8 mapping of a failed call. A code in the body wins over the bare status: our API always names its error
 * (403 is also "access denied" for a free member), so `auth/*` only stands for an answer that carries no code.
 */
export function clientErrorCodeOf(status: number, body: unknown): ClientErrorCode {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  if (isErrorCode(code)) return `${code}`;
  if (status === 401) return 'auth/unauthorized';
  if (status === 403) return 'auth/token-expired';
  return '5000';
}
