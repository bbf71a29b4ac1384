import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { CellValue, RawRow } from './cell-values';

/** What the streaming reader exposes at run time beyond its published types. */
interface SheetReader {
  name?: string;
  /** The sheet's events, one array per parsed piece of XML (what its row iterator unrolls one row at a time). */
  parse(): AsyncIterable<{ eventType: string; value: unknown }[]>;
}
interface BookReader extends AsyncIterable<SheetReader> {
  /** Set once xl/workbook.xml has been read: the sheets in tab order. */
  model?: { sheets?: { name: string }[] };
}

/** exceljs cell objects flattened: a formula's cached result, rich text and hyperlink text joined, errors as text. */
export function toCellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value;
  // A formula whose cached result is an error comes back as NaN.
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value !== 'object') return null;
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((run: { text?: string | null }) => run?.text ?? '').join('');
  }
  if ('formula' in value || 'sharedFormula' in value)
    return 'result' in value ? toCellValue(value.result) : null;
  if ('error' in value) return String(value.error);
  if ('text' in value) return toCellValue(value.text);
  return null;
}

function rowCells(values: unknown): CellValue[] {
  // Row.values is 1-based and sparse: index 0 is always empty.
  const list = Array.isArray(values) ? values : [];
  const cells: CellValue[] = [];
  for (let column = 1; column < list.length; column += 1) cells.push(toCellValue(list[column]));
  return cells;
}

/**
 * The first worksheet's rows, streamed: exceljs parses the sheet XML as it arrives and nothing here keeps a row
 * once it is yielded, so memory stays flat however long the sheet. Styles are cached so date-formatted numbers
 * come back as dates. Only call after the zip guard has accepted the file.
 */
export async function* xlsxRows(filePath: string): AsyncGenerator<RawRow[]> {
  const input = createReadStream(filePath);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as BookReader;
  try {
    for await (const sheet of reader) {
      // Sheets arrive in zip order, which is not always tab order; a skipped sheet is drained unread.
      const firstName = reader.model?.sheets?.[0]?.name;
      if (firstName !== undefined && sheet.name !== undefined && sheet.name !== firstName) continue;
      let previous = 0;
      for await (const events of sheet.parse()) {
        const batch: RawRow[] = [];
        for (const { eventType, value } of events) {
          if (eventType !== 'row') continue;
          const row = value as ExcelJS.Row;
          // The row number is the `r` attribute; a writer may leave it out, and then rows follow one another.
          const number = Number.isInteger(row.number) && row.number > previous ? row.number : previous + 1;
          previous = number;
          batch.push({ row: number, cells: rowCells(row.values) });
        }
        if (batch.length > 0) yield batch;
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
