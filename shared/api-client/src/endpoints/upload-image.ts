import {
  ERROR_FALLBACK_MESSAGE,
  ERROR_TOAST_MS,
  IMAGE_UPLOAD_TIMEOUT_MESSAGE,
  IMAGE_UPLOAD_TIMEOUT_MS,
  type ImageFormat,
} from '@backoffice/contracts';
import { topics, trackLoading } from '@backoffice/event-bus';
import { ApiError } from '../api-error';
import { emitAuthRejected } from '../auth-rejected';

export interface UploadImageInput {
  shopId: string;
  file: Blob;
  /** The file name sent along (the server chooses the stored name itself). */
  fileName?: string;
  /** Re-encode to this format on the server (hero images: 'jpeg', spec 001 §9). */
  format?: ImageFormat;
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with ApiError(UPLOAD_ABORTED, 0, 'network') and shows no toast (the merchant cancelled). */
  signal?: AbortSignal;
}

/** Why an upload ended without a URL; the caller reads `failure` ('timeout' → IMAGE_UPLOAD_TIMEOUT_MESSAGE). */
export const UPLOAD_ABORTED = 'The upload was cancelled.';

function messageOf(text: string): string | undefined {
  try {
    const data = JSON.parse(text) as { message?: unknown };
    return typeof data.message === 'string' && data.message.trim() ? data.message : undefined;
  } catch {
    return undefined;
  }
}

function send({ shopId, file, fileName = 'image', format, onProgress, signal }: UploadImageInput): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('shopId', shopId);
    if (format) form.append('format', format);
    form.append('file', file, fileName);
    // XMLHttpRequest, not fetch: only it reports upload progress.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = topics.auth.current()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // Our own timer rather than xhr.timeout: one clock for the browser and for tests with fake timers.
    let ended: 'timeout' | 'cancelled' | null = null;
    const timer = setTimeout(() => {
      ended = 'timeout';
      xhr.abort();
    }, IMAGE_UPLOAD_TIMEOUT_MS);
    const settle = (finish: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      finish();
    };
    const cancel = () => {
      ended = 'cancelled';
      xhr.abort();
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            const url = (JSON.parse(xhr.responseText) as { secure_url?: unknown }).secure_url;
            if (typeof url === 'string' && url) {
              onProgress?.(1);
              resolve(url);
              return;
            }
          } catch {
            // fall through: a malformed answer is a failed call
          }
          reject(new ApiError(ERROR_FALLBACK_MESSAGE, xhr.status, 'invalid-response'));
          return;
        }
        const message = messageOf(xhr.responseText) ?? ERROR_FALLBACK_MESSAGE;
        if (xhr.status === 401 && token) {
          // Same rule as apiFetch: a dead session is the host's to announce (one sign-out, one toast).
          emitAuthRejected(token);
          reject(new ApiError(message, 401, 'session-ended'));
          return;
        }
        reject(new ApiError(message, xhr.status, 'http'));
      });
    xhr.onerror = () => settle(() => reject(new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'network')));
    xhr.onabort = () =>
      settle(() =>
        reject(
          ended === 'timeout'
            ? new ApiError(IMAGE_UPLOAD_TIMEOUT_MESSAGE, 0, 'timeout')
            : new ApiError(UPLOAD_ABORTED, 0, 'network'),
        ),
      );
    if (signal?.aborted) {
      settle(() => reject(new ApiError(UPLOAD_ABORTED, 0, 'network')));
      return;
    }
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(form);
  });
}

/**
 * POST /api/images (multipart) → the stored image's `secure_url` (spec 001 §7: hero images, logos, backgrounds,
 * kiosk images). 60 s time-out (IMAGE_UPLOAD_TIMEOUT_MESSAGE), upload progress, the progress bar and the spec's
 * error toast like every call — except a cancelled upload (the merchant's own doing) and a 401 (the host's toast).
 */
export function uploadImage(input: UploadImageInput): Promise<string> {
  return trackLoading(send(input)).catch((error: unknown) => {
    const apiError = error instanceof ApiError ? error : new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'network');
    const cancelled = input.signal?.aborted === true;
    if (!cancelled && apiError.failure !== 'session-ended')
      topics.toast.emit({ status: 'error', title: apiError.message, duration: ERROR_TOAST_MS });
    throw apiError;
  });
}
