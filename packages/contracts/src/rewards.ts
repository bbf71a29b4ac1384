import { z } from 'zod';

export const rewardCategories = ['fashion', 'sport', 'streaming'] as const;
export type RewardCategory = (typeof rewardCategories)[number];

export const maxImportFileBytes = 10 * 1024 * 1024;
export const importFileExtensions = ['.csv', '.xlsx', '.xls'] as const;

export const reward = z.object({
  id: z.string(),
  name: z.string().min(1).max(120),
  category: z.enum(rewardCategories),
  partner: z.string().max(120),
  description: z.string().max(2000),
  isActive: z.boolean(),
  lowStockThreshold: z.number().int().nonnegative(),
});
export type Reward = z.infer<typeof reward>;

export const promoCodeStatuses = ['available', 'used'] as const;

export const promoCode = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(promoCodeStatuses),
  createdAt: z.iso.datetime(),
  usedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.date().nullable(),
  assignedTo: z.string().nullable(),
});
export type PromoCode = z.infer<typeof promoCode>;

/** D7: every skipped row says why. */
export const importRowOutcomes = ['duplicate_in_file', 'already_in_stock', 'expired', 'invalid'] as const;

export const importResult = z.object({
  imported: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  errors: z.array(
    z.object({ row: z.number().int().positive(), outcome: z.enum(importRowOutcomes), value: z.string() }),
  ),
  expiredCodes: z.array(z.string()),
  validCodes: z.array(z.string()),
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResult>;

export const stockSummary = z.object({
  rewardId: z.string(),
  rewardName: z.string(),
  available: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
});
export type StockSummary = z.infer<typeof stockSummary>;
