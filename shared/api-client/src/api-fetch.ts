import { ERROR_FALLBACK_MESSAGE, ERROR_TOAST_MS, ROUTES, TWO_STEP_REQUIRED_CODE } from '@backoffice/contracts';
import { topics, trackLoading } from '@backoffice/event-bus';
import { ApiError } from './api-error';
import { emitAuthRejected } from './auth-rejected';
import { type FieldLabels, formScopeNow, refusedField } from './field-refusal';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface ApiFetchInit<T = unknown> {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON text in the `options` query parameter (spec 000 §7). */
  options?: object;
  /** Sent as a JSON body. */
  body?: unknown;
  /** Milliseconds before the call is aborted. */
  timeoutMs?: number;
  /** true: no error toast (spec 000 §8: some calls, e.g. embed key fetches, suppress it). */
  silent?: boolean;
  /**
   * A form's fields by the label the API names them with ({ price: 'Price' }): a 400/409 whose message starts with one
   * of them is that field's error (ApiError.field), for the form to show under it; it is not toasted. Toasts are for
   * what has no field. Without it, those of an enclosing `withFormScope` (a form's save) apply.
   */
  fields?: FieldLabels;
  /** false for the calls the spec lists without a bearer (login, sign-up, forgot-password, platform plans). */
  auth?: boolean;
  /**
   * The bearer to send instead of the bus's: a token just answered by sign-up, used before the session starts
   * (the invite link accepts with it, so the new member's first shop is known before their shops load).
   */
  bearer?: string;
  /**
   * Checks and narrows the response body. Runs inside the tracked call, so a malformed answer counts as a
   * failed call: toast, ApiError, progress bar back down.
   */
  parse?: (data: unknown) => T;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export function buildUrl(path: string, query?: Record<string, QueryValue>, options?: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  if (options !== undefined) params.set('options', JSON.stringify(options));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function headersFor(init: ApiFetchInit<unknown>, token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

async function send<T>(path: string, init: ApiFetchInit<T>): Promise<T> {
  const controller = new AbortController();
  const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  // The host (or standalone sign-in) publishes the token; remotes never read storage (ARCHITECTURE.md).
  const token = init.auth === false ? undefined : (init.bearer ?? topics.auth.current()?.token);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query, init.options), {
      method: init.method ?? 'GET',
      headers: headersFor(init, token),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
    });
  } catch {
    throw controller.signal.aborted
      ? new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'timeout')
      : new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'network');
  } finally {
    clearTimeout(timer);
  }

  const data = readJson(await response.text());
  if (response.status === 401 && token) {
    // The session is over, whoever made the call: the host signs out once and says so (its own toast).
    emitAuthRejected(token, serverMessage(data));
    throw new ApiError(serverMessage(data) ?? ERROR_FALLBACK_MESSAGE, 401, 'session-ended');
  }
  // an admin, or someone of a team that requires it, without two-step sign-in: the host opens its set-up
  if (response.status === 403 && (data as { code?: unknown } | null)?.code === TWO_STEP_REQUIRED_CODE)
    topics.navigate.emit(ROUTES.twoStepSetup);
  if (!response.ok) throw new ApiError(serverMessage(data) ?? ERROR_FALLBACK_MESSAGE, response.status, 'http');
  if (!init.parse) return data as T;
  try {
    return init.parse(data);
  } catch (error) {
    // A shape we do not understand is our bug, not the merchant's: log the detail, show the spec's sentence.
    console.error(`[api-client] unexpected response from ${path}`, error);
    throw new ApiError(ERROR_FALLBACK_MESSAGE, response.status, 'invalid-response');
  }
}

/**
 * The one way the UI calls the API: bearer from the bus, `options` as JSON text, a time-out, the progress bar
 * (+1/−1 on the loading topic) and the spec's error toast. Rejects with ApiError.
 *
 * A 401 to a call made with the bearer token is not toasted here: it is published on `authRejected`, and the host
 * signs out with one toast of its own (a dead session makes every call fail; one message is enough).
 */
export function apiFetch<T>(path: string, init: ApiFetchInit<T> = {}): Promise<T> {
  // read now: a form's scope holds only while its save starts the call
  const form = formScopeNow();
  const fields = init.fields ?? form?.fields;
  const silent = init.silent ?? form?.silent ?? false;
  return trackLoading(send(path, init)).catch((error: unknown) => {
    const apiError = error instanceof ApiError ? error : new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'network');
    // 400: bad input; 409: a value another record holds (an e-mail address, a domain) — both can be a field's
    if ((apiError.status === 400 || apiError.status === 409) && fields) apiError.field = refusedField(apiError.message, fields);
    if (!silent && apiError.field === undefined && apiError.failure !== 'session-ended')
      topics.toast.emit({ status: 'error', title: apiError.message, duration: ERROR_TOAST_MS });
    throw apiError;
  });
}
