import { z } from 'zod';

/**
 * The `options` query parameter is JSON text (spec 000 §7). Each route whitelists which sort keys and
 * populate paths it accepts and caps the limit; anything else is a 400.
 */
export function queryOptions<S extends string, P extends string>(config: {
  sort: readonly S[];
  populate?: readonly P[];
  maxLimit: number;
  extra?: z.ZodRawShape;
}) {
  const sortKeys = config.sort.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
  const populate = config.populate?.length ? z.enum(config.populate as unknown as [P, ...P[]]) : z.never();
  return z.strictObject({
    sort: z.enum(sortKeys).optional(),
    limit: z.number().int().min(1).max(config.maxLimit).optional(),
    skip: z.number().int().min(0).max(1_000_000).optional(),
    populate: z.union([populate, z.array(populate).max(10)]).optional(),
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
        ctx.addIssue({ code: 'custom', message: 'options must be JSON text' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** The one way a request's zod error becomes the `{ message }` a person reads. */
export function describeZodError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid request';
  const path = first.path.join('.');
  if (first.code === 'unrecognized_keys')
    return `Unknown field${first.keys.length > 1 ? 's' : ''}: ${first.keys.map((k) => (path ? `${path}.${k}` : k)).join(', ')}`;
  return path ? `${path}: ${first.message}` : first.message;
}
