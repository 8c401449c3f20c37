import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from '../../App';
import { leavePageFor } from '../leave-page';

/** Subscription (spec 001 §2, issue 13): choosing a plan checks out the price of the period the toggle shows. */

jest.mock('../leave-page', () => ({ leavePageFor: jest.fn() }));
const leave = jest.mocked(leavePageFor);

const shop = testShop('s1', 'Harbour Cafe');
const CHECKOUT = 'https://checkout.example.test/session/cs_1';
let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: null },
    'GET /platform-plans': {
      plans: [
        {
          title: 'Growth',
          fee: 4900,
          percent: 1.5,
          description: ['Everything in Starter'],
          monthPriceId: 'price_month',
          yearPriceId: 'price_year',
        },
      ],
    },
    'POST /api/shops/s1/subscription-checkout': { url: CHECKOUT },
  });
  primeBus({ token: 'token-1', shop });
});
afterEach(() => {
  api.restore();
  resetBus();
  leave.mockReset();
});

const checkedOutPrices = () =>
  api.calls('POST /api/shops/s1/subscription-checkout').map((call) => (call.body as { priceId: string }).priceId);

it('monthly by default: Choose checks out the monthly price and goes to the checkout page', async () => {
  renderArea(<App />, { path: '/shop/settings?section=subscription' });
  fireEvent.click(await screen.findByRole('button', { name: 'Choose Growth' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT));
  expect(checkedOutPrices()).toEqual(['price_month']);
});

it('Pay yearly switched and Choose pressed at once: the yearly price is checked out', async () => {
  renderArea(<App />, { path: '/shop/settings?section=subscription' });
  const choose = await screen.findByRole('button', { name: 'Choose Growth' });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Pay yearly' }));
  fireEvent.click(choose);
  await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT));
  expect(checkedOutPrices()).toEqual(['price_year']);
});
