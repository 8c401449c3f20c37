import { z } from 'zod';
import { PRICE_RANGE_MESSAGE } from './menu';

/**
 * Menu spreadsheet round trip (ours, beyond the spec): export the whole menu as CSV, import one back with a preview of
 * every row (create / change / unchanged / refuse, and why), then apply all of it in one transaction or nothing.
 *
 * Columns, in this order. `product_id` ties a row to an existing product (empty = a new product). `option_sets`
 * and `availability` are written for reading; import does not change them (edit those in the menu builder).
 */
export const MENU_CSV_COLUMNS = [
  'category',
  'product_id',
  'product',
  'description',
  'excerpt',
  'price',
  'stock',
  'sku',
  'enabled',
  'option_sets',
  'availability',
] as const;
export type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];
/** Columns an import file must have; the others keep the product's current value when absent. */
export const MENU_CSV_REQUIRED = ['category', 'product'] as const;
/**
 * A price cell that is not an amount in dollars (a minus, a third decimal, a word): the product price rule's one
 * sentence (`priceCents`), with how a cell writes it.
 */
export const MENU_CSV_PRICE_MESSAGE = `${PRICE_RANGE_MESSAGE}, written like 12.35`;
/** ~10,000 rows of a generous menu. */
export const MENU_CSV_MAX_CHARS = 3_000_000;

export const menuExportResponse = z.object({ fileName: z.string(), csv: z.string() });
export type MenuExport = z.infer<typeof menuExportResponse>;

export const menuImportRequest = z.strictObject({
  csv: z.string().min(1, 'The file is empty').max(MENU_CSV_MAX_CHARS, 'The file is too large'),
  /** false or absent: preview only. true: apply everything, or nothing when a row is refused (422). */
  apply: z.boolean().optional(),
});
export type MenuImportRequest = z.infer<typeof menuImportRequest>;

export const MENU_IMPORT_ACTIONS = ['create', 'change', 'unchanged', 'refuse'] as const;
export const menuImportRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(MENU_IMPORT_ACTIONS),
  category: z.string(),
  product: z.string(),
  /** What a change changes: field, before, after (as text). */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
  /** Why a row is refused, or a note on a create (e.g. "new category"). */
  reason: z.string().optional(),
});
export type MenuImportRow = z.infer<typeof menuImportRow>;
export const menuImportResponse = z.object({
  rows: z.array(menuImportRow),
  applied: z.boolean(),
  summary: z.object({
    create: z.number().int(),
    change: z.number().int(),
    unchanged: z.number().int(),
    refuse: z.number().int(),
  }),
});
export type MenuImportResponse = z.infer<typeof menuImportResponse>;
