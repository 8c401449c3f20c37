import type { ShopSettings } from './settings';

/**
 * Settings money is integer cents (house rule: money is integer cents everywhere). Until migration 160, delivery, tab
 * and loyalty amounts were stored in dollars; the migration converts every row and marks it with `moneyUnit: 'cents'`.
 * Every write goes through `toStoredSettings` (cents, marked), every read through `fromStoredSettings`, which still
 * converts a row without the mark — a row the migration has not reached yet — so the API reads both until it has run.
 */
export const SETTINGS_MONEY_MARK = 'moneyUnit';

/** The settings amounts kept as money, by path (price-table fees are handled row by row). */
export const SETTINGS_MONEY_PATHS = [
  ['delivery', 'orderMinimum'],
  ['delivery', 'costPerKilometers'],
  ['delivery', 'fixedCost'],
  ['delivery', 'freeDeliveryMinSpend'],
  ['tabSettings', 'maximumAmount'],
  ['loyalty', 'reward', 'discountAmount'],
] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stored dollars → cents by moving the decimal point in the number's text (`1.005` → `100.5` → 101), as the
 * migration's numeric arithmetic does, never through a float product (1.005 × 100 = 100.499…).
 */
export function storedDollarsToCents(dollars: number): number {
  const text = String(dollars);
  return Math.round(text.includes('e') ? dollars * 100 : Number(`${text}e2`));
}

function convertAt(value: Json, path: readonly string[]): Json {
  const [key, ...rest] = path;
  if (key === undefined || !(key in value)) return value;
  const child = value[key];
  if (rest.length === 0)
    return typeof child === 'number' && Number.isFinite(child) ? { ...value, [key]: storedDollarsToCents(child) } : value;
  return isObject(child) ? { ...value, [key]: convertAt(child, rest) } : value;
}

function legacyDollarsToCents(settings: Json): Json {
  let result = settings;
  for (const path of SETTINGS_MONEY_PATHS) result = convertAt(result, path);
  const delivery = result.delivery;
  if (isObject(delivery) && Array.isArray(delivery.priceTable)) {
    const priceTable = delivery.priceTable.map((row: unknown) => (isObject(row) ? convertAt(row, ['fee']) : row));
    result = { ...result, delivery: { ...delivery, priceTable } };
  }
  return result;
}

/** The settings as the rest of the API sees them: amounts in cents, without the storage mark. */
export function fromStoredSettings(stored: unknown): ShopSettings {
  if (!isObject(stored)) return {};
  const { [SETTINGS_MONEY_MARK]: unit, ...settings } = stored;
  return (unit === 'cents' ? settings : legacyDollarsToCents(settings)) as ShopSettings;
}

/** What a write stores: the settings (amounts already in cents) with the mark that says so. */
export function toStoredSettings(settings: ShopSettings): Json {
  return { ...settings, [SETTINGS_MONEY_MARK]: 'cents' };
}
