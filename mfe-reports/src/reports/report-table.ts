import Papa from 'papaparse';

/**
 * One column of a report: its header and how a row's value reads. The table on screen and the CSV file are both
 * built from these, through `buildReportTable`, so the file holds exactly what the table shows.
 */
export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Right-aligned on screen (amounts, counts). */
  numeric?: boolean;
  /** Free text that may wrap on screen (names, descriptions); other cells (times, ids, amounts) stay on one line. */
  wraps?: boolean;
}

export interface ReportTable {
  headers: string[];
  numeric: boolean[];
  wraps: boolean[];
  /** Every cell as displayed text. */
  rows: string[][];
}

export function buildReportTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): ReportTable {
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
