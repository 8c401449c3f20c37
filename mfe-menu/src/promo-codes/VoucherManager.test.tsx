import { type FakeApi, fakeApi, primeBus, SUMMARY_FIXTURES, testShop } from '@backoffice/api-client/testing';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { errorToastTitles, expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { VOUCHER_CARDS_QUERY } from './useVoucherCards';

const NOW = new Date('2026-03-10T02:00:00.000Z');
const promo = {
  _id: 'pc1',
  code: 'KIAORA',
  type: 'discount',
  expiry: '2026-03-20T10:30:00.000Z',
  status: 'active',
  createdAt: '2026-03-01T00:00:00.000Z',
  rewardConfig: {
    discountType: 'percentage',
    discount: 10,
    discountTargetType: 'order',
    rewardTargetProducts: [],
    minimumSpent: 20,
  },
  targetUsersConfig: { isStoreWide: true, users: [], usageLimit: 5 },
  timesUsed: 3,
};
const categories = [
  {
    _id: 'c1',
    shop: 's1',
    name: 'Coffee',
    displayOrder: 0,
    options: [],
    upsell: [],
    availability: { availableDays: [] },
    products: [
      {
        _id: 'p1',
        shop: 's1',
        name: 'Flat white',
        description: '',
        excerpt: '',
        category: 'c1',
        enabled: true,
        price: 450,
        stock: -1,
        displayOrder: 0,
      },
    ],
  },
];

let api: FakeApi;
let list: unknown[];
beforeEach(() => {
  list = [promo];
  api = fakeApi({
    ...SUMMARY_FIXTURES,
    'GET /api/shops/s1/promo-codes': () => ({ body: { promoCodes: list, count: list.length } }),
    'GET /api/shops/s1/categories': { categories },
    'GET /api/shops/s1/customers': { users: [], count: 0 },
    'POST /api/shops/s1/promo-code': { promoCode: { ...promo, _id: 'pc2', code: 'GEN12345' } },
    'PUT /api/promo-codes/pc1': { promoCode: promo },
    'DELETE /api/promo-codes/pc1': { message: 'Promo code delete successful' },
  });
  primeBus({ token: 'token-1', shop: testShop('s1', 'Harbour Cafe') });
});
afterEach(() => {
  api.restore();
  resetBus();
});

it('shows each code with status, NZ expiry, details, restrictions and users', async () => {
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
  const table = await screen.findByRole('table', { name: 'Promo codes' });
  const row = await within(table).findByRole('row', { name: /KIAORA/ });
  expect(row).toHaveTextContent('active');
  expect(row).toHaveTextContent('20/03/2026 at 23:30');
  expect(row).toHaveTextContent('10% off the whole order');
  expect(row).toHaveTextContent('Minimum spend NZ$20.00; up to 5 uses');
  expect(row).toHaveTextContent('All customers');
});

it('shows the empty state', async () => {
  list = [];
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
  expect(await screen.findByText('No available promo codes')).toBeInTheDocument();
});

it('names the six steps as spec 001 §4 lists them', async () => {
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
  fireEvent.click(await screen.findByRole('button', { name: 'Generate Code' }));
  const editor = await screen.findByRole('dialog', { name: 'Generate Code' });
  const seen: string[] = [];
  for (let step = 1; step <= 6; step += 1) {
    seen.push(within(editor).getByText(new RegExp(`Step ${step} of 6: `)).textContent ?? '');
    if (step < 6) fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  }
  expect(seen).toEqual([
    'Step 1 of 6: Code name and type',
    'Step 2 of 6: Discount type and amount',
    'Step 3 of 6: Discount target',
    'Step 4 of 6: Expiry and minimum spend',
    'Step 5 of 6: Target customers and usage limit',
    'Step 6 of 6: Confirm',
  ]);
  expect(within(editor).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
});

it('walks the six steps with the spec defaults, jumps back from the confirm step, and saves on Confirm', async () => {
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
  fireEvent.click(await screen.findByRole('button', { name: 'Generate Code' }));
  const editor = await screen.findByRole('dialog', { name: 'Generate Code' });
  expect(within(editor).getByText(/Step 1 of 6/)).toBeInTheDocument();
  expect(within(editor).getByRole('button', { name: 'Back' })).toBeDisabled();
  expect(within(editor).getByRole('radio', { name: 'Discount' })).toBeChecked();
  // each choice is a radio group named by its heading
  expect(within(editor).getByRole('radiogroup', { name: 'Type' })).toContainElement(
    within(editor).getByRole('radio', { name: 'Discount' }),
  );
  const next = () => fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  next();
  expect(within(editor).getByRole('radio', { name: 'Fixed amount (NZ$)' })).toBeChecked();
  expect(within(editor).getByLabelText(/Discount \(NZ\$\)/)).toHaveValue(1);
  next();
  expect(within(editor).getByRole('radio', { name: 'Whole order' })).toBeChecked();
  next();
  expect(within(editor).getByLabelText(/Minimum spend/)).toHaveValue(10);
  expect(within(editor).getByLabelText(/Expiry/)).toHaveValue('2026-03-11T15:00');
  next();
  expect(within(editor).getByRole('radio', { name: 'All customers (store-wide)' })).toBeChecked();
  expect(within(editor).getByLabelText(/Usage limit/)).toHaveValue(0);
  next();
  expect(within(editor).getByText(/Step 6 of 6/)).toBeInTheDocument();
  expect(within(editor).queryByRole('button', { name: 'Next' })).toBeNull();
  fireEvent.click(within(editor).getByRole('button', { name: 'Edit details' }));
  expect(within(editor).getByText(/Step 3 of 6/)).toBeInTheDocument();
  next();
  next();
  next();
  fireEvent.click(within(editor).getByRole('button', { name: 'Edit users' }));
  expect(within(editor).getByText(/Step 5 of 6/)).toBeInTheDocument();
  next();
  expect(within(editor).getByTestId('summary-Details')).toHaveTextContent('NZ$1.00 off the whole order');
  expect(within(editor).getByTestId('summary-Restrictions')).toHaveTextContent('Minimum spend NZ$10.00; unlimited uses');
  fireEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.calls('POST /api/shops/s1/promo-code')).toHaveLength(1));
  expect(api.calls('POST /api/shops/s1/promo-code')[0]?.body).toEqual({
    code: '',
    type: 'discount',
    discountType: 'fixed-cost',
    discount: 1,
    minimumSpent: 10,
    discountTargetType: 'order',
    rewardTargetProducts: [],
    isStoreWide: true,
    users: [],
    usageLimit: 0,
    expiry: '2026-03-11T02:00:00.000Z',
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generate Code' })).toBeNull());
});

it('a free-product code cannot target the whole order', async () => {
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes?editor=new' });
  const editor = await screen.findByRole('dialog', { name: 'Generate Code' });
  await userEvent.click(within(editor).getByText('Free product'));
  expect(within(editor).getByRole('radio', { name: 'Free product' })).toBeChecked();
  fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  expect(within(editor).getByRole('radio', { name: 'Whole order' })).toBeDisabled();
  expect(within(editor).getByRole('radio', { name: 'Selected products' })).toBeChecked();
  await userEvent.click(within(editor).getByText('Flat white'));
  expect(within(editor).getByRole('checkbox', { name: 'Flat white' })).toBeChecked();
  for (let i = 0; i < 3; i += 1) fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  expect(within(editor).getByTestId('summary-Details')).toHaveTextContent('Free product: Flat white');
  fireEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.calls('POST /api/shops/s1/promo-code')).toHaveLength(1));
  expect(api.calls('POST /api/shops/s1/promo-code')[0]?.body).toMatchObject({
    type: 'free-product',
    discountTargetType: 'products',
    rewardTargetProducts: ['p1'],
  });
});

it('edits a code with promoCodeInfo and deletes one after the warning', async () => {
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit KIAORA' }));
  const editor = await screen.findByRole('dialog', { name: 'Edit KIAORA' });
  for (let i = 0; i < 5; i += 1) fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  fireEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.calls('PUT /api/promo-codes/pc1')).toHaveLength(1));
  const sent = api.calls('PUT /api/promo-codes/pc1')[0]?.body as { promoCodeInfo: string };
  expect(JSON.parse(sent.promoCodeInfo)).toMatchObject({
    code: 'KIAORA',
    discountType: 'percentage',
    discount: 10,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Delete KIAORA' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete the record "KIAORA"');
  expect(dialog).toHaveTextContent('does not remove discounts already applied to orders');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.calls('DELETE /api/promo-codes/pc1')).toHaveLength(1));
});

it('usage limit 0 or less means unlimited: the table and the confirm step say so, and the limit is saved as typed', async () => {
  const limited = (id: string, code: string, usageLimit: number) => ({
    ...promo,
    _id: id,
    code,
    targetUsersConfig: { ...promo.targetUsersConfig, usageLimit },
  });
  list = [limited('pc1', 'ZERO', 0), limited('pc3', 'MINUS', -3), limited('pc4', 'ONCE', 1)];
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
  const table = await screen.findByRole('table', { name: 'Promo codes' });
  expect(await within(table).findByRole('row', { name: /ZERO/ })).toHaveTextContent('Minimum spend NZ$20.00; unlimited uses');
  expect(within(table).getByRole('row', { name: /MINUS/ })).toHaveTextContent('Minimum spend NZ$20.00; unlimited uses');
  expect(within(table).getByRole('row', { name: /ONCE/ })).toHaveTextContent('Minimum spend NZ$20.00; up to 1 use');

  fireEvent.click(screen.getByRole('button', { name: 'Generate Code' }));
  const editor = await screen.findByRole('dialog', { name: 'Generate Code' });
  for (let i = 0; i < 4; i += 1) fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  const limit = within(editor).getByLabelText(/Usage limit/);
  expect(limit).toHaveAccessibleDescription(/0 or less means unlimited/);
  fireEvent.change(limit, { target: { value: '3' } });
  fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  expect(within(editor).getByTestId('summary-Restrictions')).toHaveTextContent('Minimum spend NZ$10.00; up to 3 uses');
  fireEvent.click(within(editor).getByRole('button', { name: 'Back' }));
  fireEvent.change(within(editor).getByLabelText(/Usage limit/), { target: { value: '-2' } });
  fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  expect(within(editor).getByTestId('summary-Restrictions')).toHaveTextContent('Minimum spend NZ$10.00; unlimited uses');
  fireEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.calls('POST /api/shops/s1/promo-code')).toHaveLength(1));
  expect(api.calls('POST /api/shops/s1/promo-code')[0]?.body).toMatchObject({ usageLimit: -2 });
});

it('has the spec columns, and each change (create, edit, delete) reloads the list', async () => {
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
  const table = await screen.findByRole('table', { name: 'Promo codes' });
  await within(table).findByRole('row', { name: /KIAORA/ });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual(['Code', 'Status', 'Expiry', 'Type', 'Details', 'Restrictions', 'Users', 'Used', 'Actions']);
  const reads = () => api.calls('GET /api/shops/s1/promo-codes').length;
  const before = reads();

  fireEvent.click(screen.getByRole('button', { name: 'Generate Code' }));
  let editor = await screen.findByRole('dialog', { name: 'Generate Code' });
  for (let i = 0; i < 5; i += 1) fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  list = [promo, { ...promo, _id: 'pc2', code: 'GEN12345' }];
  fireEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.calls('POST /api/shops/s1/promo-code')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await within(table).findByRole('row', { name: /GEN12345/ })).toBeInTheDocument();
  expect(reads()).toBeGreaterThan(before);
  const afterCreate = reads();

  fireEvent.click(screen.getByRole('button', { name: 'Edit KIAORA' }));
  editor = await screen.findByRole('dialog', { name: 'Edit KIAORA' });
  for (let i = 0; i < 5; i += 1) fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  fireEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(reads()).toBeGreaterThan(afterCreate));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const afterEdit = reads();

  list = [{ ...promo, _id: 'pc2', code: 'GEN12345' }];
  fireEvent.click(screen.getByRole('button', { name: 'Delete KIAORA' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(table).queryByRole('row', { name: /KIAORA/ })).toBeNull());
  expect(reads()).toBeGreaterThan(afterEdit);
});

it('the Used column says how many times each code was redeemed', async () => {
  list = [promo, { ...promo, _id: 'pc3', code: 'NEWONE', timesUsed: 0 }];
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
  const table = await screen.findByRole('table', { name: 'Promo codes' });
  const used = within(table)
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === 'Used');
  const cellOf = async (code: string) =>
    within(await within(table).findByRole('row', { name: new RegExp(code) })).getAllByRole('cell')[used];
  expect(await cellOf('KIAORA')).toHaveTextContent(/^3$/);
  expect(await cellOf('NEWONE')).toHaveTextContent(/^0$/);
});

describe('each step validates before Next (contracts promoCodeStepProblem)', () => {
  async function openEditor() {
    renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes?editor=new' });
    const editor = await screen.findByRole('dialog', { name: 'Generate Code' });
    const next = () => fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
    const stepIs = (n: number) => expect(within(editor).getByText(new RegExp(`Step ${n} of 6`))).toBeInTheDocument();
    return { editor, next, stepIs };
  }

  it('a discount of 0, or a percentage over 100, stays on step 2 with the message under the amount', async () => {
    const { editor, next, stepIs } = await openEditor();
    next();
    const amount = within(editor).getByLabelText(/Discount \(NZ\$\)/);
    fireEvent.change(amount, { target: { value: '0' } });
    next();
    stepIs(2);
    expect(within(editor).getByRole('alert')).toHaveTextContent('Discount must be more than 0');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    // an emptied box is no amount either
    fireEvent.change(amount, { target: { value: '' } });
    next();
    stepIs(2);
    await userEvent.click(within(editor).getByText('Percentage (%)'));
    const percent = within(editor).getByLabelText(/Discount \(%\)/);
    fireEvent.change(percent, { target: { value: '150' } });
    next();
    stepIs(2);
    expect(within(editor).getByRole('alert')).toHaveTextContent('A percentage discount cannot be more than 100');
    // fixed: the message goes as the value is corrected, and Next goes on
    fireEvent.change(percent, { target: { value: '100' } });
    expect(within(editor).queryByRole('alert')).toBeNull();
    next();
    stepIs(3);
  });

  it('an expiry in the past or a negative minimum spend stays on step 4 with the message under its field', async () => {
    const { editor, next, stepIs } = await openEditor();
    next();
    next();
    next();
    stepIs(4);
    const expiry = within(editor).getByLabelText(/Expiry/);
    // 09/03/2026 15:00 NZ time is before the pinned now (10/03/2026 15:00 NZDT)
    fireEvent.change(expiry, { target: { value: '2026-03-09T15:00' } });
    next();
    stepIs(4);
    expect(within(editor).getByRole('alert')).toHaveTextContent('Expiry must be in the future');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(expiry, { target: { value: '2026-03-12T15:00' } });
    const spend = within(editor).getByLabelText(/Minimum spend/);
    fireEvent.change(spend, { target: { value: '-1' } });
    next();
    stepIs(4);
    expect(within(editor).getByRole('alert')).toHaveTextContent('Minimum spend must be 0 or more');
    fireEvent.change(spend, { target: { value: '0' } });
    next();
    stepIs(5);
    next();
    stepIs(6);
    fireEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST /api/shops/s1/promo-code')).toHaveLength(1));
    expect(api.calls('POST /api/shops/s1/promo-code')[0]?.body).toMatchObject({
      minimumSpent: 0,
      expiry: '2026-03-12T02:00:00.000Z',
    });
  });

  it('selected customers with none chosen stays on step 5', async () => {
    const { editor, next, stepIs } = await openEditor();
    for (let i = 0; i < 4; i += 1) next();
    await userEvent.click(within(editor).getByText('Selected customers'));
    next();
    stepIs(5);
    expect(within(editor).getByRole('alert')).toHaveTextContent('Choose at least one customer');
  });
});

describe('below 1280 px (phones under 600 px included)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === VOUCHER_CARDS_QUERY,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('each code is a card with every field and its own Edit and Delete (no table)', async () => {
    renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
    const [card] = await screen.findAllByTestId('voucher-card');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('KIAORA');
    expect(card).toHaveTextContent('active');
    expect(card).toHaveTextContent('20/03/2026 at 23:30');
    expect(card).toHaveTextContent('10% off the whole order');
    expect(card).toHaveTextContent('Minimum spend NZ$20.00; up to 5 uses');
    expect(card).toHaveTextContent('All customers');
    expect(card).toHaveTextContent(/Used\s*3/);
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Edit KIAORA' }));
    expect(await screen.findByRole('dialog', { name: 'Edit KIAORA' })).toBeInTheDocument();
  });

  it('says so when there are no codes', async () => {
    list = [];
    renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes' });
    expect(await screen.findByText('No available promo codes')).toBeInTheDocument();
  });
});

it('a refusal on Confirm of a field on an earlier step: back to that step, under the field, once, no toast', async () => {
  const taken = 'Code name "KIAORA" is already used in this shop';
  api.restore();
  api = fakeApi({
    ...SUMMARY_FIXTURES,
    'GET /api/shops/s1/promo-codes': { promoCodes: [promo], count: 1 },
    'GET /api/shops/s1/categories': { categories },
    'GET /api/shops/s1/customers': { users: [], count: 0 },
    'POST /api/shops/s1/promo-code': () => ({ status: 409, body: { message: taken } }),
  });
  const toasts: ToastMessage[] = [];
  const off = topics.toast.on((toast) => {
    toasts.push(toast);
  });
  renderArea(<App now={() => NOW} />, { path: '/shop/promo-codes?editor=new' });
  const editor = await screen.findByRole('dialog', { name: 'Generate Code' });
  fireEvent.change(within(editor).getByLabelText('Code name'), { target: { value: 'KIAORA' } });
  for (let i = 0; i < 5; i += 1) fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  fireEvent.click(within(editor).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(within(editor).getByText('Step 1 of 6: Code name and type')).toBeInTheDocument());
  await expectErrorUnderField(within(editor).getByLabelText('Code name'), taken);
  expect(errorToastTitles(toasts)).toEqual([]);
  // editing the field takes its message away
  fireEvent.change(within(editor).getByLabelText('Code name'), { target: { value: 'KIAORA2' } });
  expect(within(editor).queryByText(taken)).toBeNull();
  off();
});
