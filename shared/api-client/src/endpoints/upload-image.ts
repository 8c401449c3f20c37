import { ERROR_FALLBACK_MESSAGE, ERROR_TOAST_MS, IMAGE_UPLOAD_TIMEOUT_MS, type ImageFormat } from '@backoffice/contracts';
import { topics, trackLoading } from '@backoffice/event-bus';
import { ApiError } from '../api-error';

export interface UploadImageInput {
  shopId: string;
  file: Blob;
  /** The file name sent along (the server chooses the stored name itself). */
  fileName?: string;
  /** Re-encode to this format on the server (hero images: 'jpeg', spec 001 §9). */
  format?: ImageFormat;
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

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
    xhr.timeout = IMAGE_UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = topics.auth.current()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
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
      reject(new ApiError(messageOf(xhr.responseText) ?? ERROR_FALLBACK_MESSAGE, xhr.status, 'http'));
    };
    xhr.onerror = () => reject(new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'network'));
    xhr.ontimeout = () => reject(new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'timeout'));
    xhr.onabort = () => reject(new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'network'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /api/images (multipart) → the stored image's `secure_url` (spec 001 §7: hero images, logos, backgrounds,
 * kiosk images). 60 s time-out, upload progress, the progress bar and the spec's error toast like every call.
 */
export function uploadImage(input: UploadImageInput): Promise<string> {
  return trackLoading(send(input)).catch((error: unknown) => {
    const apiError = error instanceof ApiError ? error : new ApiError(ERROR_FALLBACK_MESSAGE, 0, 'network');
    topics.toast.emit({ status: 'error', title: apiError.message, duration: ERROR_TOAST_MS });
    throw apiError;
  });
}
