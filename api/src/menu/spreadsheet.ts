import {
  defaultCategoryAvailability,
  describeZodError,
  MENU_CSV_COLUMNS,
  MENU_CSV_PRICE_MESSAGE,
  MENU_CSV_REQUIRED,
  type MenuCsvColumn,
  type MenuImportResponse,
  type MenuImportRow,
  menuName,
  parseMoneyInput,
  productSheetRow,
  WEEK_DAYS,
} from '@backoffice/contracts';
import Papa from 'papaparse';
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { toIso } from '../sql';
import {
  type CategoryRow,
  insertCategory,
  insertProduct,
  listCategories,
  listOptionSetsOfShop,
  listProductsOfShop,
  type OptionSetRow,
  type ProductRow,
  updateProductRow,
} from './repo';

/** What a spreadsheet would evaluate: =, +, @, tab, CR, or a - that does not start a plain number. */
const isFormula = (value: string) => /^[=+@\t\r]/.test(value) || (value.startsWith('-') && !/^-\d+(\.\d+)?$/.test(value));
const dollars = (cents: number) => (cents / 100).toFixed(2);
const hm = (value: unknown) => {
  const v = value as { hour?: number; min?: number } | undefined;
  return `${String(v?.hour ?? 0).padStart(2, '0')}:${String(v?.min ?? 0).padStart(2, '0')}`;
};

/** "24/7", or "monday 00:00-23:59; …" for the days the category is available (read-only in the file). */
function availabilityText(availability: Record<string, unknown> | null): string {
  const a: Record<string, unknown> = availability ?? defaultCategoryAvailability();
  if (a.twentyFourSeven === true) return '24/7';
  const days = Array.isArray(a.availableDays) ? (a.availableDays as string[]) : [];
  return WEEK_DAYS.filter((d) => days.includes(d))
    .map((d) => `${d} ${hm(a[`${d}From`])}-${hm(a[`${d}To`])}`)
    .join('; ');
}

/** "Milk (multi 1-2): Oat +0.80 | Soy +0.60; Size (wheel): …" (read-only in the file). */
function optionSetsText(sets: OptionSetRow[]): string {
  return sets
    .map((s) => {
      const range = s.type === 'multi' ? ` ${s.min_selection ?? 0}-${s.max_selection ?? 0}` : '';
      const values = (s.values ?? []).map((v) => `${v.name} +${dollars(v.price)}`).join(' | ');
      return `${s.name} (${s.type}${range}): ${values}`;
    })
    .join('; ');
}

interface Menu {
  categories: CategoryRow[];
  products: ProductRow[];
  sets: OptionSetRow[];
}

async function loadMenu(db: Db, shopId: string): Promise<Menu> {
  const [categories, products, sets] = await Promise.all([
    listCategories(db, shopId),
    listProductsOfShop(db, shopId),
    listOptionSetsOfShop(db, shopId),
  ]);
  return { categories, products, sets };
}

/** The whole menu as CSV text: one row per product (a category without products gets one row of its own). */
export async function exportMenuCsv(db: Db, shopId: string): Promise<string> {
  const { categories, products, sets } = await loadMenu(db, shopId);
  const rows: Record<MenuCsvColumn, string>[] = [];
  for (const category of categories) {
    const mine = products.filter((p) => p.category_id === category.id).sort((a, b) => a.display_order - b.display_order);
    const base = {
      category: category.name,
      option_sets: optionSetsText(
        sets.filter((s) => s.category_id === category.id).sort((a, b) => a.display_order - b.display_order),
      ),
      availability: availabilityText(category.availability),
    };
    if (mine.length === 0) {
      rows.push({
        ...base,
        product_id: '',
        product: '',
        description: '',
        excerpt: '',
        price: '',
        stock: '',
        sku: '',
        enabled: '',
      });
    }
    for (const p of mine) {
      rows.push({
        ...base,
        product_id: p.id,
        product: p.name,
        description: p.description,
        excerpt: p.excerpt,
        price: dollars(p.price),
        stock: String(p.stock),
        sku: p.sku ?? '',
        enabled: p.enabled ? 'yes' : 'no',
      });
    }
  }
  // Papa quotes what needs quoting; a cell a spreadsheet would run as a formula gets a leading "'" (a plain
  // negative number such as stock -1 stays as it is).
  const safe = (value: string) => (isFormula(value) ? `'${value}` : value);
  return Papa.unparse({ fields: [...MENU_CSV_COLUMNS], data: rows.map((r) => MENU_CSV_COLUMNS.map((c) => safe(r[c]))) });
}

/** One planned write, kept beside the preview row so apply does exactly what the preview showed. */
type Write =
  | { kind: 'category'; key: string; name: string }
  | { kind: 'create'; categoryKey: string; values: ProductFields }
  | { kind: 'change'; product: ProductRow; values: ProductFields };

interface ProductFields {
  name: string;
  description: string;
  excerpt: string;
  price: number;
  stock: number;
  sku: string | null;
  enabled: boolean;
}

const folded = (name: string) => name.trim().toLocaleLowerCase('en');
const unescapeFormula = (value: string) => (value.startsWith("'") && isFormula(value.slice(1)) ? value.slice(1) : value);

/**
 * The menu's name rule (`menuName`) speaks of "Name" — the field a form shows it under. In a sheet, the cell is the
 * category's or the product's: the same sentence names which.
 */
function inColumnWords(message: string, label: string): string {
  return message.replace(/^Name\b/, label);
}

/**
 * The data row a reader error is about. With a header, papaparse counts a quote error's row from the header line and
 * a cell-count error's from the first data line: without this, an unclosed quote on the last line was read as typed.
 */
function dataRowOf(error: Papa.ParseError): number | undefined {
  if (error.row === undefined) return undefined;
  return error.type === 'Quotes' ? error.row - 1 : error.row;
}

/** A line the CSV reader could not split as the header says, in words (the reader's own messages name its internals). */
function lineProblem(code: Papa.ParseError['code']): string {
  switch (code) {
    case 'TooFewFields':
      return 'This line has fewer cells than the header';
    case 'TooManyFields':
      return 'This line has more cells than the header; put a cell that holds a comma in quotes';
    case 'MissingQuotes':
    case 'InvalidQuotes':
      return 'A quote in this line is not closed; put a quote inside a cell as two quotes ("")';
    default:
      return 'This line could not be read';
  }
}

/** Parses the file and compares it with the menu: every row gets its action and reason. Pure apart from reading `menu`. */
function plan(csv: string, menu: Menu): { rows: MenuImportRow[]; writes: Write[] } {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  const missing = MENU_CSV_REQUIRED.filter((c) => !headers.includes(c));
  if (missing.length > 0) throw badRequest(`The file needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  const unknown = headers.filter((h) => !(MENU_CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0) throw badRequest(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const has = (c: MenuCsvColumn) => headers.includes(c);

  const categoriesByName = new Map(menu.categories.map((c) => [folded(c.name), c]));
  const productsById = new Map(menu.products.map((p) => [p.id, p]));
  const newCategories = new Set<string>();
  const seenIds = new Set<string>();
  const rows: MenuImportRow[] = [];
  const writes: Write[] = [];

  const planRow = (raw: Record<string, string>, index: number) => {
    const line = index + 2;
    const cell = (c: MenuCsvColumn) => unescapeFormula(String(raw[c] ?? '')).trim();
    const categoryName = cell('category');
    const productName = cell('product');
    const productId = cell('product_id');
    const row: MenuImportRow = { line, action: 'unchanged', category: categoryName, product: productName, changes: [] };
    // Returns false so a refusal reads `return refuse(...)`.
    const refuse = (reason: string): false => {
      rows.push({ ...row, action: 'refuse', reason });
      return false;
    };

    // an open quote swallows the cells after it, so the line also has too few: the quote is what to fix
    const rowErrors = parsed.errors.filter((e) => dataRowOf(e) === index);
    const rowError = rowErrors.find((e) => e.type === 'Quotes') ?? rowErrors[0];
    if (rowError) return refuse(lineProblem(rowError.code));
    if (!categoryName) return refuse('Category is required');
    const categoryProblem = menuName.safeParse(categoryName).error?.issues[0];
    if (categoryProblem) return refuse(inColumnWords(categoryProblem.message, 'Category name'));
    const existingCategory = categoriesByName.get(folded(categoryName));
    const categoryKey = existingCategory?.id ?? `new:${folded(categoryName)}`;
    const ensureCategory = () => {
      if (existingCategory || newCategories.has(categoryKey)) return false;
      newCategories.add(categoryKey);
      writes.push({ kind: 'category', key: categoryKey, name: categoryName });
      return true;
    };

    if (!productId && !productName) {
      // A category row on its own (an empty category in the export).
      if (ensureCategory()) rows.push({ ...row, action: 'create', reason: 'New category' });
      else rows.push(row);
      return;
    }
    const current = productId ? productsById.get(productId) : undefined;
    if (productId && !current) return refuse('No product with this product_id on this menu');
    if (productId && seenIds.has(productId)) return refuse('This product_id is on an earlier line too');
    if (productId) seenIds.add(productId);

    // Cells are text: turn each into what the Details tab would send (a blank cell keeps the product's value), then
    // the one schema of the product rules says what is wrong, in the words the form and the API use.
    const price = cell('price');
    let cents: number | undefined = current?.price;
    if (has('price') && (price !== '' || !current)) {
      const money = parseMoneyInput(price);
      if (!money.ok) return refuse(MENU_CSV_PRICE_MESSAGE);
      cents = money.cents ?? undefined;
    }
    const stockCell = has('stock') ? cell('stock') : '';
    const stock = stockCell === '' ? (current?.stock ?? -1) : Number(stockCell);
    let enabled = current?.enabled ?? true;
    if (has('enabled') && cell('enabled') !== '') {
      const e = cell('enabled').toLowerCase();
      if (['yes', 'true', '1', 'y'].includes(e)) enabled = true;
      else if (['no', 'false', '0', 'n'].includes(e)) enabled = false;
      else return refuse('Enabled must be yes or no');
    }
    const text = (c: 'description' | 'excerpt', fallback: string) => (has(c) ? cell(c) : fallback);
    const checked = productSheetRow.safeParse({
      name: productName,
      description: text('description', current?.description ?? ''),
      excerpt: text('excerpt', current?.excerpt ?? ''),
      price: cents,
      stock,
      SKU: (has('sku') ? cell('sku') : (current?.sku ?? '')) || null,
      enabled,
    });
    if (!checked.success) {
      const message = describeZodError(checked.error);
      return refuse(checked.error.issues[0]?.path[0] === 'name' ? inColumnWords(message, 'Product name') : message);
    }
    const { SKU: sku, ...fields } = checked.data;
    const values: ProductFields = { ...fields, sku: sku || null };

    if (!current) {
      const createsCategory = ensureCategory();
      writes.push({ kind: 'create', categoryKey, values });
      rows.push({ ...row, action: 'create', reason: createsCategory ? 'New product in a new category' : 'New product' });
      return;
    }
    if (existingCategory?.id !== current.category_id) {
      return refuse('Moving a product to another category is done in the menu builder, not by import');
    }
    const before: ProductFields = {
      name: current.name,
      description: current.description,
      excerpt: current.excerpt,
      price: current.price,
      stock: current.stock,
      sku: current.sku,
      enabled: current.enabled,
    };
    const show = (field: keyof ProductFields, v: ProductFields[keyof ProductFields]) =>
      field === 'price' ? dollars(v as number) : field === 'enabled' ? (v ? 'yes' : 'no') : String(v ?? '');
    const changes = (Object.keys(values) as (keyof ProductFields)[])
      .filter((f) => (before[f] ?? null) !== (values[f] ?? null))
      .map((f) => ({ field: f, from: show(f, before[f]), to: show(f, values[f]) }));
    if (changes.length === 0) {
      rows.push(row);
      return;
    }
    writes.push({ kind: 'change', product: current, values });
    rows.push({ ...row, action: 'change', changes });
  };
  for (const [index, raw] of parsed.data.entries()) planRow(raw, index);
  return { rows, writes };
}

function summarise(rows: MenuImportRow[]): MenuImportResponse['summary'] {
  const count = (a: MenuImportRow['action']) => rows.filter((r) => r.action === a).length;
  return { create: count('create'), change: count('change'), unchanged: count('unchanged'), refuse: count('refuse') };
}

/**
 * Previews (apply false) or applies an import. `db` must be a transaction when applying: the plan is made from
 * the menu read inside it, and any refused row means nothing is written (the caller answers 422).
 */
export async function importMenuCsv(db: Db, shopId: string, csv: string, apply: boolean): Promise<MenuImportResponse> {
  const { rows, writes } = plan(csv, await loadMenu(db, shopId));
  const summary = summarise(rows);
  if (!apply || summary.refuse > 0) return { rows, applied: false, summary };
  const categoryIds = new Map<string, string>();
  for (const write of writes) {
    if (write.kind === 'category') {
      categoryIds.set(
        write.key,
        await insertCategory(db, { shopId, name: write.name, availability: defaultCategoryAvailability(), upsell: [] }),
      );
    } else if (write.kind === 'create') {
      const categoryId = categoryIds.get(write.categoryKey) ?? write.categoryKey;
      await insertProduct(db, shopId, categoryId, {
        ...write.values,
        availableFrom: null,
        icon: null,
        images: null,
        options: [],
        upsell: [],
        soldOutUntil: null,
        // a sheet's row always carries its price
        priced: true,
      });
    } else {
      const p = write.product;
      await updateProductRow(db, p.id, {
        ...write.values,
        availableFrom: p.available_from ? toIso(p.available_from) : null,
        icon: p.icon,
        images: p.images,
        options: p.options ?? [],
        upsell: p.upsell ?? [],
        soldOutUntil: p.sold_out_until ? toIso(p.sold_out_until) : null,
        priced: true,
      });
    }
  }
  return { rows, applied: true, summary };
}
