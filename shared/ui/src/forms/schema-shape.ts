/**
 * Reading a zod 4 schema's shape without importing zod: the kit sits on the host's boot path through
 * @backoffice/ui's main entry, where zod must never load (host/src/boot-path.test.ts). The schemas themselves come
 * with the lazily loaded screens that use them; here we only walk their definitions (`schema._zod.def`).
 */

/** What the kit needs of a zod 4 schema: its definition and a safe parse. `zod`'s own types satisfy it. */
export interface ZodLike<Output = unknown, Input = unknown> {
  _zod: { def: unknown; output: Output; input: Input };
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** A zod object schema (z.object): its fields by name. */
export interface ZodObjectLike<Output = unknown, Input = unknown> extends ZodLike<Output, Input> {
  shape: Readonly<Record<string, ZodLike>>;
}

interface Def {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  shape?: Readonly<Record<string, ZodLike>>;
  element?: ZodLike;
  defaultValue?: unknown;
  catchValue?: unknown;
}

const defOf = (schema: ZodLike): Def => schema._zod.def as Def;

/** Wrappers that do not change what a value looks like before parsing. */
const WRAPPERS = new Set(['optional', 'nullable', 'readonly', 'nonoptional', 'lazy', 'promise']);

/** The schema under its wrappers, defaults and pipes: what kind of value it expects as input. */
export function baseType(schema: ZodLike): string {
  const def = defOf(schema);
  if (def.type === 'pipe' && def.in) return baseType(def.in);
  if ((WRAPPERS.has(def.type) || def.type === 'default' || def.type === 'prefault' || def.type === 'catch') && def.innerType) {
    return baseType(def.innerType);
  }
  return def.type;
}

/** The value a field starts with: its schema's default, or an empty value of its kind (a form's empty field). */
export function initialValue(schema: ZodLike): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'prefault':
      return structuredClone(def.defaultValue);
    case 'optional':
      return undefined;
    case 'nullable':
      return null;
    case 'object':
      return initialValues(schema as ZodObjectLike);
    case 'array':
    case 'tuple':
      return [];
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'pipe':
      return def.in ? initialValue(def.in) : undefined;
    default:
      return def.innerType ? initialValue(def.innerType) : undefined;
  }
}

/** Every field of an object schema at its initial value (nested objects too). */
export function initialValues(schema: ZodObjectLike): Record<string, unknown> {
  const shape = defOf(schema).shape ?? schema.shape;
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) values[key] = initialValue(field);
  return values;
}

/**
 * The value a missing or refused query parameter stands for: the schema's default (or its catch value), else
 * whatever the schema makes of "nothing" (undefined for an optional field).
 */
export function fallbackValue(schema: ZodLike): unknown {
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Deep merge of plain objects (b wins); arrays and other values are replaced, not merged. */
export function mergeValues(
  a: Record<string, unknown>,
  b: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  if (!b) return a;
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const base = out[key];
    out[key] = isPlainObject(base) && isPlainObject(value) ? mergeValues(base, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * The form's values as the schema reads them: an emptied field holds null in the form (react-hook-form puts a
 * field's default value back when it is set to undefined, so a saved "5" cleared would show and save as 5 again),
 * and null stands for "absent" wherever the schema does not take null itself — the key is left out, so an optional
 * field is not sent and a required one says it is required. Lists and nested objects are read the same way; a
 * nested object left with nothing but emptied fields is absent itself.
 */
export function emptiedToAbsent(values: unknown, schema: ZodLike): unknown {
  const def = defOf(schema);
  if (values === null) return schema.safeParse(null).success ? null : undefined;
  if (def.type === 'pipe' && def.in) return emptiedToAbsent(values, def.in);
  if ((WRAPPERS.has(def.type) || def.type === 'default' || def.type === 'prefault' || def.type === 'catch') && def.innerType) {
    return emptiedToAbsent(values, def.innerType);
  }
  if (def.type === 'object' && isPlainObject(values)) {
    const shape = def.shape ?? (schema as ZodObjectLike).shape;
    const out: Record<string, unknown> = {};
    let emptied = false;
    for (const [key, value] of Object.entries(values)) {
      const field = shape?.[key];
      const read = field ? emptiedToAbsent(value, field) : value;
      if (read !== undefined) out[key] = read;
      else if (value !== undefined) emptied = true;
    }
    // a group whose every field was emptied (an icon's one URL) is absent too, not an empty object
    return emptied && Object.keys(out).length === 0 ? undefined : out;
  }
  if (def.type === 'array' && def.element && Array.isArray(values)) {
    const element = def.element;
    return values.map((item) => emptiedToAbsent(item, element));
  }
  return values;
}
