import { type FakeApi, fakeApi, primeBus, testShop } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from '../../App';
import { leavePageFor } from '../leave-page';

/**
 * Verification (spec 001 §2, §8): what the payment account still needs decides the alert — 'Pending
 * information required' with a button to the provider's verification link, or 'Your account is verified!'.
 */

// jsdom cannot leave the page: the seam records where the button would have sent the browser.
jest.mock('../leave-page', () => ({ leavePageFor: jest.fn() }));
const leave = jest.mocked(leavePageFor);

const shop = testShop('s1', 'Harbour Cafe');
const ACCOUNT_LINK = 'https://connect.example.test/setup/acct_1?step=identity';

let api: FakeApi;
function start(currentlyDue: string[]) {
  api = fakeApi({
    'GET /api/shops/s1': { shop, stripeAccount: { id: 'acct_1', requirements: { currently_due: currentlyDue } } },
    'GET /api/shops/s1/verification-link': { accountLink: { url: ACCOUNT_LINK } },
  });
  primeBus({ token: 'token-1', shop });
}
afterEach(() => {
  api.restore();
  resetBus();
  leave.mockReset();
});

it("nothing currently due: 'Your account is verified!' and no pending alert or verification button", async () => {
  start([]);
  renderArea(<App />, { path: '/shop/settings?section=verification' });
  expect(await screen.findByText('Your account is verified!')).toBeInTheDocument();
  expect(screen.queryByText('Pending information required')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull();
});

it('something currently due: the button asks for the verification link (isNewDashboard=true) and goes to its accountLink', async () => {
  start(['external_account', 'individual.verification.document']);
  renderArea(<App />, { path: '/shop/settings?section=verification' });
  expect(await screen.findByText('Pending information required')).toBeInTheDocument();
  expect(screen.queryByText('Your account is verified!')).toBeNull();
  expect(api.calls('GET /api/shops/s1/verification-link')).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith(ACCOUNT_LINK));
  expect(leave).toHaveBeenCalledTimes(1);
  const [call] = api.calls('GET /api/shops/s1/verification-link');
  expect(call?.query.get('isNewDashboard')).toBe('true');
  expect(call?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
});
