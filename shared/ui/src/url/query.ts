import { baseType, fallbackValue, type ZodLike, type ZodObjectLike } from '../forms/schema-shape';

/** A query value the kit writes: nothing (the parameter is left out), a scalar, or a list (one parameter each). */
export type UrlQueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The typed query of `search` ('?a=1&b=x', 'a=1' or URLSearchParams), read field by field with a zod object schema:
 * each parameter is tried as the text it is and then as the number or boolean it spells (so `z.number()` and
 * `z.boolean()` read `?page=2&open=true` without `z.coerce`); a missing or refused value falls back to the field's
 * default (`.default(…)`, `.catch(…)`, or undefined when optional). A bad link never breaks a screen.
 * Zod-free at run time (it reads the schema's definition), so host code on the boot path can use it too.
 */
export function parseQuery<S extends ZodObjectLike>(search: string | URLSearchParams, schema: S): S['_zod']['output'] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = readField(params, key, field);
    if (value !== undefined) out[key] = value;
  }
  return out as S['_zod']['output'];
}

/** One parameter of `search` as the text it is, or null — for code that needs a single raw value (no schema). */
export function queryParam(search: string | URLSearchParams, key: string): string | null {
  return (typeof search === 'string' ? new URLSearchParams(search) : search).get(key);
}

function readField(params: URLSearchParams, key: string, field: ZodLike): unknown {
  const list = baseType(field) === 'array';
  const raw = list ? params.getAll(key) : params.get(key);
  if (raw === null || (list && (raw as string[]).length === 0)) return fallbackValue(field);
  for (const candidate of candidates(raw)) {
    const parsed = field.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return fallbackValue(field);
}

/** The readings of a raw parameter to try, most literal first. */
function candidates(raw: string | string[]): unknown[] {
  if (Array.isArray(raw)) return [raw, raw.map(scalar)];
  const read = scalar(raw);
  return read === raw ? [raw] : [raw, read];
}

function scalar(raw: string): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return raw;
}

/**
 * `values` as a query string without the '?' ('a=1&tag=x&tag=y'); undefined, null, '' and empty lists are left
 * out. With `base`, its parameters are kept (unknown ones too) and only the keys of `values` change — how a screen
 * updates its own parameters without dropping another's.
 */
export function toQuery(values: Readonly<Record<string, UrlQueryValue>>, base?: string | URLSearchParams): string {
  return toSearchParams(values, base).toString();
}

/** toQuery's URLSearchParams (for react-router's setSearchParams). */
export function toSearchParams(
  values: Readonly<Record<string, UrlQueryValue>>,
  base?: string | URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') params.delete(key);
    else if (typeof value === 'object') {
      params.delete(key);
      for (const item of value) params.append(key, String(item));
    } else params.set(key, String(value)); // in place: the URL keeps its order
  }
  return params;
}
