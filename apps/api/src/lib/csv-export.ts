import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { pipeline, Readable } from 'node:stream';

/** Answers a CSV download: a file to save, never cached (it holds what staff filtered, often about members). */
export function sendCsv(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return) is prefixed with an
 * apostrophe: an exported code list or import report can carry text a partner or a file put there (OWASP CSV
 * injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Streams rows as CSV (a BOM so Excel reads UTF-8, header first, CRLF), every cell neutralised. A failing source
 * destroys the answer rather than ending it early, so a cut file never looks complete.
 */
export function csvStream(header: string[], batches: AsyncIterable<string[][]>): Readable {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  const rows = Readable.from(
    (async function* () {
      yield header;
      for await (const batch of batches) {
        for (const row of batch) yield row.map(neutraliseFormula);
      }
    })(),
  );
  return pipeline(rows, csv, () => {});
}
