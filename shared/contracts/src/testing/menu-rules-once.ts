import { MENU_LIMITS, OPTION_VALUE_MESSAGE, PRICE_RANGE_MESSAGE, SOLD_OUT_FUTURE_MESSAGE, STOCK_MESSAGE } from '../api/menu';
import { PROMO_CODE_MESSAGES } from '../rules/promo-codes';

/**
 * "Rules once" cases (ARCHITECTURE.md: a validation rule lives in the contracts schema the form and the API route
 * both use): each is one mistake as a merchant types it into a form and as the same value reaches the API route,
 * with the one sentence both must answer. The menu's form tests (mfe-menu/src/rules-once.test.tsx) and its API tests
 * (api/src/menu/rules-once.test.ts) read these tables, so the two cannot drift apart.
 */
export interface RuleOnceCase {
  /** The mistake, in words. */
  name: string;
  /** The form field by the start of its label, and what is typed in it. */
  field: string;
  typed: string;
  /** The same mistake in the route's body (merged into a valid write). */
  body: Record<string, unknown>;
  message: string;
}

/** Product page, Details tab ↔ PUT /api/products/{id}. */
export const PRODUCT_RULE_CASES: readonly RuleOnceCase[] = [
  { name: 'a title of spaces', field: 'Title', typed: '   ', body: { name: '   ' }, message: 'Name is required' },
  {
    name: 'a title too long',
    field: 'Title',
    typed: 'T'.repeat(MENU_LIMITS.name + 1),
    body: { name: 'T'.repeat(MENU_LIMITS.name + 1) },
    message: `Name must be at most ${MENU_LIMITS.name} characters`,
  },
  { name: 'no description', field: 'Description', typed: '  ', body: { description: '  ' }, message: 'Description is required' },
  { name: 'no excerpt', field: 'Excerpt', typed: ' ', body: { excerpt: ' ' }, message: 'Excerpt is required' },
  { name: 'stock below -1', field: 'Stock', typed: '-2', body: { stock: -2 }, message: STOCK_MESSAGE },
  { name: 'a fraction of stock', field: 'Stock', typed: '2.5', body: { stock: 2.5 }, message: STOCK_MESSAGE },
  { name: 'a price above NZ$9,999.99', field: 'Price', typed: '10000', body: { price: 1_000_000 }, message: PRICE_RANGE_MESSAGE },
  {
    name: 'a SKU too long',
    field: 'SKU',
    typed: 'S'.repeat(MENU_LIMITS.sku + 1),
    body: { SKU: 'S'.repeat(MENU_LIMITS.sku + 1) },
    message: `SKU must be at most ${MENU_LIMITS.sku} characters`,
  },
];

/** Option page ↔ PUT /api/options/{id}, on a multi option set of 1–2 with the values Oat (NZ$0.80) and Soy. */
export const OPTION_RULE_CASES: readonly RuleOnceCase[] = [
  { name: 'a title of spaces', field: 'Title', typed: ' ', body: { name: ' ' }, message: 'Name is required' },
  {
    name: 'a minimum above the maximum',
    field: 'Minimum selection',
    typed: '3',
    body: { minSelection: 3 },
    message: 'Minimum selection cannot be more than maximum selection',
  },
  {
    name: 'a maximum of 0',
    field: 'Maximum selection',
    typed: '0',
    body: { maxSelection: 0 },
    message: 'Maximum selection must be at least 1',
  },
  {
    name: 'a negative minimum',
    field: 'Minimum selection',
    typed: '-1',
    body: { minSelection: -1 },
    message: 'Minimum selection must be 0 or more',
  },
  {
    name: 'a value without a name',
    field: 'Value 1 name',
    typed: '  ',
    body: { values: [{ name: '  ', price: 80 }] },
    message: OPTION_VALUE_MESSAGE,
  },
];

/** The clock of the voucher cases (an expiry is "in the past" against it). 15:00 NZDT on 10 March 2026. */
export const RULES_ONCE_NOW = new Date('2026-03-10T02:00:00.000Z');

/** Menu page, the category rename prompt ↔ PUT /api/categories/{id} (an empty answer is no rename: not a case). */
export const CATEGORY_RENAME_RULE_CASES: readonly RuleOnceCase[] = [
  {
    name: 'a name too long',
    field: 'Category name',
    typed: 'C'.repeat(MENU_LIMITS.name + 1),
    body: { name: 'C'.repeat(MENU_LIMITS.name + 1) },
    message: `Name must be at most ${MENU_LIMITS.name} characters`,
  },
];

/**
 * The category's "Sold out until…" dialog (Until a date and time, NZ time) ↔ PUT /api/products/{id}, against
 * RULES_ONCE_NOW.
 */
export const SOLD_OUT_RULE_CASES: readonly RuleOnceCase[] = [
  {
    name: 'a time already past',
    field: 'Sold out until',
    // 09/03/2026 15:00 NZDT = 02:00 UTC, a day before RULES_ONCE_NOW
    typed: '2026-03-09T15:00',
    body: { soldOutUntil: '2026-03-09T02:00:00.000Z' },
    message: SOLD_OUT_FUTURE_MESSAGE,
  },
  {
    name: 'now itself',
    field: 'Sold out until',
    typed: '2026-03-10T15:00',
    body: { soldOutUntil: '2026-03-10T02:00:00.000Z' },
    message: SOLD_OUT_FUTURE_MESSAGE,
  },
];

/** Voucher Manager's editor ↔ POST /api/shops/{shopId}/promo-code. `step`: the editor step (0-based) of the field. */
export const VOUCHER_RULE_CASES: readonly (RuleOnceCase & { step: number; choose?: string })[] = [
  {
    name: 'a code with a space',
    step: 0,
    field: 'Code name',
    typed: 'KIA ORA',
    body: { code: 'KIA ORA' },
    message: PROMO_CODE_MESSAGES.codeCharacters,
  },
  {
    name: 'a discount of 0',
    step: 1,
    field: 'Discount (',
    typed: '0',
    body: { discount: 0 },
    message: PROMO_CODE_MESSAGES.discount,
  },
  {
    name: 'a negative discount',
    step: 1,
    field: 'Discount (',
    typed: '-5',
    body: { discount: -5 },
    message: PROMO_CODE_MESSAGES.discount,
  },
  {
    name: 'a percentage over 100',
    step: 1,
    choose: 'Percentage (%)',
    field: 'Discount (',
    typed: '150',
    body: { discountType: 'percentage', discount: 150 },
    message: PROMO_CODE_MESSAGES.percentage,
  },
  {
    name: 'an expiry in the past',
    step: 3,
    field: 'Expiry',
    // 09/03/2026 15:00 NZDT = 02:00 UTC, a day before RULES_ONCE_NOW
    typed: '2026-03-09T15:00',
    body: { expiry: '2026-03-09T02:00:00.000Z' },
    message: 'Expiry must be in the future',
  },
  {
    name: 'a negative minimum spend',
    step: 3,
    field: 'Minimum spend',
    typed: '-1',
    body: { minimumSpent: -1 },
    message: PROMO_CODE_MESSAGES.minimumSpent,
  },
];
