import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { defaultLayoutConfig } from '@backoffice/contracts';
import { PROMPT_REFUSAL_CASES } from '@backoffice/contracts/testing';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { errorToastTitles, expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from './App';
import { testEmbedKey, testKiosk } from './testing';

/**
 * The embed store's and kiosks' forms: a refusal of the API that names a field shows once, under it, and is not
 * toasted; a refusal that names no field is the one toast.
 */
const harbour = testShop('s1', 'Harbour Cafe');
let api: FakeApi;
let toasts: ToastMessage[];
let off: () => void;
beforeEach(() => {
  primeBus({ shop: harbour });
  toasts = [];
  off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
});
afterEach(() => {
  off();
  api.restore();
  resetBus();
});

it('custom domain another store holds (409): under Custom domain, once, no toast', async () => {
  const taken = 'That domain is already used by another store. Choose a different domain.';
  api = fakeApi({
    'GET /api/shops/s1/embed-key': { key: testEmbedKey() },
    'PUT /api/shops/s1/embed-key': () => ({ status: 409, body: { message: taken } }),
  });
  renderArea(<App />, { path: '/shop/embed-store?section=domain' });
  const input = await screen.findByLabelText('Custom domain');
  fireEvent.change(input, { target: { value: 'order.example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save domain' }));
  await expectErrorUnderField(input, taken);
  expect(errorToastTitles(toasts)).toEqual([]);
});

it('kiosk details: the API refusing the name → under Name, once, no toast; a refusal naming no field → one toast', async () => {
  let refusal = 'Name must be at most 100 characters';
  api = fakeApi({
    'GET /api/shops/s1/kiosks': { kiosks: [testKiosk('k1', 'Front counter')], count: 1 },
    'PUT /api/kiosks/k1': () => ({ status: 400, body: { message: refusal } }),
  });
  renderArea(<App />, { path: '/shop/kiosks/k1' });
  const name = await screen.findByLabelText(/^Name/);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expectErrorUnderField(name, refusal);
  expect(errorToastTitles(toasts)).toEqual([]);

  refusal = 'This kiosk was removed. Go back to the kiosks.';
  fireEvent.change(name, { target: { value: 'Front' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
  expect(screen.queryByText(refusal)).toBeNull();
  expect(name).not.toHaveAttribute('aria-invalid');
});

it('Add Kiosk prompt: the API refusing the name → under Kiosk name, once, no toast; no field → one toast', async () => {
  let refusal = 'Name must be at most 100 characters';
  api = fakeApi({
    'GET /api/shops/s1/kiosks': { kiosks: [], count: 0 },
    'POST /api/kiosks': () => ({ status: 400, body: { message: refusal } }),
  });
  act(() => topics.user.publish(testUser('u1', { roles: ['admin', 'merchant'] })));
  renderArea(<App />, { path: '/shop/kiosks' });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Kiosk' }));
  const name = await screen.findByLabelText('Kiosk name');
  fireEvent.change(name, { target: { value: 'Front counter' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Kiosk' }));
  await expectErrorUnderField(name, refusal);
  expect(errorToastTitles(toasts)).toEqual([]);

  refusal = 'This shop has reached its number of kiosks.';
  fireEvent.change(name, { target: { value: 'Front' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Kiosk' }));
  await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
  expect(screen.queryByText(refusal)).toBeNull();
  expect(name).not.toHaveAttribute('aria-invalid');
});

// Rules once: the Add Kiosk prompt holds the route's schema (contracts kioskNameForm); POST /api/kiosks refuses each
// of these in the same words (api kiosks.test.ts).
it.each(PROMPT_REFUSAL_CASES.filter((refusal) => refusal.prompt === 'kiosk name'))(
  'Add Kiosk prompt refuses $name: "$message" under Kiosk name, nothing sent',
  async ({ typed, message }) => {
    api = fakeApi({ 'GET /api/shops/s1/kiosks': { kiosks: [], count: 0 } });
    act(() => topics.user.publish(testUser('u1', { roles: ['admin', 'merchant'] })));
    renderArea(<App />, { path: '/shop/kiosks' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Kiosk' }));
    const name = await screen.findByLabelText('Kiosk name');
    fireEvent.change(name, { target: { value: typed } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Kiosk' }));
    await expectErrorUnderField(name, message);
    expect(api.calls('POST /api/kiosks')).toHaveLength(0);
  },
);

describe('layout editor: a section save refused → under its field, in the API words, once', () => {
  const key = testEmbedKey();
  const renderTheme = (save: () => { status: number; body: unknown }) => {
    api = fakeApi({
      'GET /api/shops/s1/embed-key': { key },
      'GET /api/shops/s1/embed-key/versions': { versions: [] },
      'GET /api/shops/s1/categories': { categories: [], count: 0 },
      'PUT /api/shops/s1/embed-key': save,
    });
    renderArea(<App />, { path: '/shop/embed-store?section=layout&layout=theme' });
  };

  it('the API refusing the font imports ("Font import: …") → under Custom font imports, no toast', async () => {
    const refusal = 'Font import: Fonts may be imported only over https from fonts.googleapis.com: https://fonts.example/a';
    renderTheme(() => ({ status: 400, body: { message: refusal } }));
    const imports = await screen.findByLabelText('Custom font imports');
    fireEvent.change(imports, {
      target: { value: "@import url('https://fonts.googleapis.com/css2?family=Lato&display=swap');" },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Theme' }));
    await expectErrorUnderField(imports, refusal);
    expect(errorToastTitles(toasts)).toEqual([]);
    // editing the field takes its message away
    fireEvent.change(imports, { target: { value: '' } });
    expect(screen.queryByText(refusal)).toBeNull();
    expect(imports).not.toHaveAttribute('aria-invalid');
  });

  it('design version 1: "Font import: …" → under Font imports of the Fonts section, no toast', async () => {
    const refusal = 'Font import: Only @import or <link> lines from fonts.googleapis.com can be used';
    const v1 = defaultLayoutConfig('embed', 1);
    api = fakeApi({
      'GET /api/shops/s1/embed-key': {
        key: testEmbedKey({ embedVersion: 1, layoutConfig: v1, draft: { embedVersion: 1, layoutConfig: v1 } }),
      },
      'GET /api/shops/s1/embed-key/versions': { versions: [] },
      'GET /api/shops/s1/categories': { categories: [], count: 0 },
      'PUT /api/shops/s1/embed-key': () => ({ status: 400, body: { message: refusal } }),
    });
    renderArea(<App />, { path: '/shop/embed-store?section=layout&layout=fonts' });
    const imports = await screen.findByLabelText('Font imports');
    fireEvent.click(screen.getByRole('button', { name: 'Save Fonts' }));
    await expectErrorUnderField(imports, refusal);
    expect(errorToastTitles(toasts)).toEqual([]);
  });

  it('what the API would refuse is shown before sending: a bad colour under First colour (not First font)', async () => {
    renderTheme(() => ({ status: 200, body: { key } }));
    const colour = await screen.findByRole('textbox', { name: 'First colour' });
    fireEvent.change(colour, { target: { value: 'red' } });
    // a half-typed colour keeps its control (the same input, the merchant's cursor in it)
    expect(screen.getByRole('textbox', { name: 'First colour' })).toBe(colour);
    fireEvent.click(screen.getByRole('button', { name: 'Save Theme' }));
    await expectErrorUnderField(colour, 'First must be a colour like #1a2b3c');
    await waitFor(() => expect(colour).toHaveFocus());
    expect(screen.getByLabelText('First font')).not.toHaveAttribute('aria-invalid');
    expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(0);
    expect(errorToastTitles(toasts)).toEqual([]);
  });

  it('a refusal naming a field of the section that is not on screen (the footer off: only Enabled) → the one toast', async () => {
    const refusal = 'Padding must be 0 to 100';
    api = fakeApi({
      'GET /api/shops/s1/embed-key': { key },
      'GET /api/shops/s1/embed-key/versions': { versions: [] },
      'GET /api/shops/s1/categories': { categories: [], count: 0 },
      'PUT /api/shops/s1/embed-key': () => ({ status: 400, body: { message: refusal } }),
    });
    renderArea(<App />, { path: '/shop/embed-store?section=layout&layout=footer' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Footer' }));
    await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
    expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(1);
    expect(screen.queryByLabelText('Padding')).toBeNull();
    expect(screen.queryByText(refusal)).toBeNull();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('a refusal naming no field of the section → the one toast, nothing under a field', async () => {
    const refusal = 'The embed store is being published. Try again in a moment.';
    renderTheme(() => ({ status: 409, body: { message: refusal } }));
    const colour = await screen.findByRole('textbox', { name: 'First colour' });
    fireEvent.change(colour, { target: { value: '#123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Theme' }));
    await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
    expect(screen.queryByText(refusal)).toBeNull();
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
