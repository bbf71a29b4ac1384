/**
 * A cell as the three readers hand it over. exceljs and SheetJS objects (rich text, formulas, hyperlinks, errors)
 * are flattened to these first, so the rules below are written once for CSV, .xlsx and .xls.
 */
export type CellValue = string | number | boolean | Date | null;

/** 3–64 characters of ASCII letters, digits, `-` `_` `.`, starting and ending with a letter or digit (D7). */
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,62}[A-Za-z0-9]$/;

const DAY_MS = 86_400_000;
// Serial 1 is 1900-01-01 and Excel counts a 29 February 1900 that never was, so from March 1900 on (every serial
// in the accepted range) day 0 is 1899-12-30.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
// 20000 is 1954-10-03 and 80000 is 2119-01-11: wide enough for any expiry, narrow enough that a quantity or a
// price in the expiry column is not read as a date.
const SERIAL_MIN = 20_000;
const SERIAL_MAX = 80_000;

// A time after the date is ignored: exports from databases and "15/06/2030 00:00" from Excel carry one.
const TIME_SUFFIX = /[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s*(?:Z|[+-]\d{2}:?\d{2}))?$/i;
const YEAR_FIRST = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** YYYY-MM-DD from a date's UTC parts: exceljs and SheetJS both build date cells at UTC midnight. */
export function isoDateOf(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** YYYY-MM-DD when year, month and day name a real calendar day (no 31 April, no 29 February 2027). */
function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? isoDateOf(date) : null;
}

/** The text a person sees in the cell, trimmed: what the import report quotes. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return isoDateOf(value) ?? '';
}

export const isBlank = (value: CellValue): boolean => cellText(value) === '';

/**
 * The code, case kept (codes are case-sensitive), or null when it breaks the pattern. Numbers are accepted because
 * Excel stores a numeric code typed into a cell as a number; a date or a boolean in the code column is a mistake.
 */
export function parseCode(value: CellValue): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = cellText(value);
  return CODE_PATTERN.test(text) ? text : null;
}

export type ParsedExpiry = { isValid: true; expiresOn: string | null } | { isValid: false };

const valid = (expiresOn: string | null): ParsedExpiry => ({ isValid: true, expiresOn });
const INVALID: ParsedExpiry = { isValid: false };
const fromDate = (date: string | null): ParsedExpiry => (date === null ? INVALID : valid(date));

/** Day-first as written in France; month-first only when day-first is impossible (the second number is over 12). */
function parseDayFirst(first: number, second: number, year: number): string | null {
  if (second <= 12) return calendarDate(year, second, first);
  if (first <= 12) return calendarDate(year, first, second);
  return null;
}

export function parseExpiryText(text: string): ParsedExpiry {
  const trimmed = text.trim();
  if (trimmed === '') return valid(null);
  const datePart = trimmed.replace(TIME_SUFFIX, '');
  const yearFirst = YEAR_FIRST.exec(datePart);
  if (yearFirst)
    return fromDate(calendarDate(Number(yearFirst[1]), Number(yearFirst[3]), Number(yearFirst[4])));
  const dayFirst = DAY_FIRST.exec(datePart);
  if (dayFirst) {
    const yearText = dayFirst[4]!;
    // Two-digit years are this century's: an expiry is in the future, or at worst a few years past.
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    return fromDate(parseDayFirst(Number(dayFirst[1]), Number(dayFirst[3]), year));
  }
  return INVALID;
}

/** An expiry cell: blank, a date cell, an Excel serial number, or text in one of the accepted layouts. */
export function parseExpiry(value: CellValue): ParsedExpiry {
  if (value === null) return valid(null);
  if (value instanceof Date) return fromDate(isoDateOf(value));
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < SERIAL_MIN || value > SERIAL_MAX) return INVALID;
    return fromDate(isoDateOf(new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS)));
  }
  if (typeof value === 'string') return parseExpiryText(value);
  return INVALID;
}

/** A row as a reader produces it: its number as a spreadsheet (or a text editor, for CSV) shows it, cells from A. */
export interface RawRow {
  row: number;
  cells: CellValue[];
}
