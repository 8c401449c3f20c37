/** Why a call failed, for callers that want to react differently (the host signs out on 401, say). */
export type ApiFailure = 'http' | 'timeout' | 'network' | 'invalid-response' | 'session-ended';

/**
 * Every failed call rejects with this. `message` is already the text a merchant reads (spec 000 §8):
 * the server's `{ message }` when it sent one, otherwise the spec's fallback sentence.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (timeout, network failure). */
  readonly status: number;
  readonly failure: ApiFailure;
  /**
   * The form field a 400 is about, when the call named its fields (`ApiFetchInit.fields`): the form shows the message
   * under it, and nothing is toasted (a form error shows once, under its field).
   */
  field?: string;

  constructor(message: string, status: number, failure: ApiFailure = 'http') {
    super(message);
    this.status = status;
    this.failure = failure;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
