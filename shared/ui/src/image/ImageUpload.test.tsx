import { type FakeXhr, fakeXhr } from '@backoffice/api-client/testing';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UPLOAD_TIMEOUT_MESSAGE,
  IMAGE_UPLOAD_TIMEOUT_MS,
  LOGO_ASPECT,
  MAX_IMAGE_BYTES,
} from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { cropImage } from './crop-image';
import { IMAGE_UPLOADED, ImageUpload, type ImageUploadProps } from './ImageUpload';

// The cropper stands in for react-easy-crop (jsdom lays nothing out, so the real one never reports a crop):
// it records the props it was given and reports a crop area at once, as the real one does once the image loads.
const cropperProps: Array<{ aspect: number; rotation: number; zoom: number }> = [];
jest.mock('react-easy-crop', () => ({
  __esModule: true,
  default: function FakeCropper(props: {
    aspect: number;
    rotation: number;
    zoom: number;
    onCropComplete: (area: unknown, pixels: unknown) => void;
  }) {
    const { useEffect } = jest.requireActual<typeof import('react')>('react');
    cropperProps.push({ aspect: props.aspect, rotation: props.rotation, zoom: props.zoom });
    useEffect(() => {
      props.onCropComplete({ x: 0, y: 0, width: 100, height: 80 }, { x: 10, y: 20, width: 500, height: 400 });
    }, []);
    return <div data-testid="fake-cropper" />;
  },
}));
// jsdom has no canvas: the encode is replaced by a fixed JPEG blob; the geometry helpers stay real.
jest.mock('./crop-image', () => ({
  ...jest.requireActual('./crop-image'),
  cropImage: jest.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' })),
}));

let xhr: FakeXhr;
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:picked');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  cropperProps.length = 0;
  jest.mocked(cropImage).mockClear();
  xhr = fakeXhr();
  topics.auth.publish({ token: 'tok-1', userId: 'u1' });
  topics.shop.publish({ shopId: 'shop-1', shop: null });
});
afterEach(() => {
  xhr.restore();
  resetBus();
  jest.useRealTimers();
});

function renderUpload(props: Partial<ImageUploadProps> = {}) {
  const onChange = props.onChange ?? jest.fn();
  render(
    <BackofficeProvider>
      <ImageUpload label="Hero image" {...props} onChange={onChange} />
    </BackofficeProvider>,
  );
  return { onChange, input: screen.getByTestId('image-file-input') as HTMLInputElement };
}

function png(name = 'photo.png', size?: number): File {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function pickAndWaitForCrop(input: HTMLInputElement, file = png()) {
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByTestId('fake-cropper');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled());
}

describe('ImageUpload', () => {
  it('refuses a file over 9 MB with a clear message before any request, and opens no editor', async () => {
    const { input, onChange } = renderUpload();
    fireEvent.change(input, { target: { files: [png('huge.png', MAX_IMAGE_BYTES + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE_MESSAGE);
    expect(screen.queryByTestId('image-editor')).not.toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'huge.png' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a file of exactly 9 MB', async () => {
    const { input } = renderUpload();
    await pickAndWaitForCrop(input, png('max.png', MAX_IMAGE_BYTES));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is not JPEG, PNG or WebP (e.g. SVG) before any request', async () => {
    const { input } = renderUpload();
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TYPE_MESSAGE);
    expect(xhr.requests).toHaveLength(0);
  });

  it('crops to the 1.25 editor default, or to the aspect it is given (4 for logos)', async () => {
    const first = renderUpload();
    await pickAndWaitForCrop(first.input);
    expect(cropperProps.at(-1)?.aspect).toBe(1.25);
    document.body.innerHTML = '';
    cropperProps.length = 0;
    const logo = renderUpload({ label: 'Logo', aspect: LOGO_ASPECT });
    await pickAndWaitForCrop(logo.input);
    expect(cropperProps.at(-1)?.aspect).toBe(4);
  });

  it('rotates in 15° steps both ways (0 → 15 → 30, then left past 0 to 345) and encodes that rotation', async () => {
    const { input } = renderUpload();
    await pickAndWaitForCrop(input);
    const right = screen.getByRole('button', { name: 'Rotate right 15°' });
    const left = screen.getByRole('button', { name: 'Rotate left 15°' });
    await userEvent.click(right);
    expect(screen.getByTestId('image-rotation')).toHaveTextContent('Rotation: 15°');
    await userEvent.click(right);
    expect(cropperProps.at(-1)?.rotation).toBe(30);
    await userEvent.click(left);
    await userEvent.click(left);
    await userEvent.click(left);
    expect(screen.getByTestId('image-rotation')).toHaveTextContent('Rotation: 345°');
    expect(cropperProps.at(-1)?.rotation).toBe(345);
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(cropImage).toHaveBeenCalledTimes(1));
    expect(cropImage).toHaveBeenCalledWith({
      src: 'blob:picked',
      area: { x: 10, y: 20, width: 500, height: 400 },
      rotation: 345,
      output: 'jpeg',
    });
  });

  it('uploads the JPEG crop with the bearer and shop, shows progress, then reports secure_url', async () => {
    const { input, onChange } = renderUpload();
    await pickAndWaitForCrop(input);
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(xhr.requests[0]?.sent).toBe(true));
    const request = xhr.requests[0];
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/images');
    expect(request.headers.Authorization).toBe('Bearer tok-1');
    expect(request.body?.get('shopId')).toBe('shop-1');
    expect(request.body?.get('format')).toBe('jpeg');
    const sent = request.body?.get('file') as File;
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('image.jpg');

    act(() => request.progress(512, 1024));
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByTestId('image-editor')).toHaveTextContent('50%');

    act(() => request.respond(201, { secure_url: 'http://localhost/api/images/shop-1/abc.jpg' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('http://localhost/api/images/shop-1/abc.jpg'));
    expect(screen.queryByTestId('image-editor')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(IMAGE_UPLOADED);
  });

  it('sends PNG for a logo that keeps transparency (output="png")', async () => {
    const { input } = renderUpload({ label: 'Logo', aspect: LOGO_ASPECT, output: 'png', shopId: 'shop-9' });
    await pickAndWaitForCrop(input);
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(xhr.requests[0]?.sent).toBe(true));
    expect(xhr.requests[0]?.body?.get('format')).toBe('png');
    expect(xhr.requests[0]?.body?.get('shopId')).toBe('shop-9');
    expect(jest.mocked(cropImage).mock.calls[0]?.[0].output).toBe('png');
  });

  it("shows the server's message when the upload is refused, keeps the editor for another try", async () => {
    const { input, onChange } = renderUpload();
    await pickAndWaitForCrop(input);
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(xhr.requests[0]?.sent).toBe(true));
    act(() => xhr.requests[0]?.respond(413, { message: IMAGE_TOO_LARGE_MESSAGE }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE_MESSAGE);
    expect(screen.getByTestId('image-editor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops after 60 s with a clear time-out message (fake timers)', async () => {
    jest.useFakeTimers();
    const { input, onChange } = renderUpload();
    await pickAndWaitForCrop(input);
    fireEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(xhr.requests[0]?.sent).toBe(true));
    act(() => jest.advanceTimersByTime(IMAGE_UPLOAD_TIMEOUT_MS - 1));
    expect(xhr.requests[0]?.aborted).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(xhr.requests[0]?.aborted).toBe(true);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_UPLOAD_TIMEOUT_MESSAGE);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Cancel during an upload aborts it and closes the editor without an error', async () => {
    const { input, onChange } = renderUpload();
    await pickAndWaitForCrop(input);
    await userEvent.click(screen.getByRole('button', { name: 'Upload image' }));
    await waitFor(() => expect(xhr.requests[0]?.sent).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(xhr.requests[0]?.aborted).toBe(true);
    expect(screen.queryByTestId('image-editor')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a dropped file the same way (and refuses a dropped 9 MB + 1 byte one)', async () => {
    renderUpload();
    const zone = screen.getByTestId('image-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [png('big.png', MAX_IMAGE_BYTES + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE_MESSAGE);
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(await screen.findByTestId('fake-cropper')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is keyboard-usable: Tab reaches "Choose image" and Enter opens the file picker', async () => {
    const { input } = renderUpload();
    const click = jest.spyOn(input, 'click');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('shows the current image and offers Replace / Remove', async () => {
    const onRemove = jest.fn();
    renderUpload({ value: 'http://localhost/api/images/shop-1/x.jpg', onRemove });
    expect(screen.getByRole('img', { name: 'Current hero image' })).toHaveAttribute(
      'src',
      'http://localhost/api/images/shop-1/x.jpg',
    );
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
