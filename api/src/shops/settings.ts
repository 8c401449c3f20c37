import { randomUUID } from 'node:crypto';
import {
  ADMIN_ONLY_SHOP_PATHS,
  DEFAULT_FEE_PERCENT,
  DEFAULT_PREPARATION_TIME_MINUTES,
  DINE_IN_DEFAULT_PREPARATION_TIME,
  type Shop,
  type ShopUpdate,
  TAB_DEFAULT_LIFESPAN_MINUTES,
} from '@backoffice/contracts';

/** The nested settings groups of a shop, kept in `shops.settings` (jsonb). The columns hold the rest. */
export type ShopSettings = Omit<Shop, '_id' | 'name' | 'status' | 'type' | 'createdAt' | 'owner'>;

type PlainObject = Record<string, unknown>;

/** A JSON object: plain or null-prototype, not an array, Date or class instance. */
export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Deep-merges a partial settings save into the stored document (spec 000 §7: saves send partial shopInfo).
 * Objects merge key by key; arrays and scalars replace; `undefined` leaves the stored value alone. Returns a
 * new object and never mutates either input.
 */
export function deepMerge<T extends PlainObject>(base: T, patch: PlainObject): T {
  const result: PlainObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || FORBIDDEN_KEYS.has(key)) continue;
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result as T;
}

export function getPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Structural equality for JSON values; object key order does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => a[key] !== undefined || b[key] !== undefined));
    return [...keys].every((key) => jsonEqual(a[key], b[key]));
  }
  return false;
}

/**
 * Which admin-only fields (spec 000 §6) a save would change. Sending an unchanged value is fine: the
 * settings forms post whole groups, so a merchant's save carries the fee % it was shown.
 */
export function changedAdminOnlyPaths(before: ShopSettings, after: ShopSettings): (typeof ADMIN_ONLY_SHOP_PATHS)[number][] {
  return ADMIN_ONLY_SHOP_PATHS.filter((path) => !jsonEqual(getPath(before, path), getPath(after, path)));
}

/**
 * Spec defaults filled in under whatever is stored: preparation time 5 min and order fee 15 % (spec 000 §3), the
 * dine-in preparation time 15 "in data" (spec 001 §9; its form field's placeholder says 5), and the tab's order life
 * span 90 minutes (spec 001 §9), so a reader of the data never meets a tab without one.
 */
export function withSettingsDefaults(settings: ShopSettings): ShopSettings {
  return deepMerge(
    {
      orderingPreferences: { preparationTime: DEFAULT_PREPARATION_TIME_MINUTES, feePercent: DEFAULT_FEE_PERCENT },
      dineIn: { preparationTime: DINE_IN_DEFAULT_PREPARATION_TIME },
      tabSettings: { orderLifeSpan: TAB_DEFAULT_LIFESPAN_MINUTES },
    },
    settings as PlainObject,
  ) as ShopSettings;
}

/**
 * Spec 001 §7's dot-path operations on `dineIn.tables`, applied after the merge of the save's groups: `$push` adds a
 * table with a new `_id`, `$pull` removes the table with that `_id` (none: nothing happens, like Mongo's $pull).
 */
export function applyTableOperations(
  settings: ShopSettings,
  operations: Pick<ShopUpdate, '$push' | '$pull'>,
  newId: () => string = randomUUID,
): ShopSettings {
  const push = operations.$push?.['dineIn.tables'];
  const pull = operations.$pull?.['dineIn.tables'];
  if (!push && !pull) return settings;
  let tables = settings.dineIn?.tables ?? [];
  if (pull) tables = tables.filter((table) => table._id !== pull._id);
  if (push) tables = [...tables, { _id: newId(), number: push.number, capacity: push.capacity }];
  return { ...settings, dineIn: { ...settings.dineIn, tables } };
}
