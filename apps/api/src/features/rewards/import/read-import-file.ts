import { ErrorCode } from '@vitalia/contracts';
import { cellText, parseCode, parseExpiry, type RawRow } from './cell-values';
import { openCsvRows } from './csv-rows';
import { findColumns, HEADER_SEARCH_ROWS, ignoredColumns, isBlankRow, type Columns } from './header';
import { asImportFileError, ImportFileError } from './import-file-error';
import { sniffFormat } from './sniff-format';
import { openXlsRows } from './xls-rows';
import { xlsxRows } from './xlsx-rows';
import { checkXlsxArchive, DEFAULT_IMPORT_LIMITS, type ImportLimits } from './zip-guard';

export { ImportFileError } from './import-file-error';
export type { ImportLimits } from './zip-guard';

/**
 * One data row of an import file. `code` is set exactly when the code is well formed and the expiry readable;
 * `outcome` is null for a row to import, 'expired' (code still set) or 'invalid' (code null). Duplicates and codes
 * already in stock are decided later, by whoever persists the rows.
 */
export interface ImportRow {
  /** The row number a spreadsheet shows (CSV: the record's first physical line); the header counts. */
  row: number;
  /** The code cell as text, trimmed, for the report. */
  value: string;
  code: string | null;
  /** YYYY-MM-DD */
  expiresOn: string | null;
  outcome: 'invalid' | 'expired' | null;
}

type Format = 'csv' | 'xlsx' | 'xls';
/** Readers hand over rows in batches (a parsed chunk of the file): one await per batch, not per row. */
type RowBatches = AsyncGenerator<RawRow[]>;

async function openRows(filePath: string, limits: ImportLimits): Promise<[Format, RowBatches]> {
  switch (await sniffFormat(filePath)) {
    case 'zip':
      await checkXlsxArchive(filePath, limits);
      return ['xlsx', xlsxRows(filePath)];
    case 'cfb':
      return ['xls', await openXlsRows(filePath)];
    case 'text':
      return ['csv', await openCsvRows(filePath)];
  }
}

interface Header {
  columns: Columns;
  /** The header text of the columns that are neither the code nor the expiry. */
  ignoredColumns: string[];
  /** The rows read past the header in its batch. */
  rest: RawRow[];
}

/**
 * Reads up to the header (D7: the first of the first ten non-empty rows with a code column; rows above it are
 * ignored) and returns the columns with the rest of the header's batch.
 */
async function findHeader(batches: RowBatches): Promise<Header> {
  let nonEmptyRows = 0;
  for (;;) {
    const next = await batches.next();
    if (next.done) break;
    for (const [index, raw] of next.value.entries()) {
      if (isBlankRow(raw.cells)) continue;
      nonEmptyRows += 1;
      const columns = findColumns(raw.cells);
      if (columns) {
        return {
          columns,
          ignoredColumns: ignoredColumns(raw.cells, columns),
          rest: next.value.slice(index + 1),
        };
      }
      if (nonEmptyRows >= HEADER_SEARCH_ROWS) throw new ImportFileError(ErrorCode.importCodeColumnMissing);
    }
  }
  throw new ImportFileError(ErrorCode.importCodeColumnMissing);
}

export function toImportRow({ row, cells }: RawRow, columns: Columns, today: string): ImportRow {
  const codeCell = cells[columns.code] ?? null;
  const value = cellText(codeCell);
  const code = parseCode(codeCell);
  const expiry = parseExpiry(columns.expiry === null ? null : (cells[columns.expiry] ?? null));
  if (code === null || !expiry.isValid) {
    return {
      row,
      value,
      code: null,
      expiresOn: expiry.isValid ? expiry.expiresOn : null,
      outcome: 'invalid',
    };
  }
  // An expiry of today still allows today's claims: only a date before today has passed.
  const isExpired = expiry.expiresOn !== null && expiry.expiresOn < today;
  return { row, value, code, expiresOn: expiry.expiresOn, outcome: isExpired ? 'expired' : null };
}

async function* validatedRows(batches: RowBatches, header: Header, today: string): AsyncGenerator<ImportRow> {
  try {
    let batch: RawRow[] | undefined = header.rest;
    while (batch) {
      for (const raw of batch) {
        if (!isBlankRow(raw.cells)) yield toImportRow(raw, header.columns, today);
      }
      try {
        const next = await batches.next();
        batch = next.done ? undefined : next.value;
      } catch (error) {
        // A file cut or corrupted past its header fails here, after some rows have flowed.
        throw asImportFileError(error);
      }
    }
  } finally {
    // Stopping early (the caller breaks, or fails) closes the file and the parser.
    await batches.return(undefined);
  }
}

/**
 * Opens an import file (D7): the format by its content, a zip-bomb check for .xlsx, the header found, then the rows
 * streamed and validated one by one — nothing is collected, so memory does not grow with the file. Throws
 * ImportFileError for what is known before rows flow (7501, 7503, 7504, 7505); iterating may throw 7505 when the
 * file turns out corrupt further down. Iterate `rows` to its end or break out of it: that closes the file.
 * `ignoredColumns` names the header's other columns, for the admin to see what was not read.
 */
export async function readImportFile(
  filePath: string,
  options: { today: string; limits?: Partial<ImportLimits> },
): Promise<{ format: Format; ignoredColumns: string[]; rows: AsyncIterable<ImportRow> }> {
  const limits = { ...DEFAULT_IMPORT_LIMITS, ...options.limits };
  let format: Format;
  let batches: RowBatches;
  try {
    [format, batches] = await openRows(filePath, limits);
  } catch (error) {
    throw asImportFileError(error);
  }
  try {
    const header = await findHeader(batches);
    return {
      format,
      ignoredColumns: header.ignoredColumns,
      rows: validatedRows(batches, header, options.today),
    };
  } catch (error) {
    await batches.return(undefined).catch(() => undefined);
    throw asImportFileError(error);
  }
}
