import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { SETTINGS_REFUSAL_CASES } from '@backoffice/contracts/testing';
import { resetBus } from '@backoffice/event-bus';
import { expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { App } from '../../App';

/**
 * Rules once: every delivery and pickup save the API refuses (contracts' SETTINGS_REFUSAL_CASES, run against the
 * route in api shops/rules-once.test.ts) is refused by the section's form with the same message, under its field
 * (a price-table row's in its row), and nothing is sent. The form opens on the case's values as stored, so the same
 * input reaches both.
 */
let api: FakeApi;
afterEach(() => {
  api.restore();
  resetBus();
});

const FORM_NAMES = { delivery: 'Delivery', pickup: 'Pick up' } as const;

test.each(SETTINGS_REFUSAL_CASES)('$section: $name → "$message" under the field, nothing sent', async (refusal) => {
  const shop = testShop('s1', 'Harbour Cafe', refusal.shopInfo);
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'PUT /api/shops/s1': { shop },
  });
  primeBus({ token: 'token-1', shop });
  renderArea(<App />, { path: `/shop/settings?section=${refusal.section}` });
  const form = await screen.findByRole('form', { name: FORM_NAMES[refusal.section] });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  if (refusal.label) {
    await expectErrorUnderField(within(form).getByLabelText(refusal.label, { exact: false }), refusal.message);
  } else {
    const row = (await within(form).findByText(refusal.message)).closest('tr');
    expect(row).not.toBeNull();
  }
  expect(api.calls('PUT /api/shops/s1')).toHaveLength(0);
});
