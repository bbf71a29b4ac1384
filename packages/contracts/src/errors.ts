/**
 * The error catalogue (spec §5, §8) is the wire format: `{ error: { code, message, details? } }`.
 * Codes are never renumbered; new codes take new ranges (7000–7099: transport and abuse limits; 7100–7199:
 * identity and accounts; 7200–7299: files and uploads; 7300–7399: health data fields; 7400–7499: plans, subscriptions and
 * payments; 7500–7599: rewards, promo codes and draws).
 */
export const errorMessages = {
  4000: 'Invalid request',
  4001: 'Access not authorized',
  4003: 'Access denied',
  4004: 'Resource not found',
  5000: 'Internal server error',
  6000: 'Please enter a valid email address',
  6001: 'The email is required',
  6002: 'The password must contain at least 6 characters',
  6003: 'The password is required',
  6004: 'Please confirm your password',
  6005: 'The passwords do not match',
  6006: 'The new password must be different from the current password',
  6007: 'The first name is required',
  6008: 'Please enter a valid first name',
  6009: 'The last name is required',
  6010: 'Please enter a valid last name',
  6011: 'The username is required',
  6012: 'Please enter a valid username',
  6013: 'Please select your gender',
  6014: 'The birth date is required',
  6015: 'Please enter a valid birth date',
  6016: 'The passwords do not match',
  6017: 'The title is required',
  6018: 'Please enter a valid title',
  6019: 'The content is required',
  6020: 'Please enter a valid content',
  6021: 'Please tell us about yourself',
  6022: 'Please provide valid information',
  6023: 'Please provide valid information',
  6024: 'Please provide valid allergy information.',
  7000: 'The request body is too large',
  7001: 'Too many requests. Please wait and try again.',
  7100: 'An account already exists with this email',
  7101: 'The email or password is incorrect',
  7102: 'The code is invalid or has expired',
  7103: 'This username is already taken',
  7104: 'This account is already registered',
  7105: 'An account already uses this email. Sign in with your password first, then connect this provider in Settings.',
  7106: 'This account is already connected to another Vitalia account.',
  7107: 'Sign-in with this provider is not available.',
  7108: 'The sign-in did not complete. Please try again.',
  7200: 'The picture must be a JPEG, PNG or WebP image',
  7300: 'Your consent is required to save health data',
  7400: 'The card was declined. Nothing was charged.',
  7401: 'This checkout has expired or is already complete.',
  7402: 'You already have this plan.',
  7403: 'This change is not possible for your subscription right now.',
  7404: 'This plan is not available.',
  7405: 'The payment provider could not be reached. Please try again.',
  7406: 'The event signature is invalid.',
  7407: 'Please enter a valid card number',
  7408: 'Please enter a valid expiry date',
  7409: 'Please enter a valid security code',
  7410: 'Please enter the name on the card',
  7500: 'The file is too large. Maximum size : 10MB',
  7501: 'Invalid file type. Formats accepted : Excel (.xlsx, .xls) or CSV (.csv)',
  7502: 'Please select a file and a reward',
  7503: 'No code column was found. Name a column "code" or "code promo".',
  7504: 'This spreadsheet expands beyond the size we can read safely.',
  7505: 'The file could not be read. Save it again as CSV or Excel and retry.',
  7506: 'This reward is out of stock.',
  7507: 'This reward is not available.',
  7508: 'This code has already been reported.',
  7509: 'A draw already exists for this month.',
  7510: 'This draw has already taken place.',
  7511: 'The prize reward does not have a code for every winner.',
  7512: 'Nobody is eligible for this draw yet.',
  7513: 'This draw is closed to new entries.',
  7514: 'Staff and the ambassador cannot enter draws.',
  7515: 'A draw can only take place once its month has begun.',
} as const;

export type ErrorCode = keyof typeof errorMessages;
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
>;

export const errorCodes = Object.keys(errorMessages).map(Number) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && value in errorMessages;
}

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  if (!isErrorCode(value)) return false;
  return (value >= 6000 && value <= 6024) || value === 7300 || (value >= 7407 && value <= 7410);
}

export function httpStatusOf(code: ErrorCode): number {
  if (code === 4001) return 401;
  if (code === 4003) return 403;
  if (code === 4004 || code === 7107 || code === 7404) return 404;
  if (code === 5000) return 500;
  if (code === 7000) return 413;
  // The bytes, not the Content-Type header, decide: anything that does not decode as one of the three formats.
  if (code === 7200) return 415;
  if (code === 7001) return 429;
  if (code === 7100 || code === 7103 || code === 7104 || code === 7105 || code === 7106) return 409;
  if (code === 7101) return 401;
  if (code === 7400) return 402;
  if (code === 7401 || code === 7402 || code === 7403) return 409;
  if (code === 7405) return 502;
  if (code === 7500 || code === 7504) return 413;
  if (code === 7501) return 415;
  if (code >= 7506 && code <= 7515) return 409;
  return 400;
}

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
