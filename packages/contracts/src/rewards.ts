import { z } from 'zod';
import { drawEntryCount } from './games';
import { fallbackLanguage, languages, type Language } from './languages';
import {
  languageCode,
  localizedText,
  resolvedText,
  resolveText,
  textPerLanguage,
  type TextPerLanguage,
} from './localized-text';

export const rewardCategories = ['fashion', 'sport', 'streaming'] as const;
export type RewardCategory = (typeof rewardCategories)[number];

/** Spec §5/§9: the import file's limits, checked in the browser and again by the API. */
export const maxImportFileBytes = 10 * 1024 * 1024;
export const importFileExtensions = ['.csv', '.xlsx', '.xls'] as const;
export const importFormats = ['csv', 'xlsx', 'xls'] as const;

/** The extension decides only whether a file may be offered; its bytes decide what it is (issue 5). */
export function hasImportExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return importFileExtensions.some((extension) => lower.endsWith(extension));
}

/**
 * The spec's client-side checks, in its order of messages: a file and a reward, a known extension, the size.
 * Returns the error code to show, or null when the file may be sent.
 */
export function importFileProblem(
  file: { name: string; size: number } | null | undefined,
  rewardId: string | null | undefined,
): 7500 | 7501 | 7502 | null {
  if (!file || !rewardId) return 7502;
  if (!hasImportExtension(file.name)) return 7501;
  if (file.size > maxImportFileBytes) return 7500;
  return null;
}

const rewardName = z.string().trim().min(1, '4000').max(120, '4000');

/**
 * D9: a reward's name and description in the languages besides the one it was written in, each optional. Sent whole:
 * an update's `translations` replaces the reward's.
 */
export const rewardTranslations = z.strictObject(
  {
    name: localizedText(120).default({}),
    description: localizedText(2000).default({}),
  },
  '4000',
);
export type RewardTranslations = z.infer<typeof rewardTranslations>;

/** D7: the catalogue entry an admin or karim manages. */
export const rewardInput = z.object({
  name: rewardName,
  category: z.enum(rewardCategories),
  partner: z.string().trim().max(120, '4000').default(''),
  description: z.string().trim().max(2000, '4000').default(''),
  isActive: z.boolean().default(true),
  lowStockThreshold: z.number().int().min(0).max(1_000_000).default(10),
  /** The language `name` and `description` are written in. */
  writtenIn: languageCode.default(fallbackLanguage),
  translations: rewardTranslations.default({ name: {}, description: {} }),
});
export type RewardInput = z.input<typeof rewardInput>;

export const rewardUpdate = z.object({
  name: rewardName.optional(),
  category: z.enum(rewardCategories).optional(),
  partner: z.string().trim().max(120, '4000').optional(),
  description: z.string().trim().max(2000, '4000').optional(),
  isActive: z.boolean().optional(),
  lowStockThreshold: z.number().int().min(0).max(1_000_000).optional(),
  writtenIn: languageCode.optional(),
  translations: rewardTranslations.optional(),
});
export type RewardUpdate = z.infer<typeof rewardUpdate>;

export const reward = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(rewardCategories),
  partner: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  lowStockThreshold: z.number().int().nonnegative(),
  writtenIn: z.enum(languages),
  translations: rewardTranslations,
});
export type Reward = z.infer<typeof reward>;

/** A reward's name or description in every language it has: the written text and its translations (D9). */
export function rewardTextOf(
  reward: Pick<Reward, 'name' | 'description' | 'writtenIn' | 'translations'>,
  field: 'name' | 'description',
): TextPerLanguage {
  return {
    writtenIn: reward.writtenIn,
    texts: { ...reward.translations[field], [reward.writtenIn]: reward[field] },
  };
}

/** The reward's name or description as a reader of `language` sees it. */
export const rewardTextIn = (
  reward: Pick<Reward, 'name' | 'description' | 'writtenIn' | 'translations'>,
  field: 'name' | 'description',
  language: Language,
) => resolveText(rewardTextOf(reward, field), language);

/** Spec §3 stock summary, per reward: available and used counts, plus what the admins act on. */
export const stockSummary = z.object({
  rewardId: z.string(),
  rewardName: z.string(),
  category: z.enum(rewardCategories),
  available: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  /** Codes a member said did not work: still counted as used, listed for the partner. */
  reported: z.number().int().nonnegative(),
  lowStockThreshold: z.number().int().nonnegative(),
  isLowStock: z.boolean(),
});
export type StockSummary = z.infer<typeof stockSummary>;

/** The catalogue as the admins see it: each reward with its stock. */
export const adminReward = reward.extend({ stock: stockSummary });
export type AdminReward = z.infer<typeof adminReward>;

export const promoCodeStatuses = ['available', 'used'] as const;

/** The stock list's filter: by status, or the codes members reported. */
export const promoCodeFilters = ['all', 'available', 'used', 'reported'] as const;
export type PromoCodeFilter = (typeof promoCodeFilters)[number];

export const promoCode = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(promoCodeStatuses),
  createdAt: z.iso.datetime(),
  usedAt: z.iso.datetime().nullable(),
  /** The partner's expiry (D7), a calendar date. */
  expiresAt: z.iso.date().nullable(),
  /** The email of the member it went to, while that account exists. */
  assignedTo: z.string().nullable(),
  reportedAt: z.iso.datetime().nullable(),
});
export type PromoCode = z.infer<typeof promoCode>;

export const promoCodePageSize = 25;

export const promoCodeQuery = z.object({
  status: z.enum(promoCodeFilters).default('all'),
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const promoCodePage = z.object({
  items: z.array(promoCode),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type PromoCodePage = z.infer<typeof promoCodePage>;

/** D7: every skipped row says why. */
export const importRowOutcomes = ['duplicate_in_file', 'already_in_stock', 'expired', 'invalid'] as const;
export type ImportRowOutcome = (typeof importRowOutcomes)[number];

/**
 * The lists in an import's answer stop at this many entries; the full row-by-row report (every row, imported or
 * skipped, with its outcome) is a CSV download, so a 400k-row file does not become a 20 MB JSON answer.
 */
export const importListLimit = 500;

/** Spec §3 import result, plus the import's id for its full report. */
export const importResult = z.object({
  importId: z.string(),
  rewardId: z.string(),
  format: z.enum(importFormats),
  imported: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  /** Skipped rows by cause, complete even when the lists below are cut. */
  skippedBy: z.record(z.enum(importRowOutcomes), z.number().int().nonnegative()),
  errors: z.array(
    z.object({
      /** The row as the spreadsheet numbers it (the header is row 1 when it is the first line). */
      row: z.number().int().positive(),
      outcome: z.enum(importRowOutcomes),
      value: z.string(),
    }),
  ),
  expiredCodes: z.array(z.string()),
  validCodes: z.array(z.string()),
  /**
   * The header of each column that is neither the code nor the expiry, as the file writes it, left to right: its
   * cells were not read (an expiry column under an unknown name would leave expired codes counted as valid).
   */
  ignoredColumns: z.array(z.string()),
  /**
   * True when `errors`, `expiredCodes`, `validCodes` or `ignoredColumns` hold only the first `importListLimit`
   * entries.
   */
  listsTruncated: z.boolean(),
  /** An English summary for API callers; the web words its own from the counts. */
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResult>;

/** What a member sees of a reward: no stock figures, only whether one is left for them. */
export const memberReward = z.object({
  id: z.string(),
  /** In the member's language, or the language it was written in (D9). */
  name: resolvedText,
  category: z.enum(rewardCategories),
  partner: z.string(),
  description: resolvedText,
  inStock: z.boolean(),
  claimId: z.string().nullable(),
});
export type MemberReward = z.infer<typeof memberReward>;

export const memberClaim = z.object({
  id: z.string(),
  /** `claim`: the member chose it; `draw`: they won it. */
  source: z.enum(['claim', 'draw']),
  rewardId: z.string(),
  rewardName: resolvedText,
  category: z.enum(rewardCategories),
  partner: z.string(),
  code: z.string(),
  expiresAt: z.iso.date().nullable(),
  claimedAt: z.iso.datetime(),
  /** A claimed code that does not work may be reported once; the member then gets a fresh one. */
  canReport: z.boolean(),
  reportedAt: z.iso.datetime().nullable(),
});
export type MemberClaim = z.infer<typeof memberClaim>;

export const drawStatuses = ['open', 'drawn'] as const;
export type DrawStatus = (typeof drawStatuses)[number];

/** `YYYY-MM`: a draw belongs to one calendar month (UTC). */
export const drawMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '4000');

export const maxDrawWinners = 100;

export const drawCreate = z.object({
  month: drawMonth,
  prizeRewardId: z.string().min(1, '7502'),
  winnerCount: z.number().int().min(1).max(maxDrawWinners),
});
export type DrawCreate = z.infer<typeof drawCreate>;

/**
 * The published proof (D7): before drawing only the commitment (SHA-256 of the secret seed) is known; after, the
 * seed and the hash of the entrant list. Winners are the `winnerCount` tickets with the lowest
 * SHA-256(`${seed}:${ticket}`), compared as hex; the entrant list hash is SHA-256 of the sorted tickets joined by
 * `\n`. See docs/decisions/017-verifiable-draws.md.
 */
export const drawProof = z.object({
  commitment: z.string(),
  seed: z.string().nullable(),
  entrantListHash: z.string().nullable(),
  entrantCount: z.number().int().nonnegative().nullable(),
});
export type DrawProof = z.infer<typeof drawProof>;

export const drawWinner = z.object({
  rank: z.number().int().positive(),
  ticket: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  code: z.string(),
});
export type DrawWinner = z.infer<typeof drawWinner>;

export const adminDraw = drawProof.extend({
  id: z.string(),
  month: drawMonth,
  prizeRewardId: z.string(),
  /** Every language of the prize's name: staff read it in theirs (D9). */
  prizeRewardName: textPerLanguage,
  winnerCount: z.number().int().positive(),
  status: z.enum(drawStatuses),
  freeEntryCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  drawnAt: z.iso.datetime().nullable(),
  winners: z.array(drawWinner),
});
export type AdminDraw = z.infer<typeof adminDraw>;

/**
 * How a draw picks its winners, fixed when it is opened: `lowest-hash` for the draws before issue 17, `weighted`
 * since (docs/decisions/017).
 */
export const drawMethods = ['lowest-hash', 'weighted'] as const;
export type DrawMethod = (typeof drawMethods)[number];

/** A draw as any signed-in person sees it: enough to enter, and to re-check the result. */
export const memberDraw = drawProof.extend({
  id: z.string(),
  month: drawMonth,
  prizeRewardName: resolvedText,
  prizePartner: z.string(),
  winnerCount: z.number().int().positive(),
  status: z.enum(drawStatuses),
  /** Whether entries from game points count in this draw: the member screen explains the method it was drawn by. */
  method: z.enum(drawMethods),
  /** Premium members active in the month enter by right; anyone else may ask for a free entry. */
  entryKind: z.enum(['premium', 'free', 'none', 'staff']),
  myTicket: z.string().nullable(),
  /** The entries the caller's ticket holds: one free, more from the month's game points (issue 17). */
  myEntries: drawEntryCount.nullable(),
  hasWon: z.boolean(),
});
export type MemberDraw = z.infer<typeof memberDraw>;

/**
 * Everything needed to recompute a drawn draw's winners. `lowest-hash` (draws before issue 17): each ticket one
 * chance, the lowest SHA-256(seed:ticket) win. `weighted`: each ticket holds `weight` entries (docs/decisions/017).
 */
export const drawAudit = drawProof.extend({
  method: z.enum(drawMethods),
  tickets: z.array(z.string()),
  /** Entries per ticket, in the order of `tickets`; all 1 for a `lowest-hash` draw. */
  weights: z.array(z.number().int().positive()),
  winnerTickets: z.array(z.string()),
});
export type DrawAudit = z.infer<typeof drawAudit>;

const monthCount = z.object({ month: drawMonth, count: z.number().int().nonnegative() });

export const rewardStatistics = z.object({
  stock: z.array(stockSummary),
  byCategory: z.array(
    z.object({
      category: z.enum(rewardCategories),
      available: z.number().int().nonnegative(),
      used: z.number().int().nonnegative(),
    }),
  ),
  /** The last 12 months, oldest first, months without claims included. */
  claimsByMonth: z.array(monthCount),
  winnersByMonth: z.array(monthCount),
});
export type RewardStatistics = z.infer<typeof rewardStatistics>;
