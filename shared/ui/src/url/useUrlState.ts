import { useCallback, useMemo } from 'react';
import { fallbackValue, type ZodObjectLike } from '../forms/schema-shape';
import { parseQuery, toSearchParams, type UrlQueryValue } from './query';
import { useSearchWriter } from './useSearchWriter';

export type UrlStatePatch<T> = Partial<{ [K in keyof T]: T[K] | null | undefined }>;
export type SetUrlState<T> = (
  patch: UrlStatePatch<T> | ((previous: T) => UrlStatePatch<T>),
  options?: { replace?: boolean },
) => void;

/**
 * A screen's typed query parameters (filters, page, sort, the open tab), so reload, back/forward and a shared link
 * show the same screen (spec 000 §2). `schema` is a zod object of the parameters (parseQuery says how each is read;
 * a bad value falls back to the default). `setState(patch)` changes only the patched keys and keeps every other
 * parameter (another screen's, or one this schema does not know); a key patched to undefined/null, or to its
 * default, leaves the URL. It pushes a history entry unless `{ replace: true }`. Two calls in one turn both land
 * (each starts from what the previous one wrote: useSearchWriter).
 * Pass a schema declared at module level (a new one each render re-reads the URL each render).
 */
export function useUrlState<S extends ZodObjectLike>(schema: S): [S['_zod']['output'], SetUrlState<S['_zod']['output']>] {
  type T = S['_zod']['output'];
  const [params, write] = useSearchWriter();
  const search = params.toString();
  const state = useMemo(() => parseQuery(search, schema) as T, [search, schema]);
  const setState = useCallback<SetUrlState<T>>(
    (patch, { replace = false } = {}) =>
      write(
        (previous) => {
          const values = typeof patch === 'function' ? patch(parseQuery(previous, schema) as T) : patch;
          return toSearchParams(urlValues(schema, values as Record<string, unknown>), previous);
        },
        { replace },
      ),
    [schema, write],
  );
  return [state, setState];
}

/** The patch as query values: a schema field at its default is dropped (a clean URL: no `?page=1`). */
function urlValues(schema: ZodObjectLike, values: Record<string, unknown>): Record<string, UrlQueryValue> {
  const out: Record<string, UrlQueryValue> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = schema.shape[key];
    out[key] = field && sameValue(value, fallbackValue(field)) ? undefined : (value as UrlQueryValue);
  }
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}
