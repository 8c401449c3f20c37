import { DateTime } from 'luxon';
import { VENUE_TIME_ZONE } from '../constants';
import type { OptionType } from '../entities/catalogue';

/**
 * Menu rules shared by the menu builder, the menu API and the order intake. No zod here (the browser imports
 * these): only type imports from the schema modules.
 */

/**
 * Spec 001 §5: min and max selection are required for multi, and min ≤ max (ours: max ≥ 1). Returns the
 * problem with the field it belongs to, or null. The option form and the API (on the merged option set) both call it.
 */
export function optionSetProblemOf(option: {
  type: OptionType;
  minSelection?: number | null | undefined;
  maxSelection?: number | null | undefined;
}): { field: 'minSelection' | 'maxSelection'; message: string } | null {
  if (option.type !== 'multi') return null;
  if (option.minSelection == null) return { field: 'minSelection', message: 'Minimum selection is required' };
  if (option.maxSelection == null) return { field: 'maxSelection', message: 'Maximum selection is required' };
  if (option.maxSelection < 1) return { field: 'maxSelection', message: 'Maximum selection must be at least 1' };
  if (option.minSelection > option.maxSelection)
    return { field: 'minSelection', message: 'Minimum selection cannot be more than maximum selection' };
  return null;
}

/** `optionSetProblemOf`'s sentence alone (the API's 400). */
export function optionSetProblem(option: Parameters<typeof optionSetProblemOf>[0]): string | null {
  return optionSetProblemOf(option)?.message ?? null;
}

export interface ProductOptionFlags {
  _id: string;
  values: { _id: string; selected?: boolean | undefined; default?: boolean | undefined }[];
}

/**
 * Spec 001 §5: the product's Options tab saves only option sets that have at least one selected value, and only
 * their selected values. A default that is not selected is dropped with it.
 */
export function productOptionsToSave<T extends ProductOptionFlags>(options: readonly T[]): T[] {
  return options
    .map((option) => ({ ...option, values: option.values.filter((value) => value.selected === true) }))
    .filter((option) => option.values.length > 0);
}

/** Spec 001 §3: one default per option. Returns the problem, or null. */
export function productOptionsProblem(options: readonly ProductOptionFlags[]): string | null {
  for (const option of options) {
    if (option.values.filter((value) => value.default === true).length > 1) return 'Each option can have only one default value';
    if (new Set(option.values.map((value) => value._id)).size !== option.values.length) return 'An option value is listed twice';
  }
  if (new Set(options.map((option) => option._id)).size !== options.length) return 'An option set is listed twice';
  return null;
}

/** Makes `valueId` the one default of its option (or clears it when it already was), keeping it selected. */
export function toggleDefaultValue<T extends ProductOptionFlags>(option: T, valueId: string): T {
  const wasDefault = option.values.some((value) => value._id === valueId && value.default === true);
  return {
    ...option,
    values: option.values.map((value) =>
      value._id === valueId
        ? { ...value, default: !wasDefault, selected: wasDefault ? value.selected : true }
        : { ...value, default: false },
    ),
  };
}

/** True when `url` sits under one of `allowedPrefixes` (our image host); no `..` or backslash tricks. */
export function isAllowedImageUrl(url: string, allowedPrefixes: readonly string[]): boolean {
  if (url.includes('..') || url.includes('\\')) return false;
  return allowedPrefixes.some((prefix) => url.startsWith(prefix));
}

export interface ProductAvailabilityFacts {
  enabled: boolean;
  /** ISO instant the product comes back, or null/absent when not sold out. */
  soldOutUntil?: string | null | undefined;
  /** ISO instant before which the product is not yet offered, or null/absent. */
  availableFrom?: string | null | undefined;
  /** −1 = unlimited (spec 001 §3). */
  stock?: number | undefined;
}

export type ProductUnavailableReason = 'disabled' | 'sold-out' | 'not-yet-available' | 'out-of-stock';

/**
 * Whether a product can be ordered at `now`, and if not why. "Sold out until…" ends by itself: a soldOutUntil
 * at or before `now` no longer counts. The order intake refuses a product for which this is not null.
 */
export function productUnavailableReason(product: ProductAvailabilityFacts, now: Date): ProductUnavailableReason | null {
  if (!product.enabled) return 'disabled';
  if (product.soldOutUntil && Date.parse(product.soldOutUntil) > now.getTime()) return 'sold-out';
  if (product.availableFrom && Date.parse(product.availableFrom) > now.getTime()) return 'not-yet-available';
  if (product.stock !== undefined && product.stock !== -1 && product.stock <= 0) return 'out-of-stock';
  return null;
}

export function isProductAvailable(product: ProductAvailabilityFacts, now: Date): boolean {
  return productUnavailableReason(product, now) === null;
}

/** True while the product is marked sold out ("86"), i.e. soldOutUntil is in the future. */
export function isSoldOut(product: Pick<ProductAvailabilityFacts, 'soldOutUntil'>, now: Date): boolean {
  return Boolean(product.soldOutUntil && Date.parse(product.soldOutUntil) > now.getTime());
}

/** "Sold out for the rest of today": until the next venue midnight (Pacific/Auckland), as ISO UTC. */
export function endOfVenueDay(now: Date): string {
  const next = DateTime.fromJSDate(now, { zone: VENUE_TIME_ZONE }).startOf('day').plus({ days: 1 });
  return next.toUTC().toISO() ?? new Date(now.getTime() + 86_400_000).toISOString();
}

/** A venue-local `YYYY-MM-DDTHH:mm` (what a datetime-local input holds) → ISO UTC; null when unreadable. */
export function venueLocalToIso(local: string): string | null {
  const dt = DateTime.fromISO(local, { zone: VENUE_TIME_ZONE });
  return dt.isValid ? dt.toUTC().toISO() : null;
}

/** An ISO instant → the venue-local `YYYY-MM-DDTHH:mm` a datetime-local input shows. */
export function isoToVenueLocal(iso: string): string {
  return DateTime.fromISO(iso).setZone(VENUE_TIME_ZONE).toFormat("yyyy-LL-dd'T'HH:mm");
}

/** Spec 001 §2 Voucher Manager: an instant as `DD/MM/YYYY at HH:mm` in venue (NZ) time. */
export function formatVenueDateTime(iso: string): string {
  const dt = DateTime.fromISO(iso).setZone(VENUE_TIME_ZONE);
  return dt.isValid ? dt.toFormat("dd/LL/yyyy 'at' HH:mm") : '';
}

/** Moves one item of a list (drag or keyboard reorder); out-of-range moves return the list unchanged. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** Shown beside a product that is hidden because it lacks what a customer needs to order it. */
export const PRODUCT_HIDDEN_NOTE = 'Hidden — add a price and description to show it';
export const PRODUCT_SHOW_REFUSED = 'Add a price and a description before showing this product';

/**
 * A product is shown to customers only once it has a price the merchant typed (0 included) and a description: a
 * product created by its name alone starts hidden (`priced: false`), so the intake (which refuses a disabled product)
 * never sells it for an implicit NZ$0.00. Returns why it cannot be switched on, or null.
 */
export function productShowProblem(product: { priced?: boolean | undefined; description: string }): string | null {
  return product.priced === false || product.description.trim() === '' ? PRODUCT_SHOW_REFUSED : null;
}
