import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import type { Shop } from '@backoffice/contracts';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';
import { leavePageFor } from '../leave-page';

/** Subscription (spec 001 §2): choosing a plan checks out the price of the period the toggle shows. */

jest.mock('../leave-page', () => ({ leavePageFor: jest.fn() }));
const leave = jest.mocked(leavePageFor);

const shop = testShop('s1', 'Harbour Cafe');
const CHECKOUT = 'https://checkout.example.test/session/cs_1';
let api: FakeApi;
const withShop = (current: Shop) => {
  api = fakeApi({
    'GET /api/shops/s1': { shop: current, stripeAccount: null },
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
  primeBus({ token: 'token-1', shop: current });
};
beforeEach(() => withShop(shop));
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

it('the month/year toggle shows the yearly price as 12 × monthly', async () => {
  renderArea(<App />, { path: '/shop/settings?section=subscription' });
  const card = await screen.findByTestId('plan-card');
  expect(card).toHaveTextContent('$49.00 / month');
  fireEvent.click(screen.getByText('Pay yearly'));
  await waitFor(() => expect(card).toHaveTextContent('$588.00 / year'));
});

it('a plan card shows its title, fee per month, percent per order and description list', async () => {
  renderArea(<App />, { path: '/shop/settings?section=subscription' });
  const card = await screen.findByTestId('plan-card');
  expect(within(card).getByText('Growth')).toBeInTheDocument();
  expect(card).toHaveTextContent('$49.00 / month');
  expect(within(card).getByText('1.5% per order')).toBeInTheDocument();
  expect(within(card).getByRole('listitem')).toHaveTextContent('Everything in Starter');
  expect(within(card).getByRole('button', { name: 'Choose Growth' })).toBeEnabled();
});

it('the current plan is marked and cannot be chosen again', async () => {
  api.restore();
  withShop(testShop('s1', 'Harbour Cafe', { subscription: { monthPriceId: 'price_month', tier: 'Growth', period: 'month' } }));
  renderArea(<App />, { path: '/shop/settings?section=subscription' });
  const current = await screen.findByRole('button', { name: 'Growth: current plan' });
  expect(current).toBeDisabled();
  expect(current).toHaveTextContent('Current plan');
  expect(screen.queryByRole('button', { name: 'Choose Growth' })).toBeNull();
  expect(screen.queryByTestId('legacy-plan')).toBeNull();
});

it('a shop on a legacy plan is told so; the offered plans can be chosen, none is marked current', async () => {
  api.restore();
  withShop(
    testShop('s1', 'Harbour Cafe', {
      subscription: { legacy: true, monthPriceId: 'price_month', tier: 'Founders', period: 'month' },
    }),
  );
  renderArea(<App />, { path: '/shop/settings?section=subscription' });
  expect(await screen.findByTestId('legacy-plan')).toHaveTextContent(
    'You are on the legacy plan “Founders”. You can move to one of the plans below; the legacy plan cannot be chosen again afterwards.',
  );
  const choose = await screen.findByRole('button', { name: 'Choose Growth' });
  expect(choose).toBeEnabled();
  expect(choose).toHaveTextContent('Choose');
  fireEvent.click(choose);
  await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT));
  expect(checkedOutPrices()).toEqual(['price_month']);
});

it('a legacy plan without a title still reads as a sentence', async () => {
  api.restore();
  withShop(testShop('s1', 'Harbour Cafe', { subscription: { legacy: true } }));
  renderArea(<App />, { path: '/shop/settings?section=subscription' });
  expect(await screen.findByTestId('legacy-plan')).toHaveTextContent(/^You are on the legacy plan\. You can move/);
});
