import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { type Shop, TABLE_CAPACITY_MESSAGE } from '@backoffice/contracts';
import { PROMPT_REFUSAL_CASES } from '@backoffice/contracts/testing';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { downloadBlob, qrCardsPdf } from '@backoffice/ui';
import { useLocation } from '@backoffice/ui/router';
import { errorToastTitles, expectErrorUnderField, findOpenDialog, renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { MANAGE_TABLES_HINT, NO_TABLES } from './TablesTab';

// The PDF itself is drawn (and decoded) by the browser journey; here only what the page hands the helper.
jest.mock('@backoffice/ui', () => ({
  ...jest.requireActual('@backoffice/ui'),
  qrCardsPdf: jest.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' })),
  downloadBlob: jest.fn(),
}));

const TABLES = [
  { _id: 't1', number: '1', capacity: 4 },
  { _id: 't2', number: 'Patio 2', capacity: 2 },
];

function shopWith(dineIn: Shop['dineIn']): Shop {
  return testShop('s1', 'Harbour Cafe', { dineIn });
}

/** The URL's query, where the open tab and dialog live. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
const search = () => screen.getByTestId('search').textContent;

let api: FakeApi;
function start(shop: Shop, path: string) {
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'PUT /api/shops/s1': (request) => {
      const info = (
        request.body as { shopInfo: Record<string, { 'dineIn.tables': { _id?: string; number?: string; capacity?: number } }> }
      ).shopInfo;
      let tables = shop.dineIn?.tables ?? [];
      const pushed = info.$push?.['dineIn.tables'];
      const pulled = info.$pull?.['dineIn.tables'];
      if (pushed) tables = [...tables, { _id: 'new', number: pushed.number ?? '', capacity: pushed.capacity ?? 0 }];
      if (pulled) tables = tables.filter((table) => table._id !== pulled._id);
      return { body: { shop: { ...shop, dineIn: { ...shop.dineIn, tables } } } };
    },
    'GET /api/shops/s1/dine-in-links': {
      storeDomain: 'harbour.store.test',
      links: TABLES.map((t) => ({ ...t, tableId: t._id, url: `https://harbour.store.test?order-type=dine-in&table=${t._id}` })),
    },
  });
  primeBus({ token: 'token-1', shop });
  return renderArea(
    <>
      <App />
      <Search />
    </>,
    { path },
  );
}
afterEach(() => {
  api.restore();
  resetBus();
  jest.clearAllMocks();
});

it('shows the empty state on the Tables tab; + asks number then capacity and pushes the table', async () => {
  start(shopWith({ enabled: true, servingIdentifier: 'table-number', tables: [] }), '/shop/table-ordering?section=tables');
  expect(await screen.findByText(NO_TABLES)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Download table QR codes/ })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Add table' }));
  let dialog = await screen.findByRole('dialog', { name: 'Add table' });
  fireEvent.change(within(dialog).getByLabelText('Table number'), { target: { value: 'Window 3' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

  dialog = await findOpenDialog('Table Window 3');
  fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: 'four' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText(TABLE_CAPACITY_MESSAGE)).toBeInTheDocument();
  expect(api.calls('PUT /api/shops/s1')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: '4' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1')[0]?.body).toEqual({
    shopInfo: { $push: { 'dineIn.tables': { number: 'Window 3', capacity: 4 } } },
  });
  // The PUT answers, then SWR re-renders the table: slow under CI load, so a longer wait than the default second.
  const row = await screen.findByRole('row', { name: /Window 3/ }, { timeout: 5000 });
  expect(within(row).getByText('4')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

it('removes a table only after confirmation, with the spec question, as a $pull of its _id', async () => {
  start(shopWith({ enabled: true, servingIdentifier: 'table-number', tables: TABLES }), '/shop/table-ordering?section=tables');
  fireEvent.click(await screen.findByRole('button', { name: 'Remove table Patio 2' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove table' });
  expect(search()).toContain('dialog=remove-table');
  expect(within(dialog).getByText('Are you sure you want to delete the record "Table Patio 2"')).toBeInTheDocument();
  expect(within(dialog).getByText("This action can't be undone.")).toBeInTheDocument();
  expect(api.calls('PUT /api/shops/s1')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1')[0]?.body).toEqual({ shopInfo: { $pull: { 'dineIn.tables': { _id: 't2' } } } });
  await waitFor(() => expect(screen.queryByRole('row', { name: /Patio 2/ })).not.toBeInTheDocument());
  expect(screen.getAllByTestId('table-row')).toHaveLength(1);
});

it('Manage Tables is enabled only when the serving identifier is table-number', async () => {
  start(shopWith({ enabled: true, servingIdentifier: 'pin-number', tables: TABLES }), '/shop/table-ordering?section=tables');
  expect(await screen.findByText(MANAGE_TABLES_HINT)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add table' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove table 1' })).toBeDisabled();
});

it('downloads one PDF with a card per table, each the dine-in link from the API, in the chosen theme', async () => {
  start(shopWith({ enabled: true, servingIdentifier: 'table-number', tables: TABLES }), '/shop/table-ordering?section=tables');
  fireEvent.change(await screen.findByLabelText('QR theme'), { target: { value: 'gold' } });
  fireEvent.click(screen.getByRole('button', { name: /Download table QR codes/ }));
  await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
  expect(qrCardsPdf).toHaveBeenCalledWith({
    venueName: 'Harbour Cafe',
    theme: 'gold',
    cards: [
      { url: 'https://harbour.store.test?order-type=dine-in&table=t1', title: 'Table 1' },
      { url: 'https://harbour.store.test?order-type=dine-in&table=t2', title: 'Table Patio 2' },
    ],
  });
  expect(jest.mocked(downloadBlob).mock.calls[0]?.[1]).toBe('harbour-cafe-table-qr-codes.pdf');
});

it('the Settings tab is the first tab and the settings accordion shows the same tabs under ?tab=', async () => {
  start(shopWith({ enabled: false, tables: [] }), '/shop/table-ordering');
  expect(await screen.findByRole('form', { name: 'Table ordering' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enable Dine-in' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Tables' }));
  expect(await screen.findByText(NO_TABLES)).toBeInTheDocument();
  expect(search()).toBe('?section=tables');
});

it('preparation time: the stored value (the API fills 15 in data) shows, the placeholder says 5 (spec 001 §9)', async () => {
  start(shopWith({ enabled: true, preparationTime: 15, tables: [] }), '/shop/table-ordering');
  const field = await screen.findByRole('spinbutton', { name: /Preparation time/ });
  expect(field).toHaveValue(15);
  expect(field).toHaveAttribute('placeholder', '5');
});

it('a refusal of the table number (sent with the capacity): back to its prompt, under Table number, once, no toast', async () => {
  const refusal = 'Number must be at most 40 characters';
  const toasts: ToastMessage[] = [];
  const off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
  start(shopWith({ enabled: true, servingIdentifier: 'table-number', tables: [] }), '/shop/table-ordering?section=tables');
  api.restore();
  api = fakeApi({
    'GET /api/shops/s1': {
      shop: shopWith({ enabled: true, servingIdentifier: 'table-number', tables: [] }),
      stripeAccount: null,
    },
    'PUT /api/shops/s1': () => ({ status: 400, body: { message: refusal } }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Add table' }));
  let dialog = await screen.findByRole('dialog', { name: 'Add table' });
  fireEvent.change(within(dialog).getByLabelText('Table number'), { target: { value: 'Window 3' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  dialog = await findOpenDialog('Table Window 3');
  fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: '4' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  dialog = await findOpenDialog('Add table');
  await expectErrorUnderField(within(dialog).getByLabelText('Table number'), refusal);
  expect(within(dialog).getByLabelText('Table number')).toHaveValue('Window 3');
  expect(errorToastTitles(toasts)).toEqual([]);
  off();
});

// Rules once: each prompt holds one field of the route's new table (contracts tableNumberPrompt, tableCapacityPrompt);
// PUT /api/shops/:shopId refuses each of these in the same words (api shops/rules-once.test.ts).
it.each(PROMPT_REFUSAL_CASES.filter(({ prompt }) => prompt === 'table number' || prompt === 'table capacity'))(
  '$prompt prompt refuses $name: "$message" under its field, nothing sent',
  async ({ prompt, typed, message }) => {
    start(shopWith({ enabled: true, servingIdentifier: 'table-number', tables: [] }), '/shop/table-ordering?section=tables');
    fireEvent.click(await screen.findByRole('button', { name: 'Add table' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add table' });
    const numberTyped = prompt === 'table number' ? typed : '7';
    fireEvent.change(within(dialog).getByLabelText('Table number'), { target: { value: numberTyped } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    if (prompt === 'table capacity') {
      dialog = await findOpenDialog('Table 7');
      fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: typed } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    }
    await expectErrorUnderField(within(dialog).getByLabelText(prompt === 'table number' ? 'Table number' : 'Capacity'), message);
    expect(api.calls('PUT /api/shops/s1')).toHaveLength(0);
  },
);
