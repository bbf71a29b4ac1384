/**
 * The error catalogue (spec §5, §8) is the wire format: `{ error: { code, message, details? } }`. The English messages
 * are in `error-messages.ts`, so that the web, which words its own, does not download them.
 * Codes are never renumbered; new codes take new ranges (7000–7099: transport and abuse limits; 7100–7199:
 * identity and accounts; 7200–7299: files and uploads; 7300–7399: health data fields; 7400–7499: plans, subscriptions and
 * payments; 7500–7599: rewards, promo codes and draws).
 */
export const errorCodes = [
  4000, 4001, 4003, 4004, 5000, 6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009, 6010, 6011, 6012,
  6013, 6014, 6015, 6016, 6017, 6018, 6019, 6020, 6021, 6022, 6023, 6024, 7000, 7001, 7100, 7101, 7102, 7103,
  7104, 7105, 7106, 7107, 7108, 7200, 7300, 7400, 7401, 7402, 7403, 7404, 7405, 7406, 7407, 7408, 7409, 7410,
  7500, 7501, 7502, 7503, 7504, 7505, 7506, 7507, 7508, 7509, 7510, 7511, 7512, 7513, 7514, 7515,
] as const;

export type ErrorCode = (typeof errorCodes)[number];

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

const knownCodes: ReadonlySet<number> = new Set(errorCodes);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && knownCodes.has(value);
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
