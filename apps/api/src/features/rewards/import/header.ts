import { cellText, isBlank, type CellValue } from './cell-values';

/** Partners put a title or a date above the table; the header is looked for among this many non-empty rows. */
export const HEADER_SEARCH_ROWS = 10;

/**
 * Names compared after normalising, so "Code promo", "CODE_PROMO" and "code-promo" are one name. Kept to names
 * that mean the code itself: a "reference" or "id" column is more often an order number than a code.
 */
const CODE_HEADERS = new Set([
  'code',
  'codes',
  'code promo',
  'codes promo',
  'code promotionnel',
  'promo code',
  'promo codes',
  'promocode',
  'promocodes',
  'coupon',
  'coupons',
  'coupon code',
  'coupon codes',
  'code coupon',
  'voucher',
  'vouchers',
  'voucher code',
  'voucher codes',
  'discount code',
  'code de reduction',
  'codes de reduction',
  'code reduction',
  'bon de reduction',
]);

const EXPIRY_HEADERS = new Set([
  'expiry',
  'expiry date',
  'expiration',
  'expiration date',
  'expires',
  'expires on',
  'expire',
  'valid until',
  'date d expiration',
  'date expiration',
  'date de fin',
  'expire le',
  'valable jusqu au',
  'valide jusqu au',
  'fin de validite',
  'date de fin de validite',
  'validite',
]);

/** Lowercase, accents stripped, anything not a letter or digit collapsed to one space, trimmed. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface Columns {
  code: number;
  expiry: number | null;
}

/** The first code column and the first expiry column of a row, or null when the row has no code column. */
export function findColumns(cells: readonly CellValue[]): Columns | null {
  const names = cells.map((cell) => normaliseHeader(cellText(cell)));
  const code = names.findIndex((name) => CODE_HEADERS.has(name));
  if (code < 0) return null;
  const expiry = names.findIndex((name) => EXPIRY_HEADERS.has(name));
  return { code, expiry: expiry < 0 ? null : expiry };
}

export const isBlankRow = (cells: readonly CellValue[]): boolean => cells.every(isBlank);
