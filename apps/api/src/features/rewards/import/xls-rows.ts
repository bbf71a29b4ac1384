import { ErrorCode } from '@vitalia/contracts';
import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { CellObject } from '@e965/xlsx';
import type { CellValue, RawRow } from './cell-values';
import { ImportFileError } from './import-file-error';

interface CfbContainer {
  FullPaths: string[];
}
const cfb = XLSX.CFB as {
  read(data: Buffer, options: { type: 'buffer' }): CfbContainer;
  find(container: CfbContainer, path: string): unknown;
};

const BATCH_ROWS = 1000;

function toCellValue(cell: CellObject | undefined): CellValue {
  if (!cell) return null;
  switch (cell.t) {
    case 's':
    case 'n':
    case 'b':
    case 'd':
      return cell.v ?? null;
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

/**
 * The first sheet of a legacy .xls. SheetJS has no streaming reader for BIFF, so the file is loaded whole: it is
 * at most 10 MB and a BIFF8 sheet holds at most 65,536 rows. `dense` keeps rows as arrays, `cellDates` turns
 * date-formatted numbers into UTC dates, and only the first sheet is parsed.
 */
export async function openXlsRows(filePath: string): Promise<AsyncGenerator<RawRow[]>> {
  const buffer = await readFile(filePath);
  let container: CfbContainer;
  try {
    container = cfb.read(buffer, { type: 'buffer' });
  } catch (error) {
    throw new ImportFileError(ErrorCode.importFileUnreadable, { cause: error });
  }
  // A password-protected .xlsx travels in the same container: a workbook, but one nobody here can open.
  if (cfb.find(container, 'EncryptedPackage')) throw new ImportFileError(ErrorCode.importFileUnreadable);
  // .doc, .msg and .ppt files share the container; only BIFF workbooks have a Workbook (or BIFF5 Book) stream.
  if (!cfb.find(container, 'Workbook') && !cfb.find(container, 'Book'))
    throw new ImportFileError(ErrorCode.importFileTypeInvalid);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, {
      type: 'buffer',
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheets: 0,
    });
  } catch (error) {
    throw new ImportFileError(ErrorCode.importFileUnreadable, { cause: error });
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw new ImportFileError(ErrorCode.importFileTypeInvalid);
  const data = ((sheet as { '!data'?: (CellObject | undefined)[][] })['!data'] ?? []) as (
    (CellObject | undefined)[] | undefined
  )[];
  return (async function* () {
    for (let start = 0; start < data.length; start += BATCH_ROWS) {
      const batch: RawRow[] = [];
      for (let index = start; index < Math.min(start + BATCH_ROWS, data.length); index += 1) {
        const row = data[index];
        if (!row) continue;
        const cells: CellValue[] = [];
        for (let column = 0; column < row.length; column += 1) cells.push(toCellValue(row[column]));
        // Dense rows are indexed from the sheet's first row, whatever the used range: index 0 is row 1.
        batch.push({ row: index + 1, cells });
      }
      yield batch;
    }
  })();
}
