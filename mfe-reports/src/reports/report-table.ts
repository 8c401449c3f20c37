import type { ReportColumn } from '@backoffice/contracts';
import Papa from 'papaparse';

export interface ReportTable {
  headers: string[];
  numeric: boolean[];
  wraps: boolean[];
  /** Every cell as displayed text. */
  rows: string[][];
}

/**
 * The displayed cells of a report, made once from its descriptor's columns (contracts `REPORTS`): the table on
 * screen renders them and `reportCsv` writes them, so the file holds exactly what the table shows.
 */
export function buildReportTable<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): ReportTable {
  return {
    headers: columns.map((c) => c.header),
    numeric: columns.map((c) => c.numeric ?? false),
    wraps: columns.map((c) => c.wraps ?? false),
    rows: rows.map((row) => columns.map((c) => c.value(row))),
  };
}

/**
 * Cells a spreadsheet would run as a formula (CSV injection: names and e-mails come from customers). They get a
 * leading apostrophe in the file, which spreadsheets show as text. `+` or `-` followed only by digits, spaces,
 * brackets and dots (a phone number like "+64 21 555 0101") cannot call anything and is left as it is, so such
 * cells still equal the table.
 */
export const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().]*$)/;

/**
 * The table as RFC 4180 CSV (papaparse): comma-separated, CRLF line ends, a field quoted when it holds a comma,
 * a quote (doubled) or a line break; every record ends with CRLF. A UTF-8 byte-order mark leads the file so
 * spreadsheet apps read macrons (Kūmara) correctly.
 */
export function reportCsv(table: ReportTable): string {
  const body = Papa.unparse(
    { fields: table.headers, data: table.rows },
    { newline: '\r\n', escapeFormulae: FORMULA_START, quotes: false },
  );
  return `\uFEFF${body.endsWith('\r\n') ? body : `${body}\r\n`}`;
}
