import { cellText, isBlank, type CellValue } from './cell-values';

/** Partners put a title or a date above the table; the header is looked for among this many non-empty rows. */
export const HEADER_SEARCH_ROWS = 10;

/** An ignored column's header is quoted back to the admin; a paragraph typed into a header cell is cut. */
export const MAX_IGNORED_HEADER_LENGTH = 100;

/**
 * Lowercase, accents stripped, and everything but letters and digits dropped, so "Code promo", "CODE_PROMO",
 * "code-promo", "codePromo" and "Date d’expiration" / "date d'expiration" each compare as one name.
 */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

const namesOf = (names: readonly string[]) => new Set(names.map(normaliseHeader));

/**
 * Kept to names that mean the code itself: a "reference", "id", "code client" or "partner code" column is more
 * often an order, customer or partner number than a code to hand out.
 */
const CODE_HEADERS = namesOf([
  'code',
  'codes',
  'code promo',
  'codes promo',
  'code promotionnel',
  'codes promotionnels',
  'promo code',
  'promo codes',
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
  'discount codes',
  'code de reduction',
  'codes de reduction',
  'code reduction',
  'code reduc',
  'bon de reduction',
  'code remise',
  'code de remise',
  'gift code',
  'code cadeau',
  'redemption code',
  'activation code',
  "code d'activation",
]);

/**
 * The last day a code can be used. A bare "date", "fin", "end" or "valid" is left out: next to a code it is as
 * likely a creation date, a flag or a campaign's end, and reading it as the expiry would mark good codes expired.
 */
const EXPIRY_HEADERS = namesOf([
  'expiry',
  'expiry date',
  'expiration',
  'expiration date',
  'expires',
  'expires at',
  'expires on',
  'expire',
  'expire at',
  'expire on',
  'expired at',
  'exp date',
  'valid until',
  'valid till',
  'valid to',
  'valid thru',
  'valid through',
  'validity',
  'validity date',
  'end date',
  "date d'expiration",
  'date expiration',
  "date d'exp",
  'expire le',
  'expire au',
  'date de fin',
  'date fin',
  'validite',
  'date de validite',
  'date validite',
  'fin de validite',
  'fin validite',
  'date de fin de validite',
  "valable jusqu'au",
  "valable jusqu'a",
  "valide jusqu'au",
  "valide jusqu'a",
  "utilisable jusqu'au",
  'date limite',
  "date limite d'utilisation",
  'date limite de validite',
  "date d'echeance",
  'echeance',
  'date de peremption',
]);

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

const shortened = (text: string) =>
  text.length > MAX_IGNORED_HEADER_LENGTH ? `${text.slice(0, MAX_IGNORED_HEADER_LENGTH - 1)}…` : text;

/**
 * The header text of every column not read, left to right: an expiry column under a name not listed above would
 * otherwise be skipped without a word and its expired codes imported as available. A blank header names nothing.
 */
export function ignoredColumns(header: readonly CellValue[], columns: Columns): string[] {
  return header.flatMap((cell, index) =>
    index === columns.code || index === columns.expiry || isBlank(cell) ? [] : [shortened(cellText(cell))],
  );
}

export const isBlankRow = (cells: readonly CellValue[]): boolean => cells.every(isBlank);
