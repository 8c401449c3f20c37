import { IMAGE_FORMATS, IMAGE_UPLOAD_TIMEOUT_MS, MAX_IMAGE_BYTES } from './images';

// The widget, the api-client and the API all read these constants, so their tests pass whatever the numbers are;
// the spec's numbers are pinned here.
it('the spec limits: 9 MB per image (spec 001 §5/§9), a 60 s upload time-out (§7), JPEG / PNG / WebP only', () => {
  expect(MAX_IMAGE_BYTES).toBe(9 * 1024 * 1024);
  expect(IMAGE_UPLOAD_TIMEOUT_MS).toBe(60_000);
  expect(IMAGE_FORMATS).toEqual(['jpeg', 'png', 'webp']);
});
