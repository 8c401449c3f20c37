import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { aProduct } from '../testing/menu-records';

// The permission table: staff change only what is sold out and what is hidden (`menu.availability`); everything else
// in Menu, vouchers included, is `menu.edit` and is not drawn for them.
const NOW = new Date('2026-03-10T02:00:00.000Z');
const product = (id: string, name: string, extra: object = {}) => aProduct({ _id: id, name, ...extra });
const coffee = {
  _id: 'c1',
  shop: 's1',
  name: 'Coffee',
  displayOrder: 0,
  products: [product('p1', 'Flat white'), product('p2', 'Latte', { enabled: false })],
  options: [],
  upsell: [],
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1/categories': { categories: [coffee] },
    'PUT /api/products/p1': { product: product('p1', 'Flat white', { enabled: false }) },
  });
  primeBus({ userId: 'u2', shop: testShop('s1', 'Harbour Cafe', { owner: 'u1', role: 'staff' }) });
});
afterEach(() => {
  api.restore();
  resetBus();
});

describe('the menu for staff', () => {
  it('lists the categories without create, rename, delete, reorder, spreadsheet or copy', async () => {
    renderArea(<App />, { path: '/shop/menu' });
    const row = await screen.findByTestId('category-row');
    expect(within(row).getByRole('link', { name: 'Coffee' })).toBeInTheDocument();
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Create category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export|Import/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy menu' })).not.toBeInTheDocument();
    // no shop list is fetched for a copy they cannot make
    expect(api.calls('GET /api/users/u2/shops')).toHaveLength(0);
  });

  it('shows a category as its products only: sold out and hide/show, nothing else', async () => {
    renderArea(<App now={() => NOW} />, { path: '/shop/menu/c1?section=upsell' });
    const rows = await screen.findAllByTestId('product-row');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Products']);
    expect(screen.queryByRole('button', { name: 'Create product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync products' })).not.toBeInTheDocument();
    const flatWhite = rows[0] as HTMLElement;
    expect(within(flatWhite).queryByRole('link')).not.toBeInTheDocument();
    expect(within(flatWhite).getByRole('button', { name: 'Sold out until… Flat white' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Show Latte' })).toBeInTheDocument();
    fireEvent.click(within(flatWhite).getByRole('button', { name: 'Hide Flat white' }));
    await waitFor(() => expect(api.calls('PUT /api/products/p1')).toHaveLength(1));
    expect(api.calls('PUT /api/products/p1')[0]?.body).toEqual({ enabled: false });
  });

  it.each([
    ['/shop/menu/c1/products/p1', 'Product editing'],
    ['/shop/promo-codes', 'Voucher Manager'],
  ])('a direct URL to %s shows the no-access screen', (path, area) => {
    renderArea(<App />, { path });
    expect(screen.getByTestId('no-access')).toHaveTextContent(`Your role (Staff) can't open ${area}. Ask the shop owner.`);
    expect(api.requests).toHaveLength(0);
  });
});
