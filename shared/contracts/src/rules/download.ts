import { slugify } from './slug';

/** A download's file name: the name's slug (or `fallback` when nothing is left) and the rest, joined by hyphens. */
export function downloadFileName(name: string, rest: string, extension: string, fallback = 'venue'): string {
  return `${[slugify(name) || fallback, rest].filter(Boolean).join('-')}.${extension}`;
}

/** UTF-8's byte order mark: spreadsheet programs read a CSV as UTF-8 (so "Kōwhai" keeps its macron) only with it. */
export const CSV_BOM = '\uFEFF';

/** A CSV file's text as downloaded: UTF-8 with a BOM (added once). */
export function csvFileText(csv: string): string {
  return csv.startsWith(CSV_BOM) ? csv : `${CSV_BOM}${csv}`;
}
