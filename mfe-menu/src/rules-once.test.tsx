import { fakeApi, primeBus, SUMMARY_FIXTURES, testShop } from '@backoffice/api-client/testing';
import { defaultCategoryAvailability } from '@backoffice/contracts';
import {
  CATEGORY_RENAME_RULE_CASES,
  OPTION_RULE_CASES,
  PRODUCT_RULE_CASES,
  RULES_ONCE_NOW,
  type RuleOnceCase,
  SOLD_OUT_RULE_CASES,
  VOUCHER_RULE_CASES,
} from '@backoffice/contracts/testing';
import { resetBus } from '@backoffice/event-bus';
import { expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { aProduct } from './testing/menu-records';

/**
 * Rules once, the form's half: every mistake of the shared tables is refused by the form before anything is sent,
 * with the very sentence the API route answers (the API's half: api/src/menu/rules-once.test.ts), under its field.
 */
const product = aProduct();
const option = {
  _id: 'o1',
  shop: 's1',
  name: 'Milk',
  category: 'c1',
  type: 'multi',
  minSelection: 1,
  maxSelection: 2,
  displayOrder: 0,
  values: [
    { _id: 'v1', name: 'Oat', price: 80 },
    { _id: 'v2', name: 'Soy', price: 60 },
  ],
};
const category = {
  _id: 'c1',
  shop: 's1',
  name: 'Coffee',
  displayOrder: 0,
  products: [product],
  options: [option],
  upsell: [],
  availability: defaultCategoryAvailability(),
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    ...SUMMARY_FIXTURES,
    'GET /api/shops/s1/categories': { categories: [category] },
    'GET /api/shops/s1/promo-codes': { promoCodes: [], count: 0 },
    'GET /api/shops/s1/customers': { users: [], count: 0 },
    'GET /api/icons': { icons: [] },
  });
  primeBus({ token: 'token-1', shop: testShop('s1', 'Harbour Cafe') });
});
afterEach(() => {
  api.restore();
  resetBus();
});

const cases = <T extends RuleOnceCase>(table: readonly T[]) => table.map((c) => [c.name, c] as const);
const labelled = (within_: ReturnType<typeof within> | typeof screen, field: string) =>
  within_.getByLabelText(new RegExp(`^${field.replace(/[()$]/g, '\\$&')}`));

it.each(cases(PRODUCT_RULE_CASES))('product Details: %s → under the field, nothing sent', async (_name, c) => {
  renderArea(<App />, { path: '/shop/menu/c1/products/p1' });
  await screen.findByRole('button', { name: 'Save details' });
  const field = labelled(screen, c.field);
  fireEvent.change(field, { target: { value: c.typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
  await expectErrorUnderField(field, c.message);
  expect(api.calls('PUT /api/products/p1')).toHaveLength(0);
});

it.each(cases(OPTION_RULE_CASES))('option: %s → under the field, nothing sent', async (_name, c) => {
  renderArea(<App />, { path: '/shop/menu/c1/options/o1' });
  await screen.findByRole('button', { name: 'Save option' });
  const field = labelled(screen, c.field);
  fireEvent.change(field, { target: { value: c.typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Save option' }));
  await expectErrorUnderField(field, c.message);
  expect(api.calls('PUT /api/options/o1')).toHaveLength(0);
});

it.each(cases(CATEGORY_RENAME_RULE_CASES))('category rename: %s → under the field, nothing sent', async (_name, c) => {
  renderArea(<App />, { path: '/shop/menu?dialog=rename&record=c1' });
  const dialog = await screen.findByRole('dialog', { name: 'Rename category' });
  const field = labelled(within(dialog), c.field);
  fireEvent.change(field, { target: { value: c.typed } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await expectErrorUnderField(field, c.message);
  expect(api.calls('PUT /api/categories/c1')).toHaveLength(0);
});

it.each(cases(SOLD_OUT_RULE_CASES))('sold out until: %s → under the field, nothing sent', async (_name, c) => {
  renderArea(<App now={() => RULES_ONCE_NOW} />, { path: '/shop/menu/c1' });
  fireEvent.click(await screen.findByRole('button', { name: `Sold out until… ${product.name}` }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByText('Until a date and time'));
  const field = await within(dialog).findByLabelText(new RegExp(`^${c.field}`));
  fireEvent.change(field, { target: { value: c.typed } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Mark sold out' }));
  await expectErrorUnderField(field, c.message);
  expect(api.calls('PUT /api/products/p1')).toHaveLength(0);
});

it.each(cases(VOUCHER_RULE_CASES))('voucher editor: %s → Next stays, under the field, nothing sent', async (_name, c) => {
  renderArea(<App now={() => RULES_ONCE_NOW} />, { path: '/shop/promo-codes?editor=new' });
  const editor = await screen.findByRole('dialog', { name: 'Generate Code' });
  const next = () => fireEvent.click(within(editor).getByRole('button', { name: 'Next' }));
  for (let step = 0; step < c.step; step += 1) next();
  if (c.choose) await userEvent.click(within(editor).getByText(c.choose));
  const field = labelled(within(editor), c.field);
  fireEvent.change(field, { target: { value: c.typed } });
  next();
  expect(within(editor).getByText(new RegExp(`Step ${c.step + 1} of 6`))).toBeInTheDocument();
  await expectErrorUnderField(field, c.message);
  expect(api.calls('POST /api/shops/s1/promo-code')).toHaveLength(0);
});
