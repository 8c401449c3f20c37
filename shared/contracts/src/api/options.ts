import { z } from 'zod';
import { describeIssue } from './merchant-words';

/**
 * The `options` query parameter is JSON text (spec 000 §7). Each route whitelists which sort keys and
 * populate paths it accepts and caps the limit; anything else is a 400.
 *
 * The seed's client came from a Mongo-backed API, so `sort` and `populate` accept Mongo's spellings too:
 * - sort: `"name.normal"`, `"-createdAt"`, `"name.normal -createdAt"`, or `{ "name.normal": 1, "createdAt": -1 }`
 *   (1 / -1 / "asc" / "desc" / "ascending" / "descending"), several keys in order;
 * - populate: `"owner"`, `"owner promoCode"`, `["owner"]`, `{ "path": "owner" }`, `[{ "path": "owner" }]`.
 * Both come out normalised: `sort` as `string[]` of `key` / `-key`, `populate` as `string[]` of paths.
 */

const MAX_SORT_KEYS = 5;
const MAX_POPULATE_PATHS = 10;
const DIRECTIONS: Record<string, 1 | -1> = { '1': 1, '-1': -1, asc: 1, ascending: 1, desc: -1, descending: -1 };

/** `sort` in any of Mongo's forms → `['key', '-key', …]`, each key on the route's whitelist. */
export function sortOption<S extends string>(keys: readonly S[]) {
  const allowed = new Set<string>(keys);
  const listKeys = `sort accepts ${keys.join(', ')} (prefix - or -1 for descending)`;
  return z
    .union([z.string().max(200), z.record(z.string().max(100), z.union([z.number(), z.string().max(20)]))])
    .transform((value, ctx): `${'' | '-'}${S}`[] => {
      const terms: string[] = [];
      if (typeof value === 'string') {
        for (const word of value.trim().split(/\s+/).filter(Boolean)) terms.push(word);
      } else {
        for (const [key, direction] of Object.entries(value)) {
          const sign = DIRECTIONS[String(direction).toLowerCase()];
          if (sign === undefined) {
            ctx.addIssue({ code: 'custom', path: [key], message: `sort direction must be 1, -1, "asc" or "desc"` });
            return z.NEVER;
          }
          terms.push(sign === -1 ? `-${key}` : key);
        }
      }
      if (terms.length === 0 || terms.length > MAX_SORT_KEYS) {
        ctx.addIssue({ code: 'custom', message: `sort takes 1 to ${MAX_SORT_KEYS} keys` });
        return z.NEVER;
      }
      for (const term of terms) {
        if (!allowed.has(term.replace(/^-/, ''))) {
          ctx.addIssue({ code: 'custom', message: listKeys });
          return z.NEVER;
        }
      }
      return terms as `${'' | '-'}${S}`[];
    });
}

/** `populate` in any of Mongo's forms → `['path', …]`, each path on the route's whitelist. */
export function populateOption<P extends string>(paths: readonly P[]) {
  const allowed = new Set<string>(paths);
  const one = z.union([z.string().max(200), z.strictObject({ path: z.string().max(100) })]);
  return z.union([one, z.array(one).max(MAX_POPULATE_PATHS)]).transform((value, ctx): P[] => {
    const items = Array.isArray(value) ? value : [value];
    const wanted = items.flatMap((item) => (typeof item === 'string' ? item.trim().split(/\s+/) : [item.path]));
    for (const path of wanted) {
      if (!allowed.has(path)) {
        ctx.addIssue({
          code: 'custom',
          message: paths.length ? `populate accepts ${paths.join(', ')}` : 'populate is not accepted here',
        });
        return z.NEVER;
      }
    }
    return [...new Set(wanted)] as P[];
  });
}

export function queryOptions<S extends string, P extends string>(config: {
  sort: readonly S[];
  populate?: readonly P[];
  maxLimit: number;
  extra?: z.ZodRawShape;
}) {
  return z.strictObject({
    sort: sortOption(config.sort).optional(),
    limit: z.number().int().min(1).max(config.maxLimit).optional(),
    skip: z.number().int().min(0).max(1_000_000).optional(),
    populate: populateOption(config.populate ?? []).optional(),
    ...(config.extra ?? {}),
  });
}

/** Parses the JSON text of `options`; absent means {}. Malformed JSON fails the schema with a clear message. */
export function optionsParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(2000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: '{field} must be JSON text' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/**
 * The one way a request's zod error becomes the `{ message }` a person reads: the first issue in the merchant's
 * words, its field named by its label, never by its path (api/merchant-words.ts).
 */
export function describeZodError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid request';
  return describeIssue(first);
}

/**
 * A schema whose issues read as the API's 400 does (`describeIssue`), for a form that checks with the route's own
 * schema before it sends: the sentence under a field is the sentence the API would answer with.
 */
export function inMerchantWords<T>(schema: z.ZodType<T>) {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(value);
      if (result.success) return { success: true as const, data: result.data };
      const issues = result.error.issues.map((issue) => ({ path: issue.path, message: describeIssue(issue) }));
      return { success: false as const, error: { issues } };
    },
  };
}
