import { z } from 'zod';
import { cents, hourMinute, id, WEEK_DAYS } from './common';

const availabilityDayTimes = Object.fromEntries(
  WEEK_DAYS.flatMap((day) => [
    [`${day}From`, hourMinute.optional()],
    [`${day}To`, hourMinute.optional()],
  ]),
) as Record<string, z.ZodOptional<typeof hourMinute>>;

export const categoryAvailability = z.strictObject({
  twentyFourSeven: z.boolean().optional(),
  availableDays: z.array(z.enum(WEEK_DAYS)),
  ...availabilityDayTimes,
});

/** Spec 001 §3: default availability is all 7 days, 00:00 to 23:59. */
export function defaultCategoryAvailability(): z.infer<typeof categoryAvailability> {
  const times = Object.fromEntries(
    WEEK_DAYS.flatMap((day) => [
      [`${day}From`, { hour: 0, min: 0 }],
      [`${day}To`, { hour: 23, min: 59 }],
    ]),
  );
  return { twentyFourSeven: false, availableDays: [...WEEK_DAYS], ...times };
}

export const OPTION_TYPES = ['wheel', 'increase', 'switch', 'multi'] as const;

export const optionValue = z.object({
  _id: id,
  name: z.string().min(1),
  price: cents,
  SKU: z.string().optional(),
  value: z.string().optional(),
  selected: z.boolean().optional(),
  default: z.boolean().optional(),
});

/** Spec 001 §3 option types and the labels the option form shows for them. */
export const OPTION_TYPE_LABELS: Record<(typeof OPTION_TYPES)[number], string> = {
  wheel: 'Scroll wheel',
  increase: 'Increase/decrease buttons',
  switch: 'Switch button',
  multi: 'Multi-selection',
};
export type OptionType = (typeof OPTION_TYPES)[number];
export type OptionValue = z.infer<typeof optionValue>;

export const optionSet = z.object({
  _id: id,
  shop: id,
  name: z.string().min(1),
  category: id,
  type: z.enum(OPTION_TYPES),
  minSelection: z.number().int().min(0).optional(),
  maxSelection: z.number().int().min(0).optional(),
  values: z.array(optionValue),
  displayOrder: z.number().int(),
});
export type OptionSet = z.infer<typeof optionSet>;

export const product = z.object({
  _id: id,
  shop: id,
  name: z.string().min(1),
  description: z.string(),
  excerpt: z.string(),
  category: id,
  enabled: z.boolean(),
  price: cents,
  /** -1 = unlimited (spec 001 §3). */
  stock: z.number().int().min(-1),
  SKU: z.string().optional(),
  availableFrom: z.string().optional(),
  icon: z.object({ name: z.string().optional(), icon: z.string().optional() }).optional(),
  images: z.object({ hero: z.string().optional() }).optional(),
  /**
   * The category's option sets as this product offers them, values with selected/default flags. GET /api/products/:id
   * merges each set in full; the menu list (GET …/categories) sends only references — set `_id` and, per selected
   * value, `_id`, `selected`, `default` — because the same sets are populated once on the category (docs/decisions/011-menu-and-vouchers.md).
   */
  options: z
    .array(optionSet.partial().extend({ _id: id, values: z.array(optionValue.partial().extend({ _id: id })) }))
    .optional(),
  upsell: z.array(id).optional(),
  displayOrder: z.number().int(),
  /** "Sold out until…" (ours: a venue runs out mid-service): ISO time the product comes back; null/absent when not sold out. */
  soldOutUntil: z.string().nullable().optional(),
  /** false: created by its name, no price saved yet (it stays hidden, rules/menu.ts productShowProblem); else absent. */
  priced: z.literal(false).optional(),
});
export type Product = z.infer<typeof product>;
export type ProductOption = NonNullable<Product['options']>[number];

export const category = z.object({
  _id: id,
  shop: id,
  name: z.string().min(1),
  displayOrder: z.number().int(),
  products: z.array(z.union([id, product])),
  options: z.array(z.union([id, optionSet])),
  upsell: z.array(id),
  availability: categoryAvailability,
});
export type Category = z.infer<typeof category>;
