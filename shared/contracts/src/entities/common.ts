import { z } from 'zod';
import { MAX_MONEY_CENTS } from '../money';

export const id = z.string().min(1).max(64);
export const cents = z.number().int();
export const isoDate = z.iso.datetime({ offset: true });
export const hourMinute = z.strictObject({ hour: z.number().int().min(0).max(23), min: z.number().int().min(0).max(59) });
export type HourMinute = z.infer<typeof hourMinute>;
export const overnightHourMinute = hourMinute.extend({ isOvernight: z.boolean().optional() });

/** What a required number field says when it is left empty (or is not a number). */
export const requiredNumberMessage = (label: string) => `${label} is required and must be a number`;

/**
 * A settings number whose every refusal names its field and the rule (spec 000 gives no wording for these; zod's
 * defaults, e.g. "Too small: expected number to be >=1", name neither). `required` fields say so when left empty.
 */
export function numberField(
  label: string,
  {
    min,
    max,
    step,
    int = false,
    required = false,
  }: { min?: number; max?: number; step?: number; int?: boolean; required?: boolean } = {},
) {
  let schema = z.number({ message: required ? requiredNumberMessage(label) : `${label} must be a number` });
  if (int) schema = schema.int(`${label} must be a whole number`);
  if (min !== undefined) schema = schema.min(min, `${label} must be at least ${min}`);
  if (max !== undefined) schema = schema.max(max, `${label} must be at most ${max}`);
  // zod compares decimal steps with a float-safe remainder, so 15.7 is a multiple of 0.1 and 12.55 is not
  if (step !== undefined) schema = schema.multipleOf(step, `${label} must be in steps of ${step}`);
  return schema;
}

/**
 * A settings amount in integer cents (house rule: money is integer cents everywhere). The refusals speak in dollars,
 * as the merchant typed them ("Fee must be in steps of 0.05", "… at most 100000"), never in cents.
 */
export function moneyField(
  label: string,
  { maxCents = MAX_MONEY_CENTS, stepCents, required = false }: { maxCents?: number; stepCents?: number; required?: boolean } = {},
) {
  let schema = z
    .number({ message: required ? requiredNumberMessage(label) : `${label} must be a number` })
    .int(`${label} can have at most two decimal places`)
    .min(0, `${label} must be at least 0`)
    .max(maxCents, `${label} must be at most ${maxCents / 100}`);
  if (stepCents !== undefined) schema = schema.multipleOf(stepCents, `${label} must be in steps of ${stepCents / 100}`);
  return schema;
}

/** A text field's length limit, named: "Store Title must be at most 120 characters". */
export const maxLength = (label: string, max: number) => [max, `${label} must be at most ${max} characters`] as const;

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** Opening days add the public holiday, shown as "Public holiday" (spec 000 §2). */
export const OPENING_DAYS = [...WEEK_DAYS, 'holiday'] as const;
export type OpeningDay = (typeof OPENING_DAYS)[number];

export const platform = z.enum(['kiosk', 'web', 'mobile-app']);
export const orderSource = platform;

/** Address as produced by Places autocomplete or the manual NZ form: formatted_address plus place data. */
export const address = z
  .object({
    formatted_address: z.string().trim().max(500),
    place_id: z.string().max(300).optional(),
    location: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
    components: z
      .strictObject({
        street: z.string().max(200).optional(),
        suburb: z.string().max(200).optional(),
        city: z.string().max(200).optional(),
        postCode: z.string().max(20).optional(),
        country: z.string().max(2).optional(),
      })
      .optional(),
  })
  .strict();
export type Address = z.infer<typeof address>;

/**
 * The address-search seam (shared/ui's AddressInput): suggestions for what was typed, then the chosen one as an
 * `Address`. The host's Google Places adapter implements it; tests pass a fake; without one the input is the plain
 * NZ form. The host hands its loader to remotes on the event bus (`topics.addressSearch`).
 */
export interface AddressSuggestion {
  id: string;
  /** The one-line text shown in the list. */
  text: string;
}
export interface AddressSearch {
  suggest(input: string): Promise<AddressSuggestion[]>;
  resolve(suggestion: AddressSuggestion): Promise<Address>;
}
/** null when there is no search (no Maps key, or its script did not load): the plain NZ form is used. */
export type AddressSearchLoader = () => Promise<AddressSearch | null>;
