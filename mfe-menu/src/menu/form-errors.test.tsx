import { type FakeApi, fakeApi, primeBus, SUMMARY_FIXTURES, testShop } from '@backoffice/api-client/testing';
import { defaultCategoryAvailability } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { errorToastTitles, expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { aProduct } from '../testing/menu-records';

/**
 * The menu's forms (option set, create by name, sold out until…): a refusal of the API that names a field shows
 * once, under it, and is not toasted; a refusal that names no field is the one toast (the product's Details form:
 * ProductPage.test.tsx).
 */
const option = {
  _id: 'o1',
  shop: 's1',
  name: 'Milk',
  category: 'c1',
  type: 'switch',
  minSelection: null,
  maxSelection: null,
  displayOrder: 0,
  values: [{ _id: 'v1', name: 'Oat', price: 80 }],
};
const product = aProduct();

let api: FakeApi;
let toasts: ToastMessage[];
let off: () => void;
function serve(routes: Parameters<typeof fakeApi>[0]) {
  api = fakeApi({
    ...SUMMARY_FIXTURES,
    'GET /api/shops/s1/categories': {
      categories: [
        {
          _id: 'c1',
          shop: 's1',
          name: 'Coffee',
          displayOrder: 0,
          products: [product],
          options: [option],
          upsell: [],
          availability: defaultCategoryAvailability(),
        },
      ],
    },
    ...routes,
  });
}
beforeEach(() => {
  primeBus({ token: 'token-1', shop: testShop('s1', 'Harbour Cafe') });
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
const refuse = (message: string) => () => ({ status: 400, body: { message } });

it('option set: the API refusing the name → under Title, once, no toast', async () => {
  serve({ 'PUT /api/options/o1': refuse('Name must be at most 100 characters') });
  renderArea(<App />, { path: '/shop/menu/c1/options/o1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Save option' }));
  await expectErrorUnderField(screen.getByLabelText(/^Title/), 'Name must be at most 100 characters');
  await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
  expect(errorToastTitles(toasts)).toEqual([]);
});

it('option set: a refusal about no field is one toast, no field marked', async () => {
  const refusal = 'This option set was deleted. Go back to its category.';
  serve({ 'PUT /api/options/o1': refuse(refusal) });
  renderArea(<App />, { path: '/shop/menu/c1/options/o1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Save option' }));
  await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
  expect(screen.queryByText(refusal)).toBeNull();
  expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
});

it('create by name: the API refusing the name → under the name field, once, no toast', async () => {
  serve({ 'POST /api/products': refuse('Name must be at most 100 characters') });
  renderArea(<App />, { path: '/shop/menu/c1' });
  const name = await screen.findByLabelText(/New product name/);
  fireEvent.change(name, { target: { value: 'Flat white with a very long name' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
  await expectErrorUnderField(name, 'Name must be at most 100 characters');
  expect(errorToastTitles(toasts)).toEqual([]);
});

it('sold out until…: the API refusing the time → under the field, once, no toast', async () => {
  const refusal = 'Sold out until must be a date';
  serve({ 'PUT /api/products/p1': refuse(refusal) });
  renderArea(<App now={() => new Date('2026-03-10T02:00:00.000Z')} />, { path: '/shop/menu/c1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Sold out until… Flat white' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText('Until a date and time'));
  const until = await within(dialog).findByLabelText(/Sold out until/);
  fireEvent.change(until, { target: { value: '2026-03-12T09:00' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Mark sold out' }));
  await expectErrorUnderField(within(dialog).getByLabelText(/Sold out until/), refusal);
  expect(errorToastTitles(toasts)).toEqual([]);
});

it('category Up sell: the API refusing the product → under Upsell product, once, no toast', async () => {
  const refusal = 'Upsell product is not on this shop’s menu (it may have been deleted). Choose again.';
  serve({ 'PUT /api/categories/c1': refuse(refusal) });
  renderArea(<App />, { path: '/shop/menu/c1?section=upsell' });
  const select = await screen.findByLabelText('Upsell product');
  fireEvent.change(select, { target: { value: 'p1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await expectErrorUnderField(screen.getByLabelText('Upsell product'), refusal);
  expect(errorToastTitles(toasts)).toEqual([]);
});

it('category availability: the API refusing the schedule → under Availability, once, no toast', async () => {
  const refusal = 'Available days must be one of: monday, tuesday, wednesday, thursday, friday, saturday';
  serve({ 'PUT /api/categories/c1': refuse(refusal) });
  renderArea(<App />, { path: '/shop/menu/c1?section=availability' });
  fireEvent.click(await screen.findByRole('button', { name: 'Save availability' }));
  await expectErrorUnderField(screen.getByTestId('schedule-editor'), refusal);
  expect(errorToastTitles(toasts)).toEqual([]);
  // a change to the schedule is a new try: the message goes until the next save
  fireEvent.click(screen.getByText('Saturday', { exact: true }));
  await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
});

it('category availability: a refusal about a time of the schedule is under it too; one about no field is the one toast', async () => {
  let refusal = 'Hour must be at most 23';
  serve({ 'PUT /api/categories/c1': () => ({ status: 400, body: { message: refusal } }) });
  renderArea(<App />, { path: '/shop/menu/c1?section=availability' });
  fireEvent.click(await screen.findByRole('button', { name: 'Save availability' }));
  await expectErrorUnderField(screen.getByTestId('schedule-editor'), refusal);
  expect(errorToastTitles(toasts)).toEqual([]);

  refusal = 'This category was deleted. Go back to the menu.';
  fireEvent.click(screen.getByText('Saturday', { exact: true }));
  fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
  await waitFor(() => expect(errorToastTitles(toasts)).toEqual([refusal]));
  expect(screen.queryByText(refusal)).toBeNull();
  expect(screen.getByTestId('schedule-editor')).not.toHaveAttribute('aria-invalid');
});
