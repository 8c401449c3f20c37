import fc from 'fast-check';

/**
 * Bad payloads generated from one route's declared zod schema (fuzz), walked as the JSON Schema zod writes
 * for it (http/openapi.ts `toJsonSchema`, the same document the API contract shows). From a minimal body the schema
 * would almost accept, each payload breaks it in one named way: a wrong type per field, each required field missing,
 * huge strings, deep nesting, prototype-pollution keys, unicode oddities, unknown keys, not an object at all. Every
 * field gets its wrong type and every required field its absence first; fast-check fills the rest up to the count.
 *
 * A payload must stay BAD: a spice that could be valid on its own (an RTL mark in a name, a loose object's extra key)
 * is sent together with a breaker elsewhere (a missing required field, a wrong type, an unknown key in a strict object),
 * so zod still walks the spiced field while the body as a whole is refused.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  [key: string]: unknown;
};

type Path = readonly string[];

interface Field {
  path: Path;
  schema: JsonSchema;
  required: boolean;
}

export const ODD_STRINGS = [
  'nul\u0000inside',
  '\ud800 lone high surrogate',
  'lone low \udfff',
  '\u202eRTL override\u202c',
  '\u200fright-to-left mark',
  'zero\u200bwidth\ufeff',
  'e\u0301\u0301\u0301 combining',
  `Z${'\u0335\u0336\u0337'.repeat(200)}`,
  '🧁'.repeat(1000),
  '\u{10FFFF}\uFFFE',
  '%00%27%22',
  "'; drop table shops; --",
  '<script>alert(1)</script>',
  '{{constructor.constructor("return 1")()}}',
  '',
  ' ',
] as const;

/** Refused whatever the schema says: the JSON-text hook turns these into a 400 anywhere in a body. */
const ALWAYS_REFUSED = new Set<string>([ODD_STRINGS[0], ODD_STRINGS[1], ODD_STRINGS[2]]);

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const WRONG_VALUES: readonly unknown[] = [12345, -1.5, true, null, 'not-a-valid-value', [], [1, 'two'], {}, { unexpected: 1 }];

const jsonType = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) return root.$defs?.[ref.slice('#/$defs/'.length)] ?? {};
  if (ref === '#') return root;
  return schema;
}

/** The JSON types a schema admits; `null` = anything (an empty schema, a transform zod cannot describe). */
function admittedTypes(schema: JsonSchema, root: JsonSchema): Set<string> | null {
  const s = resolve(schema, root);
  if (s.const !== undefined) return new Set([jsonType(s.const)]);
  if (s.enum) return new Set(s.enum.map(jsonType));
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const types = admittedTypes(branch, root);
      if (!types) return null;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (s.allOf?.[0]) return admittedTypes(s.allOf[0], root);
  if (s.type === undefined) return s.properties ? new Set(['object']) : null;
  const types = new Set([s.type].flat());
  if (types.has('number')) types.add('integer');
  return types;
}

/** Values a field cannot take: their JSON type is not one its schema admits (enums also refuse other strings). */
function wrongValuesFor(schema: JsonSchema, root: JsonSchema): unknown[] {
  const s = resolve(schema, root);
  const types = admittedTypes(s, root);
  if (!types) return [];
  return WRONG_VALUES.filter((value) => {
    if (typeof value === 'string' && (s.enum || s.const !== undefined)) return !(s.enum ?? [s.const]).includes(value);
    return !types.has(jsonType(value));
  });
}

/** The first branch of a union that is not `null`: the shape the minimal body takes. */
function mainBranch(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const s = resolve(schema, root);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return mainBranch(branches.find((b) => resolve(b, root).type !== 'null') ?? branches[0] ?? {}, root);
  if (s.allOf?.[0]) return mainBranch(s.allOf[0], root);
  return s;
}

/** A small value of the schema's shape (required fields only), the canvas each mutation paints on. */
export function minimalValue(schema: JsonSchema, root: JsonSchema = schema, depth = 0): unknown {
  const s = mainBranch(schema, root);
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  if (depth > 5) return null;
  const type = [s.type].flat()[0] ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of s.required ?? []) value[key] = minimalValue(s.properties?.[key] ?? {}, root, depth + 1);
      return value;
    }
    case 'array': {
      const items = Array.isArray(s.items) ? s.items[0] : (s.items ?? s.prefixItems?.[0]);
      const count = Math.max(s.minItems ?? 0, items ? 1 : 0);
      return Array.from({ length: Math.min(count, 3) }, () => minimalValue(items ?? {}, root, depth + 1));
    }
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return minimalString(s);
  }
}

function minimalString(s: JsonSchema): string {
  switch (s.format) {
    case 'email':
      return 'fuzz@example.com';
    case 'date-time':
      return '2026-03-10T10:00:00.000Z';
    case 'date':
      return '2026-03-10';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'uri':
      return 'https://example.com/';
    default:
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/** Every field under the root object (nested objects, an array's first item), with its schema. */
const MAX_FIELDS = 150;

function fieldsOf(schema: JsonSchema, root: JsonSchema, base: unknown, path: Path = [], depth = 0, seen = { count: 0 }): Field[] {
  // a recursive schema (a layout tree) would list fields without end: a few levels and a cap are enough to reach each kind
  if (depth > 4 || seen.count >= MAX_FIELDS) return [];
  const s = mainBranch(schema, root);
  const fields: Field[] = [];
  if (s.properties && base !== null && typeof base === 'object' && !Array.isArray(base)) {
    const required = new Set(s.required ?? []);
    for (const [key, child] of Object.entries(s.properties)) {
      const childPath = [...path, key];
      if (seen.count >= MAX_FIELDS) break;
      seen.count += 1;
      fields.push({ path: childPath, schema: child, required: required.has(key) });
      const value = (base as Record<string, unknown>)[key] ?? minimalValue(child, root);
      fields.push(...fieldsOf(child, root, value, childPath, depth + 1, seen));
    }
  } else if (Array.isArray(base) && base.length > 0) {
    const items = Array.isArray(s.items) ? s.items[0] : s.items;
    if (items) {
      seen.count += 1;
      fields.push({ path: [...path, '0'], schema: items, required: true });
      fields.push(...fieldsOf(items, root, base[0], [...path, '0'], depth + 1, seen));
    }
  }
  return fields;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** `base` with the value at `path` replaced (parents created as objects); `remove` deletes it instead. */
function withValue(base: unknown, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  // a body that is not an object (a schema that takes anything) becomes one to carry the field
  const copy = (base !== null && typeof base === 'object' ? clone(base) : {}) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

const related = (a: Path, b: Path) =>
  a.every((key, i) => b[i] === undefined || b[i] === key) || b.every((key, i) => a[i] === key);

/** What a body schema gives the generator: its minimal body, its fields, and the ways to make it surely invalid. */
export interface BodyPlan {
  base: unknown;
  fields: Field[];
  /** Mutations that alone make the body invalid, each with the path it touches. */
  breakers: { path: Path; apply: (body: unknown) => unknown; name: string }[];
}

export function planBody(schema: JsonSchema): BodyPlan {
  const base = minimalValue(schema);
  const fields = fieldsOf(schema, schema, base);
  const breakers: BodyPlan['breakers'] = [];
  for (const field of fields) {
    if (field.required && !field.path.includes('0'))
      breakers.push({
        path: field.path,
        name: `missing ${field.path.join('.')}`,
        apply: (b) => withValue(b, field.path, undefined, true),
      });
    const [wrong] = wrongValuesFor(field.schema, schema);
    if (wrong !== undefined)
      breakers.push({
        path: field.path,
        name: `${field.path.join('.')} as ${JSON.stringify(wrong)}`,
        apply: (b) => withValue(b, field.path, wrong),
      });
  }
  const strictObjects = [{ path: [] as Path, schema }, ...fields].filter(
    (field) => mainBranch(field.schema, schema).additionalProperties === false,
  );
  for (const object of strictObjects)
    breakers.push({
      path: [...object.path, '__fuzz_unknown__'],
      name: `unknown key in ${object.path.join('.') || 'the body'}`,
      apply: (b) => withValue(b, [...object.path, '__fuzz_unknown__'], 1),
    });
  return { base, fields, breakers };
}

function nested(depth: number, array: boolean): string {
  return array ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** JSON text with the marker string replaced by raw JSON (deep nesting that JSON.stringify would take long to build). */
const MARK = '__fuzz_raw__';
const withRaw = (body: unknown, raw: string) => JSON.stringify(body).replace(`"${MARK}"`, raw);

/** `spiced` plus a breaker that does not touch `path`; null when the schema offers none. */
function broken(plan: BodyPlan, spiced: unknown, path: Path, pick: number): unknown | null {
  const usable = plan.breakers.filter((breaker) => !related(breaker.path, path));
  if (usable.length === 0) return null;
  return (usable[pick % usable.length] as BodyPlan['breakers'][number]).apply(spiced);
}

/** The fixed part: each field's wrong types and each required field's absence, then the shapes that are never objects. */
function enumerated(plan: BodyPlan, schema: JsonSchema): string[] {
  const bodies: string[] = [];
  for (const field of plan.fields) {
    for (const wrong of wrongValuesFor(field.schema, schema).slice(0, 2))
      bodies.push(JSON.stringify(withValue(plan.base, field.path, wrong)));
    if (field.required && !field.path.includes('0'))
      bodies.push(JSON.stringify(withValue(plan.base, field.path, undefined, true)));
  }
  bodies.push('[]', '"a string"', '12', 'true', 'not json at all', '{', '[1,2');
  return bodies;
}

/**
 * `count` raw bad JSON bodies for a route whose declared body schema is `schema` (JSON Schema from zod), reproducible
 * for a seed. `nullIsValid`: the route takes a missing body (a JSON `null` reads as none), so `null` is not sent.
 */
export function badBodies(schema: JsonSchema, count: number, seed: number, { nullIsValid = false } = {}): string[] {
  const plan = planBody(schema);
  const fields = plan.fields.length > 0 ? plan.fields : [{ path: ['__fuzz_field__'], schema: {}, required: false }];
  const stringFields = fields.filter((field) => admittedTypes(field.schema, schema)?.has('string'));
  const objectPaths: Path[] = [
    [],
    ...fields.filter((field) => admittedTypes(field.schema, schema)?.has('object')).map((f) => f.path),
  ];
  const field = fc.constantFrom(...fields);
  const pick = fc.nat();
  const orFallback = (body: unknown | null, fallback: () => string) => (body === null ? fallback() : JSON.stringify(body));

  const huge = fc
    .record({ field: fc.constantFrom(...(stringFields.length > 0 ? stringFields : fields)), pick })
    .map(({ field, pick }) => {
      const max = mainBranch(field.schema, schema).maxLength;
      // over the field's own limit when it has one; over the 1 MiB body limit otherwise (413)
      const value = 'x'.repeat(max !== undefined ? Math.min(max + 1 + (pick % 1000), 200_000) : 1_100_000);
      const spiced = withValue(plan.base, field.path, value);
      return max !== undefined
        ? JSON.stringify(spiced)
        : orFallback(broken(plan, spiced, field.path, pick), () => JSON.stringify(spiced));
    });
  const deep = fc
    .record({ field, depth: fc.integer({ min: 50, max: 5000 }), array: fc.boolean(), pick })
    .map(({ field, depth, array, pick }) => {
      const spiced = withValue(plan.base, field.path, MARK);
      const body = broken(plan, spiced, field.path, pick) ?? withValue(spiced, ['__fuzz_unknown__'], 1);
      return withRaw(body, nested(depth, array));
    });
  const pollution = fc
    .record({ at: fc.constantFrom(...objectPaths), key: fc.constantFrom(...POLLUTION_KEYS), asText: fc.boolean(), pick })
    .map(({ at, key, asText, pick }) => {
      const payload = key === 'constructor' ? { prototype: { isAdmin: true } } : { isAdmin: true, roles: ['admin'] };
      const inner = `{"${key}":${JSON.stringify(payload)}}`;
      if (at.length === 0) {
        // JSON.stringify would drop a `__proto__` key: write it into the text
        const rest = JSON.stringify(broken(plan, plan.base, [key], pick) ?? plan.base);
        return rest.startsWith('{') && rest !== '{}' ? `{"${key}":${JSON.stringify(payload)},${rest.slice(1)}` : inner;
      }
      // the field as an object carrying the key, or (the JSON-text `*Info` fields) as the text of one
      const spiced = withValue(plan.base, at, MARK);
      return withRaw(broken(plan, spiced, at, pick) ?? spiced, asText ? JSON.stringify(inner) : inner);
    });
  const unicode = fc
    .record({
      field: fc.constantFrom(...(stringFields.length > 0 ? stringFields : fields)),
      text: fc.constantFrom(...ODD_STRINGS),
      pick,
    })
    .map(({ field, text, pick }) => {
      const spiced = withValue(plan.base, field.path, text);
      if (ALWAYS_REFUSED.has(text)) return JSON.stringify(spiced);
      return orFallback(broken(plan, spiced, field.path, pick), () => JSON.stringify(withValue(spiced, [text], '\u0000')));
    });
  const oddKey = fc
    .record({ at: fc.constantFrom(...objectPaths), text: fc.constantFrom(...ODD_STRINGS), pick })
    .map(({ at, text, pick }) => {
      const spiced = withValue(plan.base, [...at, text || 'empty'], 'value');
      return orFallback(broken(plan, spiced, [...at, text], pick), () => JSON.stringify(withValue(spiced, ['\u0000'], 1)));
    });
  const wrongType = fc
    .record({ field, value: fc.constantFrom(...WRONG_VALUES), other: fc.jsonValue({ maxDepth: 2 }) })
    .map(({ field, value, other }) => {
      const wrong = wrongValuesFor(field.schema, schema);
      const chosen = wrong.includes(value) ? value : wrong[0];
      // a field that takes anything gets a random JSON value next to a breaker elsewhere
      return chosen === undefined
        ? orFallback(broken(plan, withValue(plan.base, field.path, other), field.path, 0), () => '[]')
        : JSON.stringify(withValue(plan.base, field.path, chosen));
    });
  const missing = fc.record({ pick }).map(({ pick }) => {
    const breaker = plan.breakers[pick % Math.max(1, plan.breakers.length)];
    return breaker ? JSON.stringify(breaker.apply(plan.base)) : '[]';
  });
  const notAnObject = fc.oneof(
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }).map((value) => JSON.stringify(value)),
    fc
      .oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean())
      .map((v) => JSON.stringify(v)),
    fc.string().map((text) => `{${text}`),
    nullIsValid ? fc.constant('[null]') : fc.constant('null'),
  );

  const random = fc.oneof(
    { weight: 3, arbitrary: wrongType },
    { weight: 2, arbitrary: missing },
    { weight: 2, arbitrary: unicode },
    { weight: 1, arbitrary: oddKey },
    { weight: 2, arbitrary: pollution },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: notAnObject },
  );
  // every field's wrong types and absence, then at least a quarter of the count (and up to the count) at random
  const fixed = enumerated(plan, schema).filter((body) => !(nullIsValid && body === 'null'));
  const randomCount = Math.max(count - fixed.length, Math.ceil(count / 4));
  return [...fixed, ...fc.sample(random, { numRuns: randomCount, seed })];
}

/** A query field that carries JSON text (`options`): its values are generated from the schema of what the text spells. */
export interface QueryPlan {
  schema: JsonSchema;
  jsonText: Record<string, JsonSchema>;
}

/** encodeURIComponent, except that a lone surrogate goes out as the bytes UTF-8 would give it (invalid UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function encodeQuery(text: string): string {
  // the common case, and the only fast one for long text: no lone surrogate, so the standard encoder is right
  if (!LONE_SURROGATE.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const hex = (byte: number) => `%${byte.toString(16).toUpperCase()}`;
      out += hex(0xe0 | (code >> 12)) + hex(0x80 | ((code >> 6) & 0x3f)) + hex(0x80 | (code & 0x3f));
    } else out += encodeURIComponent(char);
  }
  return out;
}

const MAX_QUERY_TEXT = 20_000;

const QUERY_ODDITIES = [
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{"$gt":""}',
  '%',
  '2026-02-30',
  '9999-99-99T99:99',
  'x'.repeat(20_000),
];

/**
 * `count` raw bad query strings (no leading `?`) for a GET route: the JSON-text fields get bad JSON built from their
 * object schema (badBodies), the plain fields wrong, odd, huge or repeated values, beside minimal values of the
 * required ones so the route reads every field.
 */
export function badQueries(plan: QueryPlan, count: number, seed: number): string[] {
  const base = (minimalValue(plan.schema) ?? {}) as Record<string, unknown>;
  const properties = Object.keys(mainBranch(plan.schema, plan.schema).properties ?? {});
  const textFields = Object.keys(plan.jsonText);
  // a real server refuses a request line over 16 KiB before any route (431): longer JSON text is cut, still bad JSON
  const textValues = Object.fromEntries(
    Object.entries(plan.jsonText).map(([key, schema]) => [
      key,
      badBodies(schema, Math.ceil(count / 2), seed).map((text) => text.slice(0, MAX_QUERY_TEXT)),
    ]),
  );
  const plain = properties.filter((key) => !textFields.includes(key));
  const encode = (entries: [string, string][]) => entries.map(([k, v]) => `${encodeQuery(k)}=${encodeQuery(v)}`).join('&');
  const baseEntries = (except: string): [string, string][] =>
    Object.entries(base)
      .filter(([key]) => key !== except && !textFields.includes(key))
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  const textField = fc.constantFrom(...(textFields.length > 0 ? textFields : ['options']));
  const jsonText = textField.chain((key) =>
    fc.constantFrom(...(textValues[key] ?? ['{']).map((text) => encode([...baseEntries(key), [key, text]]))),
  );
  const plainValue = fc.oneof(fc.string(), fc.constantFrom(...ODD_STRINGS), fc.constantFrom(...QUERY_ODDITIES));
  const plainField = fc
    .record({ key: fc.constantFrom(...(plain.length > 0 ? plain : ['search'])), value: plainValue, repeat: fc.boolean() })
    .map(({ key, value, repeat }) =>
      encode([...baseEntries(key), [key, value], ...(repeat ? ([[key, value]] as [string, string][]) : [])]),
    );
  const junk = fc.string().map((text) => text.replace(/[#]/g, ''));
  const fixed = textFields.flatMap((key) =>
    (textValues[key] ?? []).slice(0, Math.ceil(count / 4)).map((text) => encode([...baseEntries(key), [key, text]])),
  );
  const random = fc.oneof(
    { weight: 4, arbitrary: jsonText },
    { weight: 3, arbitrary: plainField },
    { weight: 1, arbitrary: junk },
  );
  return [...fixed, ...fc.sample(random, { numRuns: Math.max(count - fixed.length, Math.ceil(count / 4)), seed })];
}

/**
 * The fixed bad bodies of the parsing every route shares (fastify's JSON parser and body limit, the JSON-text hook):
 * what a route that declares no body can meet, since its handler never reads one.
 */
export const bodyProbes: readonly string[] = [
  'not json at all',
  '{',
  '[1,2',
  '',
  'null',
  '[]',
  '"a string"',
  '12',
  '{"__fuzz_unknown_field__":1}',
  `{"a":${nested(5000, false)}}`,
  `{"a":${nested(5000, true)}}`,
  JSON.stringify({ name: 'x'.repeat(1_100_000) }),
  '{"__proto__":{"isAdmin":true,"roles":["admin"]}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  JSON.stringify({ options: '{"__proto__":{"limit":100000}}' }),
  JSON.stringify({ shopInfo: '{' }),
  JSON.stringify({ categoryInfo: JSON.stringify({ name: ODD_STRINGS[0] }) }),
  // the text the JSON-text hook refuses anywhere (values and keys), then the other oddities together (nothing reads them)
  ...[...ALWAYS_REFUSED].flatMap((text) => [JSON.stringify({ name: text }), JSON.stringify({ [text]: 1 })]),
  JSON.stringify(
    Object.fromEntries(ODD_STRINGS.filter((text) => !ALWAYS_REFUSED.has(text)).map((text) => [text || 'empty', text])),
  ),
];

/** The fixed bad query strings of the parsing every route shares: what a route that declares no query can meet. */
export const queryProbes: readonly string[] = [
  'options=%7B',
  `options=${encodeURIComponent(`{"a":${nested(2000, false)}}`)}`,
  'options=%7B%22__proto__%22%3A%7B%22limit%22%3A100000%7D%7D',
  'options=1&options=2',
  '%',
  '%00=%00',
  'name=%ED%A0%80',
  '__proto__=1&constructor%5Bprototype%5D%5Bx%5D=1',
  `search=${'x'.repeat(MAX_QUERY_TEXT)}`,
  ...[...ALWAYS_REFUSED].map((text) => `options=${encodeQuery(text)}&${encodeQuery(text)}=1`),
  ODD_STRINGS.filter((text) => !ALWAYS_REFUSED.has(text))
    .map((text) => `options=${encodeQuery(text)}&${encodeQuery(text || 'empty')}=1`)
    .join('&'),
];
