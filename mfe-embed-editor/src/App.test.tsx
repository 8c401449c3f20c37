import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { MESSAGES } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { Link as RouterLink, useLocation } from '@backoffice/ui/router';
import { renderArea } from '@backoffice/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { LEAVE_CONFIRM, LEAVE_TITLE } from './layout/useLeaveGuard';
import { testEmbedKey, testKiosk } from './testing';

const harbour = testShop('s1', 'Harbour Cafe');

/** The JSON-text field (keyInfo, kioskInfo) of the first call to a route, parsed. */
function sent(route: string, field: string): unknown {
  const body = api.calls(route)[0]?.body as Record<string, string> | undefined;
  return JSON.parse(body?.[field] ?? 'null');
}
let api: FakeApi;
afterEach(() => {
  api.restore();
  resetBus();
});

describe('/shop/embed-store', () => {
  it('without a key says the store is disabled; Enable creates the key and reloads into the tabs', async () => {
    let key: ReturnType<typeof testEmbedKey> | null = null;
    api = fakeApi({
      'GET /api/shops/s1/embed-key': () => (key ? { body: { key } } : { status: 404, body: { message: 'no key' } }),
      'POST /api/shops/s1/embed-key': () => {
        key = testEmbedKey();
        return { status: 201, body: { key } };
      },
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store' });
    expect(await screen.findByText(MESSAGES.embedStoreDisabled)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Enable Embed Store' }));
    expect(await screen.findByRole('tab', { name: 'Domain Settings' })).toBeInTheDocument();
    for (const name of ['Layout', 'QR Code', 'General']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(api.calls('POST /api/shops/s1/embed-key')).toHaveLength(1);
    expect(screen.getByTestId('default-domain')).toHaveTextContent('harbour-cafe.store.localhost');
  });

  it('a failed enable says so in place', async () => {
    api = fakeApi({
      'GET /api/shops/s1/embed-key': () => ({ status: 404, body: { message: 'no key' } }),
      'POST /api/shops/s1/embed-key': () => ({ status: 409, body: { message: 'This shop already has an embed key.' } }),
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store' });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, Enable Embed Store' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This shop already has an embed key.');
  });

  it('a failed key fetch says so in place (no toast: spec 001 §8 lets it be silent) and offers a retry', async () => {
    let fail = true;
    api = fakeApi({
      'GET /api/shops/s1/embed-key': () =>
        fail ? { status: 503, body: { message: 'The database is not answering.' } } : { body: { key: testEmbedKey() } },
    });
    primeBus({ shop: harbour });
    const toasts: unknown[] = [];
    const stop = topics.toast.on((toast) => toasts.push(toast));
    renderArea(<App />, { path: '/shop/embed-store' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The database is not answering.');
    expect(toasts).toEqual([]);
    stop();
    expect(screen.queryByTestId('embed-disabled')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('tab', { name: 'Domain Settings' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('custom domain: refused with a scheme; saved normalised; CNAME instructions with TTL and 72 hours', async () => {
    let key = testEmbedKey();
    api = fakeApi({
      'GET /api/shops/s1/embed-key': () => ({ body: { key } }),
      'PUT /api/shops/s1/embed-key': (request) => {
        const info = JSON.parse((request.body as { keyInfo: string }).keyInfo) as { origins: string[] };
        key = { ...key, origins: [key.origins[0] ?? '', info.origins[1] ?? ''] };
        return { body: { key } };
      },
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store?section=domain' });
    const input = await screen.findByLabelText('Custom domain');
    fireEvent.change(input, { target: { value: 'https://order.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(await screen.findByText('Enter the domain name without http:// or https://.')).toBeInTheDocument();
    expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Order.Café.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save domain' }));
    const cname = await screen.findByTestId('cname-instructions');
    expect(cname).toHaveTextContent('CNAME');
    expect(cname).toHaveTextContent('order.xn--caf-dma.example.com');
    expect(cname).toHaveTextContent('harbour-cafe.store.localhost');
    expect(cname).toHaveTextContent('120 (or 5 minutes)');
    expect(cname).toHaveTextContent('up to 72 hours');
  });

  it('layout: the preview shows a changed theme colour before anything is saved', async () => {
    api = fakeApi({
      'GET /api/shops/s1/embed-key': { key: testEmbedKey() },
      'GET /api/shops/s1/embed-key/versions': { versions: [] },
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store?section=layout&layout=theme' });
    const preview = await screen.findByTestId('store-preview');
    expect(preview.innerHTML).not.toContain('rgb(255, 0, 0)');
    const first = screen.getByRole('textbox', { name: 'First colour' });
    fireEvent.change(first, { target: { value: '#ff0000' } });
    expect(screen.getByTestId('store-preview').innerHTML).toContain('rgb(255, 0, 0)');
    expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /^Theme/ })).toHaveTextContent('unsaved');
  });

  it('the landing restriction toggle saves at once, but only once its required texts are there: else it opens the form with its three messages', async () => {
    let key = testEmbedKey();
    api = fakeApi({
      'GET /api/shops/s1/embed-key': () => ({ body: { key } }),
      'PUT /api/shops/s1/embed-key': (request) => {
        const info = JSON.parse((request.body as { keyInfo: string }).keyInfo) as { landingRestriction: object };
        key = { ...key, landingRestriction: { ...key.landingRestriction, ...info.landingRestriction } };
        return { body: { key } };
      },
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store?section=settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save landing restriction' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(0);

    // named for what it switches, whatever its state; the state word is shown beside it. Turned on with nothing
    // written: the form says what is missing, the first field has focus, nothing is saved and it stays off.
    const toggle = () => within(screen.getByTestId('landing-toggle')).getByRole('checkbox', { name: 'Landing restriction' });
    fireEvent.click(toggle());
    for (const text of ['Title is required', 'Question is required', 'Rejection text is required'])
      expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(0);
    expect(screen.getByText('Disabled')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Over 18?' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), { target: { value: 'Are you 18 or older?' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Rejection text' }), { target: { value: 'Come back when you are.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save landing restriction' }));
    await waitFor(() => expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save landing restriction' })).toBeEnabled());
    fireEvent.click(toggle());
    await waitFor(() => expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(2));
    const toggled = api.calls('PUT /api/shops/s1/embed-key')[1]?.body as { keyInfo: string };
    expect(JSON.parse(toggled.keyInfo)).toEqual({ landingRestriction: { enabled: true } });
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
  });

  it('hideZeroCostPricing saves at once; the landing form sends every field it shows', async () => {
    let key = testEmbedKey({ landingRestriction: { enabled: true } });
    api = fakeApi({
      'GET /api/shops/s1/embed-key': () => ({ body: { key } }),
      'PUT /api/shops/s1/embed-key': (request) => {
        const info = JSON.parse((request.body as { keyInfo: string }).keyInfo) as Partial<typeof key>;
        key = { ...key, ...info } as typeof key;
        return { body: { key } };
      },
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store?section=settings' });
    const zeroCost = await screen.findByRole('checkbox', { name: 'Hide zero-cost pricing' });
    fireEvent.click(zeroCost);
    await waitFor(() => expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(1));
    expect(sent('PUT /api/shops/s1/embed-key', 'keyInfo')).toEqual({ general: { hideZeroCostPricing: true } });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Hide zero-cost pricing' })).toBeChecked());

    const fill: Record<string, string> = {
      Title: 'Over 18?',
      Question: 'Are you 18 or older?',
      'OK button text': 'Yes',
      'Cancel button text': 'No',
      'Cancellation description': 'Sorry',
      'Rejection text': 'You must be 18 to order.',
    };
    for (const [label, value] of Object.entries(fill))
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });
    await userEvent.click(screen.getByText('Confirm on all visits'));
    fireEvent.click(screen.getByRole('button', { name: 'Save landing restriction' }));
    await waitFor(() => expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(2));
    const body = api.calls('PUT /api/shops/s1/embed-key')[1]?.body as { keyInfo: string };
    expect(JSON.parse(body.keyInfo)).toEqual({
      landingRestriction: {
        enabled: true,
        title: 'Over 18?',
        question: 'Are you 18 or older?',
        okText: 'Yes',
        cancelText: 'No',
        cancellationDescription: 'Sorry',
        cancellationText: 'You must be 18 to order.',
        confirmOnAllVisits: true,
      },
    });
  });
});

describe('/shop/kiosks', () => {
  it('a merchant sees the cards with their unit keys but no Add Kiosk', async () => {
    api = fakeApi({ 'GET /api/shops/s1/kiosks': { kiosks: [testKiosk('k1', 'Front counter')], count: 1 } });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/kiosks' });
    const card = await screen.findByTestId('kiosk-card');
    expect(card).toHaveTextContent('Front counter');
    expect(card).toHaveTextContent('key-k1-abcdefghijklmnop');
    expect(screen.queryByRole('button', { name: 'Add Kiosk' })).not.toBeInTheDocument();
  });

  it('an admin adds a kiosk by prompt: an empty name is refused with the spec message', async () => {
    const kiosks = [testKiosk('k1', 'Front counter')];
    api = fakeApi({
      'GET /api/shops/s1/kiosks': () => ({ body: { kiosks, count: kiosks.length } }),
      'POST /api/kiosks': (request) => {
        const info = JSON.parse((request.body as { kioskInfo: string }).kioskInfo) as { name: string };
        const kiosk = testKiosk('k2', info.name);
        kiosks.push(kiosk);
        return { status: 201, body: { kiosk } };
      },
    });
    primeBus({ shop: harbour });
    act(() => topics.user.publish(testUser('u1', { roles: ['admin', 'merchant'] })));
    renderArea(<App />, { path: '/shop/kiosks' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Kiosk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Kiosk' });
    fireEvent.change(within(dialog).getByLabelText('Kiosk name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Kiosk' }));
    expect(await within(dialog).findByText(MESSAGES.invalidKioskName)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Kiosk name'), { target: { value: ' Lobby ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Kiosk' }));
    await waitFor(() => expect(screen.getAllByTestId('kiosk-card')).toHaveLength(2));
    expect(sent('POST /api/kiosks', 'kioskInfo')).toEqual({
      name: 'Lobby',
      shop: 's1',
    });
  });

  it('the kiosk page saves details without hidePrices', async () => {
    api = fakeApi({
      'GET /api/shops/s1/kiosks': { kiosks: [testKiosk('k1', 'Front counter', { hidePrices: true })], count: 1 },
      'PUT /api/kiosks/k1': (request) => ({ body: { kiosk: testKiosk('k1', 'Front'), request } }),
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/kiosks/k1' });
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Layout' })).toBeInTheDocument();
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.value);
    expect(options('Type')).toEqual(['kiosk', 'POS']);
    expect(options('EFTPOS provider')).toEqual(['smartpay', 'verifone', 'stripe', 'none']);
    expect(screen.getByLabelText('Unit key')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Unit key')).toHaveValue('key-k1-abcdefghijklmnop');
    expect(screen.getByRole('checkbox', { name: 'Allow pay in cash' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Allow registered users sign in' })).toBeInTheDocument();
    // hidePrices is displayed (the stored value) but cannot be changed here
    const hidePrices = screen.getByRole('checkbox', { name: 'Hide prices (not changed here)' });
    expect(hidePrices).toBeChecked();
    expect(hidePrices).toBeDisabled();
    fireEvent.change(screen.getByLabelText('EFTPOS provider'), { target: { value: 'verifone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/kiosks/k1')).toHaveLength(1));
    const info = sent('PUT /api/kiosks/k1', 'kioskInfo');
    expect(info).toEqual({
      name: 'Front counter',
      type: 'kiosk',
      EFTPOSProvider: 'verifone',
      allowPayInCash: false,
      allowRegisteredUsersSignIn: false,
    });
  });
});

describe('/shop/embed-store QR Code', () => {
  it('encodes the last origin as an https link at size 200 and downloads a PDF named after the store', async () => {
    api = fakeApi({
      'GET /api/shops/s1/embed-key': {
        key: testEmbedKey({ origins: ['harbour-cafe.store.localhost', 'order.harbour.example.com'] }),
      },
    });
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:qr';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store?section=qr' });
    expect(await screen.findByTestId('store-link')).toHaveAttribute('href', 'https://order.harbour.example.com');
    const image = await screen.findByTestId('store-qr', {}, { timeout: 5000 });
    expect(image).toHaveAttribute('data-link', 'https://order.harbour.example.com');
    // the PNG itself is 200 × 200 (IHDR width and height, big-endian, at bytes 16 and 20)
    const png = Buffer.from((image.getAttribute('src') ?? '').replace(/^data:image\/png;base64,/, ''), 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toEqual(['order.harbour.example.com-qr-code.pdf']), { timeout: 5000 });
    expect(created[0]?.type).toBe('application/pdf');
    click.mockRestore();
  });
});

describe('/shop/embed-store previews', () => {
  it('a QR code opens the draft preview: the link comes from the API and is drawn at size 200', async () => {
    const url = 'https://harbour-cafe.store.localhost/?preview=abcdefghijklmnopqrstuvwx';
    api = fakeApi({
      'GET /api/shops/s1/embed-key': { key: testEmbedKey() },
      'GET /api/shops/s1/embed-key/versions': { versions: [] },
      'POST /api/shops/s1/embed-key/preview-link': { url },
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store?section=layout' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the draft preview QR code' }));
    const qr = await screen.findByTestId('draft-preview-qr', {}, { timeout: 5000 });
    expect(qr).toHaveAttribute('data-link', url);
    const png = Buffer.from((qr.getAttribute('src') ?? '').replace(/^data:image\/png;base64,/, ''), 'base64');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
    expect(screen.getByTestId('draft-preview-link')).toHaveAttribute('href', url);
    expect(api.calls('POST /api/shops/s1/embed-key/preview-link')).toHaveLength(1);
  });

  it('the dine-in preview link opens the store with order-type=dine-in and the chosen table', async () => {
    const withTables = testShop('s1', 'Harbour Cafe', {
      dineIn: {
        enabled: true,
        tables: [
          { _id: 't-1', number: '1', capacity: 2 },
          { _id: 't-7', number: '7', capacity: 4 },
        ],
      },
    } as Partial<ReturnType<typeof testShop>>);
    api = fakeApi({ 'GET /api/shops/s1/embed-key': { key: testEmbedKey() } });
    primeBus({ shop: withTables });
    renderArea(<App />, { path: '/shop/embed-store?section=settings' });
    const link = await screen.findByTestId('dine-in-preview-link');
    expect(link).toHaveAttribute('href', 'https://harbour-cafe.store.localhost/?order-type=dine-in&table=t-1');
    fireEvent.change(screen.getByLabelText('Table'), { target: { value: 't-7' } });
    expect(screen.getByTestId('dine-in-preview-link')).toHaveAttribute(
      'href',
      'https://harbour-cafe.store.localhost/?order-type=dine-in&table=t-7',
    );
  });

  it('without tables the dine-in preview says where to add them', async () => {
    api = fakeApi({ 'GET /api/shops/s1/embed-key': { key: testEmbedKey() } });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/embed-store?section=settings' });
    expect(await screen.findByText(/The shop has no tables yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('dine-in-preview-link')).not.toBeInTheDocument();
  });
});

/** Shows the router's location, to tell whether a click navigated. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('unsaved layout changes warn before leaving', () => {
  const where = () => screen.getByTestId('where').textContent;

  async function renderEditor() {
    api = fakeApi({
      'GET /api/shops/s1/embed-key': { key: testEmbedKey() },
      'GET /api/shops/s1/embed-key/versions': { versions: [] },
      'PUT /api/shops/s1/embed-key': () => ({ body: { key: testEmbedKey({ draft: { embedVersion: 1, layoutConfig: {} } }) } }),
      'GET /api/shops/s1/categories': { categories: [], count: 0 },
    });
    primeBus({ shop: harbour });
    renderArea(
      <>
        <RouterLink to="/dashboard">Dashboard</RouterLink>
        <Where />
        <App />
      </>,
      { path: '/shop/embed-store?section=domain' },
    );
    // (jsdom: tabs opened first from the URL answer clicks only after a while; opened by a click they answer at once)
    await screen.findByTestId('default-domain');
    await userEvent.click(screen.getByRole('tab', { name: 'Layout' }));
    await screen.findByTestId('store-preview');
  }
  const editFirstColour = async () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'First colour' }), { target: { value: '#ff0000' } });
  };
  const beforeUnloadPrevented = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('nothing is asked while nothing is edited', async () => {
    await renderEditor();
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(screen.queryByText(LEAVE_TITLE)).not.toBeInTheDocument();
  });

  it('another tab: held with an in-app question; Stay keeps the edit (the browser journey goes on to Leave)', async () => {
    await renderEditor();
    await editFirstColour();
    expect(beforeUnloadPrevented()).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'QR Code' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(LEAVE_TITLE);
    expect(where()).toBe('/shop/embed-store?section=layout');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(where()).toBe('/shop/embed-store?section=layout');
    expect(screen.getByTestId('store-preview').innerHTML).toContain('rgb(255, 0, 0)');
    expect(screen.getByRole('button', { name: /^Theme/ })).toHaveTextContent('unsaved');
  });

  it('a link to another page (the host navigation too) is held until the merchant chooses to leave', async () => {
    await renderEditor();
    await editFirstColour();
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(where()).toBe('/shop/embed-store?section=layout');
    fireEvent.click(within(dialog).getByRole('button', { name: LEAVE_CONFIRM }));
    // replayed once the dialog has left the page
    await waitFor(() => expect(where()).toBe('/dashboard'), { timeout: 3000 });
  });

  it('switching the design version asks first, and only then saves', async () => {
    await renderEditor();
    await editFirstColour();
    // (jsdom: the radio group answers clicks only once its machine has started; asking twice shows one dialog)
    await waitFor(
      () => {
        fireEvent.click(screen.getByLabelText('Version 1'));
        expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    const dialog = screen.getByRole('alertdialog');
    expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: LEAVE_CONFIRM }));
    await waitFor(() => expect(api.calls('PUT /api/shops/s1/embed-key')).toHaveLength(1));
    expect(sent('PUT /api/shops/s1/embed-key', 'keyInfo')).toEqual({ embedVersion: 1 });
  });
});

describe('kiosk layout: draft → publish → versions, as the embed store', () => {
  it('a section save goes to the draft; Publish makes a version; Restore brings one back', async () => {
    let kiosk = testKiosk('k1', 'Front counter');
    const versions: {
      version: number;
      publishedAt: string;
      publishedBy: { _id: string; name: string };
      embedVersion: 2;
      changes: string[];
      restoredFrom: number | null;
    }[] = [];
    api = fakeApi({
      'GET /api/shops/s1/kiosks': () => ({ body: { kiosks: [kiosk], count: 1 } }),
      'GET /api/shops/s1/categories': { categories: [], count: 0 },
      'GET /api/kiosks/k1/versions': () => ({ body: { versions } }),
      'PUT /api/kiosks/k1': (request) => {
        const info = JSON.parse((request.body as { kioskInfo: string }).kioskInfo) as { layoutConfig: Record<string, unknown> };
        kiosk = {
          ...kiosk,
          draft: { embedVersion: 2, layoutConfig: { ...kiosk.draft.layoutConfig, ...info.layoutConfig } },
          hasUnpublishedChanges: true,
        };
        return { body: { kiosk } };
      },
      'POST /api/kiosks/k1/publish': () => {
        kiosk = { ...kiosk, layoutConfig: kiosk.draft.layoutConfig, hasUnpublishedChanges: false, publishedVersion: 1 };
        versions.unshift({
          version: 1,
          publishedAt: '2026-05-04T01:00:00.000Z',
          publishedBy: { _id: 'u1', name: 'Aroha Ngata' },
          embedVersion: 2,
          changes: ['landing'],
          restoredFrom: null,
        });
        return { body: { kiosk } };
      },
      'POST /api/kiosks/k1/versions/1/restore': () => ({ body: { kiosk: { ...kiosk, publishedVersion: 2 } } }),
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/kiosks/k1?section=layout&layout=landing' });
    const welcome = await screen.findByLabelText('Welcome message', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    // never published: no "Live: version 0"
    expect(screen.getByText('Not published yet')).toBeInTheDocument();
    expect(screen.queryByText(/Live: version/)).not.toBeInTheDocument();
    fireEvent.change(welcome, { target: { value: 'Kia ora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Landing page' }));
    await waitFor(() => expect(api.calls('PUT /api/kiosks/k1')).toHaveLength(1));
    expect(
      (sent('PUT /api/kiosks/k1', 'kioskInfo') as { layoutConfig: { landing: { welcomeMessage: string } } }).layoutConfig.landing
        .welcomeMessage,
    ).toBe('Kia ora');
    expect(await screen.findByText('Draft not published', {}, { timeout: 5000 })).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toBeEnabled());
    fireEvent.click(publish);
    // the pre-publish check lists what would hurt customers first (no logo yet): publish anyway
    const check = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(check).toHaveTextContent('no logo');
    fireEvent.click(within(check).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(api.calls('POST /api/kiosks/k1/publish')).toHaveLength(1), { timeout: 8000 });
    expect(await screen.findByTestId('layout-version-1', {}, { timeout: 5000 })).toHaveTextContent('changed landing');
    // the pre-publish dialog hides the page from the accessibility tree until it has closed: wait for the button
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }, { timeout: 5000 }));
    // restoring replaces the draft, so it asks first: Cancel changes nothing
    let ask = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/kiosks/k1/versions/1/restore')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }, { timeout: 5000 }));
    ask = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.calls('POST /api/kiosks/k1/versions/1/restore')).toHaveLength(1));
  });

  it('the pre-publish check: Fix closes it and opens the section that fixes the problem; nothing is published', async () => {
    const kiosk = testKiosk('k1', 'Front counter', { hasUnpublishedChanges: true });
    api = fakeApi({
      'GET /api/shops/s1/kiosks': () => ({ body: { kiosks: [kiosk], count: 1 } }),
      'GET /api/shops/s1/categories': { categories: [], count: 0 },
      'GET /api/kiosks/k1/versions': () => ({ body: { versions: [] } }),
      'POST /api/kiosks/k1/publish': () => ({ body: { kiosk } }),
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/kiosks/k1?section=layout&layout=theme' });
    const publish = await screen.findByRole('button', { name: 'Publish' }, { timeout: 5000 });
    await waitFor(() => expect(publish).toBeEnabled());
    fireEvent.click(publish);
    const check = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(check).toHaveTextContent('Before you publish');
    expect(check).toHaveTextContent('The store has no logo.');
    // the default theme is black on black: every text/background pair is listed, each with its own Fix
    expect(check).toHaveTextContent(/contrast 1\.00:1 \(WCAG AA needs 4\.5:1\)/);
    const logoIssue = within(check).getByText('The store has no logo.').closest('li') as HTMLElement;
    fireEvent.click(within(logoIssue).getByRole('button', { name: 'Fix' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Navbar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Logo URL')).toBeInTheDocument();
    expect(api.calls('POST /api/kiosks/k1/publish')).toHaveLength(0);
  });

  it('a published version can be previewed (who, when, what changed) without touching the draft, then back', async () => {
    const kiosk = testKiosk('k1', 'Front counter', { publishedVersion: 1 });
    const summary = {
      version: 1,
      publishedAt: '2026-05-04T01:00:00.000Z',
      publishedBy: { _id: 'u1', name: 'Aroha Ngata' },
      embedVersion: 2 as const,
      changes: ['landing', 'theme'],
      restoredFrom: null,
    };
    const published = testKiosk('k1', 'Front counter').layoutConfig as { landing: Record<string, unknown> };
    published.landing = { ...published.landing, welcomeMessage: 'Haere mai from version 1' };
    api = fakeApi({
      'GET /api/shops/s1/kiosks': () => ({ body: { kiosks: [kiosk], count: 1 } }),
      'GET /api/shops/s1/categories': { categories: [], count: 0 },
      'GET /api/kiosks/k1/versions': () => ({ body: { versions: [summary] } }),
      'GET /api/kiosks/k1/versions/1': () => ({ body: { version: { ...summary, layoutConfig: published } } }),
    });
    primeBus({ shop: harbour });
    renderArea(<App />, { path: '/shop/kiosks/k1?section=layout&layout=landing' });
    const row = await screen.findByTestId('layout-version-1', {}, { timeout: 5000 });
    expect(row).toHaveTextContent('Version 1');
    expect(row).toHaveTextContent('live');
    expect(row).toHaveTextContent('by Aroha Ngata');
    expect(row).toHaveTextContent('changed landing, theme');
    const preview = screen.getByTestId('store-preview');
    expect(preview).toHaveTextContent('Welcome');
    fireEvent.click(within(row).getByRole('button', { name: 'Preview version 1' }));
    await waitFor(() => expect(screen.getByTestId('store-preview')).toHaveTextContent('Haere mai from version 1'));
    expect(screen.getByText('Previewing version 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Welcome message')).toHaveValue('Welcome');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the draft preview' }));
    await waitFor(() => expect(screen.getByTestId('store-preview')).not.toHaveTextContent('Haere mai'));
  });
});
