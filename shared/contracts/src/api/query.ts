import { z } from 'zod';

/** A non-negative integer sent as a plain query-string parameter (e.g. `?limit=15`). */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/**
 * A body field that may arrive as JSON text or as the value itself (spec 001 §7: PUT /api/shops/{shopId}
 * sends `shopInfo` and `options` "as JSON strings"; other callers send objects).
 */
export function jsonTextOr<T extends z.ZodType>(schema: T, field: string) {
  // a preprocess (a pipe that starts with a transform), so zod's JSON Schema of the request shows `schema` itself:
  // the API contract (api/src/http/openapi.ts) documents the object, and the fuzz generates from its fields
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${field} must be a JSON object or JSON text` });
      return z.NEVER;
    }
  }, schema);
}

/**
 * The `options` every write route takes (spec 001 §7: "options are sent as JSON text"), for a write whose route has no
 * options of its own to offer: nothing, `{}` or its JSON text. The API adds it to each such body (api http/write-options.ts).
 */
export const emptyWriteOptions = jsonTextOr(z.strictObject({}), 'options');
