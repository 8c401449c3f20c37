import { stack } from './browser';

export interface ApiInit {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One JSON call straight to a stack's API (arranging data, reading what a screen stored): the shared stack's by
 * default; a journey on a pinned stack passes that stack's `apiUrl`. An empty answer comes back as `undefined`.
 */
export async function callApi<T>(
  path: string,
  init: ApiInit = {},
  apiUrl = stack().apiUrl,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers ?? {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}
