import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';

/**
 * The delivery price table's stored rows (spec 000 §2): read-only, removable one by one ("Remove {title}"),
 * what is left is what the save sends, and an empty table cannot be saved.
 */

const ROWS = [
  { title: 'Near', description: 'Under 2 km', fee: 450 },
  { title: 'Far', description: '2 to 6 km', fee: 995 },
];
const shop = testShop('s1', 'Harbour Cafe', {
  delivery: { enabled: true, deliveryType: 'self-delivery', feeType: 'price-table', priceTable: ROWS },
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'PUT /api/shops/s1': (request) => ({ body: { shop: { ...shop, ...(request.body as { shopInfo: object }).shopInfo } } }),
  });
  primeBus({ token: 'token-1', shop });
});
afterEach(() => {
  api.restore();
  resetBus();
});

async function openDelivery() {
  renderArea(<App />, { path: '/shop/settings?section=delivery' });
  const form = await screen.findByRole('form', { name: 'Delivery' });
  return { form, table: within(form).getByRole('table', { name: 'Price table' }) };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

it('stored rows are shown as text, with no input to edit them', async () => {
  const { table } = await openDelivery();
  expect(
    bodyRows(table).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['Near', 'Under 2 km', 'NZ$4.50'],
    ['Far', '2 to 6 km', 'NZ$9.95'],
  ]);
  expect(table.querySelectorAll('input, textarea, select, [contenteditable="true"]')).toHaveLength(0);
  // the only control a stored row has is its Remove button
  for (const row of bodyRows(table)) {
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([`Remove ${within(row).getAllByRole('cell')[0]?.textContent}`]);
  }
});

it('Remove {title} drops that row, and the save sends the rows left', async () => {
  const { form, table } = await openDelivery();
  fireEvent.click(within(table).getByRole('button', { name: 'Remove Near' }));
  expect(within(form).queryByText('Near')).toBeNull();
  expect(bodyRows(table)).toHaveLength(1);
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  const sent = api.calls('PUT /api/shops/s1')[0]?.body as { shopInfo: { delivery: { feeType: string; priceTable: unknown } } };
  expect(sent.shopInfo.delivery.feeType).toBe('price-table');
  expect(sent.shopInfo.delivery.priceTable).toEqual([{ title: 'Far', description: '2 to 6 km', fee: 995 }]);
});

it('with every row removed, Save is disabled and nothing is sent', async () => {
  const { form, table } = await openDelivery();
  expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  fireEvent.click(within(table).getByRole('button', { name: 'Remove Near' }));
  fireEvent.click(within(table).getByRole('button', { name: 'Remove Far' }));
  expect(within(form).queryByRole('table', { name: 'Price table' })).toBeNull();
  const save = within(form).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  fireEvent.click(save);
  // nor by a submit that does not come through the button (a script's requestSubmit, an extension's Enter)
  fireEvent.submit(save.closest('form') as HTMLFormElement);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls('PUT /api/shops/s1')).toHaveLength(0);
});
