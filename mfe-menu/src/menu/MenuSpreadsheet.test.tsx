import { type FakeApi, fakeApi, primeBus, SUMMARY_FIXTURES, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MenuSpreadsheet } from './MenuSpreadsheet';

const preview = {
  applied: false,
  summary: { create: 1, change: 1, unchanged: 0, refuse: 0 },
  rows: [
    {
      line: 2,
      action: 'change',
      category: 'Coffee',
      product: 'Caffè latte',
      changes: [
        { field: 'price', from: '4.50', to: '5.00' },
        { field: 'name', from: 'Latte', to: 'Caffè latte' },
      ],
    },
    { line: 3, action: 'create', category: 'Coffee', product: 'Mocha', changes: [], reason: 'New product' },
  ],
};
let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    ...SUMMARY_FIXTURES,
    'POST /api/shops/s1/menu-import': (request) => ({
      body: (request.body as { apply: boolean }).apply ? { ...preview, applied: true } : preview,
    }),
  });
  primeBus({ token: 'token-1', shop: testShop('s1', 'Harbour Cafe') });
});
afterEach(() => {
  api.restore();
  resetBus();
});

it('previews every row of the chosen file, then applies it in a second call', async () => {
  const reload = jest.fn(async () => undefined);
  renderArea(<MenuSpreadsheet onImported={reload} />);
  const csv = 'category,product_id,product,price\nCoffee,p1,Latte,5.00\nCoffee,,Mocha,6\n';
  const file = new File([csv], 'menu.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Import menu (CSV)'), { target: { files: [file] } });
  await waitFor(() => expect(screen.getAllByTestId('import-row')).toHaveLength(2));
  expect(api.calls('POST /api/shops/s1/menu-import')[0]?.body).toEqual({ csv, apply: false });
  expect(screen.getAllByTestId('import-row')[0]).toHaveTextContent('price: 4.50 → 5.00');
  // the file's column, not the product's field name
  expect(screen.getAllByTestId('import-row')[0]).toHaveTextContent('product: Latte → Caffè latte');
  expect(screen.getAllByTestId('import-row')[1]).toHaveTextContent('New product');
  fireEvent.click(screen.getByRole('button', { name: 'Apply import' }));
  await waitFor(() => expect(api.calls('POST /api/shops/s1/menu-import')).toHaveLength(2));
  expect(api.calls('POST /api/shops/s1/menu-import')[1]?.body).toEqual({ csv, apply: true });
  await waitFor(() => expect(reload).toHaveBeenCalled());
});
