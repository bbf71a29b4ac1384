import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { CellValue, RawRow } from './cell-values';

interface SheetReader {
  /** The sheet's events, one array per parsed piece of XML (what its row iterator unrolls one row at a time). */
  parse(): AsyncIterable<{ eventType: string; value: unknown }[]>;
}

/**
 * The part parsers of exceljs's streaming reader (4.4.0, pinned), fed here one zip part at a time. Its own
 * `parse()` reads the zip as one stream of local headers through `iterate-stream`, which, under load, ends the
 * archive early: the parts stored after the first worksheet (shared strings, styles, xl/workbook.xml) are never
 * seen, so strings come back empty and dates as numbers, or it throws on `model.sheets` (exceljs#1558, #3064;
 * reproduced here a few times in a thousand reads). Reading each part through the central directory instead is
 * the upstream fix (exceljs#3065, not released).
 */
interface WorkbookParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNumber: string): Iterable<{ value: SheetReader }>;
}

const WORKSHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

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
 * The first sheet in tab order. A workbook whose XML exceljs cannot map (a prefixed `<x:workbook>`, exceljs#962)
 * names no sheets; then the first worksheet stored in the zip is read.
 */
function firstSheetPart(book: WorkbookParts, parts: ReadonlyMap<string, Entry>): string | undefined {
  const firstId = book.model?.sheets?.[0]?.rId;
  const target = book.workbookRels?.find((rel) => rel.Id === firstId)?.Target;
  const named = target && (target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  if (named && parts.has(named)) return named;
  return [...parts.keys()].find((name) => WORKSHEET_PART.test(name));
}

async function readEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const parts = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) parts.set(entry.fileName, entry);
  return parts;
}

/**
 * The first worksheet's rows, streamed: exceljs parses the sheet XML as it is inflated and nothing here keeps a
 * row once it is yielded, so memory stays flat however long the sheet. Styles are cached so date-formatted
 * numbers come back as dates. Only call after the zip guard has accepted the file.
 */
export async function* xlsxRows(filePath: string): AsyncGenerator<RawRow[]> {
  const zip = await yauzl.openPromise(filePath, { autoClose: false, lazyEntries: true });
  try {
    const parts = await readEntries(zip);
    const open = (name: string) => {
      const entry = parts.get(name);
      return entry ? zip.openReadStreamPromise(entry) : undefined;
    };
    const book = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }) as unknown as WorkbookParts;
    const rels = await open('xl/_rels/workbook.xml.rels');
    if (rels) await book._parseRels(rels);
    const workbook = await open('xl/workbook.xml');
    if (workbook) await book._parseWorkbook(workbook);
    // A workbook exceljs could not map leaves no model, which its worksheet parser reads.
    book.model ??= { sheets: [] };
    const sharedStrings = await open('xl/sharedStrings.xml');
    if (sharedStrings) for await (const _ of book._parseSharedStrings(sharedStrings));
    const styles = await open('xl/styles.xml');
    if (styles) await book._parseStyles(styles);

    const sheetPart = firstSheetPart(book, parts);
    if (!sheetPart) return;
    const sheetNumber = WORKSHEET_PART.exec(sheetPart)?.[1] ?? '1';
    for (const { value: sheet } of book._parseWorksheet((await open(sheetPart))!, sheetNumber)) {
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
    }
  } finally {
    zip.close();
  }
}
