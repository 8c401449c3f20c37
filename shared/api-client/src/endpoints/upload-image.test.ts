import { ERROR_FALLBACK_MESSAGE, IMAGE_UPLOAD_TIMEOUT_MESSAGE, IMAGE_UPLOAD_TIMEOUT_MS } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { ApiError } from '../api-error';
import { type FakeXhr, fakeXhr } from '../testing';
import { uploadImage } from './upload-image';

let xhr: FakeXhr;
let toasts: ToastMessage[];
let rejected: Array<{ token: string }>;
beforeEach(() => {
  xhr = fakeXhr();
  toasts = [];
  rejected = [];
  topics.toast.on((t) => toasts.push(t));
  topics.authRejected.on((t) => rejected.push(t));
  topics.auth.publish({ token: 'tok-7', userId: 'u7' });
});
afterEach(() => {
  xhr.restore();
  resetBus();
  jest.useRealTimers();
});

const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

describe('uploadImage', () => {
  it('posts multipart (shopId, format, file) with the bus bearer, reports progress, resolves secure_url', async () => {
    const progress: number[] = [];
    const done = uploadImage({ shopId: 's1', file, fileName: 'a.png', format: 'jpeg', onProgress: (f) => progress.push(f) });
    const request = xhr.requests[0];
    expect(request?.url).toBe('/api/images');
    expect(request?.headers.Authorization).toBe('Bearer tok-7');
    expect(request?.body?.get('shopId')).toBe('s1');
    expect(request?.body?.get('format')).toBe('jpeg');
    expect((request?.body?.get('file') as File | undefined)?.name).toBe('a.png');
    request?.progress(25, 100);
    request?.respond(201, { secure_url: 'http://x/api/images/s1/a.jpg' });
    await expect(done).resolves.toBe('http://x/api/images/s1/a.jpg');
    expect(progress).toEqual([0.25, 1]);
    expect(toasts).toEqual([]);
  });

  it("rejects with the server's message and toasts it", async () => {
    const done = uploadImage({ shopId: 's1', file });
    xhr.requests[0]?.respond(422, { message: 'Only JPEG, PNG or WebP images can be uploaded.' });
    await expect(done).rejects.toMatchObject({ status: 422, message: 'Only JPEG, PNG or WebP images can be uploaded.' });
    expect(toasts.map((t) => t.title)).toEqual(['Only JPEG, PNG or WebP images can be uploaded.']);
  });

  it('times out after exactly 60 s with its own message (fake timers)', async () => {
    jest.useFakeTimers();
    const done = uploadImage({ shopId: 's1', file });
    const caught = done.catch((e: unknown) => e);
    jest.advanceTimersByTime(IMAGE_UPLOAD_TIMEOUT_MS - 1);
    expect(xhr.requests[0]?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    const error = (await caught) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe(IMAGE_UPLOAD_TIMEOUT_MESSAGE);
    expect(toasts.map((t) => t.title)).toEqual([IMAGE_UPLOAD_TIMEOUT_MESSAGE]);
  });

  it('a 401 goes to the bus for the host to sign out, without a toast of its own', async () => {
    const done = uploadImage({ shopId: 's1', file });
    xhr.requests[0]?.respond(401, { message: 'Unauthorized' });
    await expect(done).rejects.toMatchObject({ failure: 'session-ended' });
    expect(rejected).toEqual([{ token: 'tok-7' }]);
    expect(toasts).toEqual([]);
  });

  it('a cancelled upload aborts the request and shows no toast; a network failure does', async () => {
    const controller = new AbortController();
    const cancelled = uploadImage({ shopId: 's1', file, signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(ApiError);
    expect(xhr.requests[0]?.aborted).toBe(true);
    expect(toasts).toEqual([]);
    const failed = uploadImage({ shopId: 's1', file });
    xhr.requests[1]?.fail();
    await expect(failed).rejects.toMatchObject({ failure: 'network', message: ERROR_FALLBACK_MESSAGE });
    expect(toasts).toHaveLength(1);
  });
});
