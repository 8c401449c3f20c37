import { type FakeApi, fakeApi, primeBus, SUMMARY_FIXTURES, testShop } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from './App';

const category = (id: string, name: string, displayOrder: number) => ({
  _id: id,
  shop: 's1',
  name,
  displayOrder,
  products: [],
  options: [],
  upsell: [],
  availability: { availableDays: [] },
});

let api: FakeApi;
let order: string[];
const names: Record<string, string> = { c1: 'Coffee', c2: 'Cakes', c3: 'Drinks' };

beforeEach(() => {
  order = ['c1', 'c2', 'c3'];
  api = fakeApi({
    ...SUMMARY_FIXTURES,
    'GET /api/shops/s1/categories': () => ({ body: { categories: order.map((id, i) => category(id, names[id] ?? id, i)) } }),
    'GET /api/users/u1/shops': { shops: [testShop('s1', 'Harbour Cafe'), testShop('s2', 'Dockside Deli')], count: 2 },
    'PUT /api/shops/s1/categories/display-order': (request) => {
      order = (request.body as { ids: string[] }).ids;
      return { body: { ids: order } };
    },
    'POST /api/categories': { category: category('c4', 'Soups', 3) },
    'POST /api/shops/s1/copy-menu-from/s2': { message: 'Menu copy successful' },
    'PUT /api/categories/c2': { category: category('c2', 'Cakes & slices', 1) },
    'DELETE /api/categories/c2': { message: 'Category delete successful' },
  });
  primeBus({ token: 'token-1', shop: testShop('s1', 'Harbour Cafe') });
});
afterEach(() => {
  api.restore();
  resetBus();
});

const rowNames = () => screen.getAllByTestId('category-row').map((row) => within(row).getAllByText(/./)[0]?.textContent);

it('lists the categories in display order and reorders by keyboard in one call', async () => {
  renderArea(<App />, { path: '/shop/menu' });
  expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
  await waitFor(() => expect(rowNames()).toEqual(['Coffee', 'Cakes', 'Drinks']));
  expect(screen.getByRole('button', { name: 'Move Coffee up' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Move Coffee down' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1/categories/display-order')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1/categories/display-order')[0]?.body).toEqual({ ids: ['c2', 'c1', 'c3'] });
  await waitFor(() => expect(rowNames()).toEqual(['Cakes', 'Coffee', 'Drinks']));
});

it('creates a category (an empty or whitespace-only name is refused with its message) with categoryInfo as JSON text and toasts for 2 s', async () => {
  const toasts: unknown[] = [];
  const off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
  renderArea(<App />, { path: '/shop/menu' });
  await waitFor(() => expect(rowNames()).toHaveLength(3));
  // Empty, then whitespace only: the message shows and nothing is sent.
  fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/New category name/), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(api.calls('POST /api/categories')).toHaveLength(0);
  fireEvent.change(screen.getByLabelText(/New category name/), { target: { value: '  Soups ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
  await waitFor(() => expect(api.calls('POST /api/categories')).toHaveLength(1));
  expect(api.calls('POST /api/categories')[0]?.body).toEqual({ categoryInfo: JSON.stringify({ shop: 's1', name: 'Soups' }) });
  await waitFor(() =>
    expect(toasts).toContainEqual(
      expect.objectContaining({ status: 'success', title: 'Category creation successful', duration: 2000 }),
    ),
  );
  off();
});

it('renames a category through the prompt (whitespace ignored) and toasts for 2 s', async () => {
  const toasts: unknown[] = [];
  const off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
  renderArea(<App />, { path: '/shop/menu' });
  await waitFor(() => expect(rowNames()).toHaveLength(3));
  const cakes = screen.getAllByTestId('category-row')[1] as HTMLElement;
  // each row's buttons are named for their category, so a screen reader can tell the rows apart
  fireEvent.click(screen.getByRole('button', { name: 'Rename Cakes' }));
  let dialog = await screen.findByRole('dialog', { name: 'Rename category' });
  fireEvent.change(within(dialog).getByLabelText(/Category name/), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename category' })).not.toBeInTheDocument());
  expect(api.calls('PUT /api/categories/c2')).toHaveLength(0);

  fireEvent.click(within(cakes).getByRole('button', { name: 'Rename Cakes' }));
  dialog = await screen.findByRole('dialog', { name: 'Rename category' });
  fireEvent.change(within(dialog).getByLabelText(/Category name/), { target: { value: ' Cakes & slices ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(api.calls('PUT /api/categories/c2')).toHaveLength(1));
  expect(api.calls('PUT /api/categories/c2')[0]?.body).toEqual({ name: 'Cakes & slices' });
  await waitFor(() => expect(toasts).toContainEqual({ status: 'success', title: 'Category update successful', duration: 2000 }));
  off();
});

it("deletes a category after the spec's confirmation and toasts for 2 s", async () => {
  const toasts: unknown[] = [];
  const off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
  renderArea(<App />, { path: '/shop/menu' });
  await waitFor(() => expect(rowNames()).toHaveLength(3));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Cakes' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete the record "Cakes"');
  expect(dialog).toHaveTextContent("This action can't be undone.");
  expect(api.calls('DELETE /api/categories/c2')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.calls('DELETE /api/categories/c2')).toHaveLength(1));
  await waitFor(() => expect(toasts).toContainEqual({ status: 'success', title: 'Category delete successful', duration: 2000 }));
  off();
});

it("copies the menu from another shop of the merchant after confirmation, with the spec's toast", async () => {
  const toasts: unknown[] = [];
  const off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
  renderArea(<App />, { path: '/shop/menu' });
  const select = await screen.findByLabelText('Copy menu from');
  fireEvent.change(select, { target: { value: 's2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Copy menu' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Copy menu' });
  expect(dialog).toHaveTextContent('Dockside Deli');
  expect(api.calls('POST /api/shops/s1/copy-menu-from/s2')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Copy menu' }));
  await waitFor(() => expect(api.calls('POST /api/shops/s1/copy-menu-from/s2')).toHaveLength(1));
  await waitFor(() =>
    expect(toasts).toContainEqual(expect.objectContaining({ status: 'success', title: 'Menu copy successful', duration: 2000 })),
  );
  off();
});

it('asks the merchant to choose a shop, and calls nothing, when none is selected', () => {
  topics.shop.publish(null);
  renderArea(<App />, { path: '/shop/menu' });
  expect(screen.getByRole('heading', { name: 'Choose a shop' })).toBeInTheDocument();
  expect(api.calls('GET /api/shops/s1/categories')).toHaveLength(0);
});
