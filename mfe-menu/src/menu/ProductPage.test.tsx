import { type FakeApi, fakeApi, primeBus, SUMMARY_FIXTURES, testShop } from '@backoffice/api-client/testing';
import { defaultCategoryAvailability, PRICE_RANGE_MESSAGE, PRODUCT_HIDDEN_NOTE } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from '../App';
import { aProduct } from '../testing/menu-records';

/**
 * The product's Details form (spec 001 §5) and issue "messages in the merchant's words": a form error shows once,
 * under its field — whether the form found it or the API refused with it — and toasts are for what has no field.
 * A product created by its name has no price yet: the field starts empty and the page says why it is hidden.
 */
const product = aProduct;

let api: FakeApi;
let toasts: ToastMessage[];
let off: () => void;

function serve(stored: object, save: () => { status: number; body: object }) {
  api = fakeApi({
    ...SUMMARY_FIXTURES,
    'GET /api/shops/s1/categories': () => ({
      body: {
        categories: [
          {
            _id: 'c1',
            shop: 's1',
            name: 'Coffee',
            displayOrder: 0,
            products: [stored],
            options: [],
            upsell: [],
            availability: defaultCategoryAvailability(),
          },
        ],
      },
    }),
    'PUT /api/products/p1': save,
    'GET /api/icons': { icons: [] },
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

const errorToasts = () => toasts.filter((toast) => toast.status === 'error').map((toast) => toast.title);

it('a price over NZ$9,999.99: the range under the Price field, once; no request, no toast', async () => {
  serve(product(), () => ({ status: 200, body: { product: product() } }));
  renderArea(<App />, { path: '/shop/menu/c1/products/p1' });
  fireEvent.change(await screen.findByLabelText(/^Price/), { target: { value: '200000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
  expect(await screen.findAllByText(PRICE_RANGE_MESSAGE)).toHaveLength(1);
  expect(screen.getByLabelText(/^Price/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls('PUT /api/products/p1')).toHaveLength(0);
  expect(errorToasts()).toEqual([]);
});

it('the API refusing a field: its message under that field only, never also a toast; it goes once the field changes', async () => {
  const refusal = 'SKU must be at most 100 characters';
  serve(product(), () => ({ status: 400, body: { message: refusal } }));
  renderArea(<App />, { path: '/shop/menu/c1/products/p1' });
  const sku = await screen.findByLabelText('SKU');
  fireEvent.change(sku, { target: { value: 'FW-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
  await waitFor(() => expect(api.calls('PUT /api/products/p1')).toHaveLength(1));
  expect(await screen.findAllByText(refusal)).toHaveLength(1);
  expect(sku).toHaveAttribute('aria-invalid', 'true');
  expect(errorToasts()).toEqual([]);
  fireEvent.change(sku, { target: { value: 'FW-2' } });
  await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
});

it('a refusal about no field of the form is a toast, and nothing shows under the fields', async () => {
  const refusal = 'Add a price and a description before showing this product';
  serve(product(), () => ({ status: 400, body: { message: refusal } }));
  renderArea(<App />, { path: '/shop/menu/c1/products/p1' });
  fireEvent.click(await screen.findByRole('button', { name: 'Save details' }));
  await waitFor(() => expect(errorToasts()).toEqual([refusal]));
  expect(screen.queryByText(refusal)).not.toBeInTheDocument();
});

it('a product created by its name: no price filled in (0 only when typed), and it says why it is hidden', async () => {
  serve(product({ enabled: false, priced: false, price: 0, description: '' }), () => ({
    status: 200,
    body: { product: product() },
  }));
  renderArea(<App />, { path: '/shop/menu/c1/products/p1' });
  expect(await screen.findByText(PRODUCT_HIDDEN_NOTE)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Price/)).toHaveValue('');
  fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
  expect(await screen.findByText('Price is required')).toBeInTheDocument();
  expect(api.calls('PUT /api/products/p1')).toHaveLength(0);
  // typed, a price of 0 is a price
  fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '0' } });
  fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'On the house' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
  await waitFor(() => expect(api.calls('PUT /api/products/p1')).toHaveLength(1));
  expect(api.calls('PUT /api/products/p1')[0]?.body).toMatchObject({ price: 0, description: 'On the house' });
});
