import { type FakeApi, fakeApi, testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSession } from '../session/host-session-store';
import { renderShell, settle, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';

/**
 * The admin view: an admin's switcher searches every venue on the server (by venue or owner), and working in a venue
 * someone else owns shows whose it is on every page. A merchant's switcher is unchanged.
 */
const admin = testUser('a1', { name: { given: 'Alex', family: 'Morgan' }, roles: ['admin', 'merchant'] });
const merchant = { _id: 'm1', name: { given: 'Mere', family: 'Tamihana' }, profile: { email: 'merchant@example.com' } };
const own = testShop('s1', 'Southern Cross Bakehouse', { owner: 'a1' });
const theirs = testShop('s2', 'Harbourside Espresso Bar', { owner: merchant });
let api: FakeApi | undefined;

beforeEach(() => {
  resetBus();
  hostSession.reset();
  localStorage.clear();
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

it("an admin's search finds a merchant's venue on the server, with its owner, and opening it shows the banner", async () => {
  signedIn({ user: admin, shop: own, shops: [own] });
  api = fakeApi({
    'GET /api/shops': { shops: [theirs], count: 1 },
    'GET /api/shops/s2': { shop: { ...theirs, owner: 'm1' }, stripeAccount: null },
    'GET /api/users/m1': { user: { ...merchant, roles: ['merchant'] } },
  });
  const user = userEvent.setup();
  await renderShell('/shop/orders');
  expect(screen.queryByTestId('admin-view-banner')).toBeNull();
  await user.click(screen.getByTestId('shop-switcher'));
  const dialog = await screen.findByRole('dialog', { name: 'Select a venue' });
  await user.type(within(dialog).getByLabelText('Search venues'), 'mere');
  const found = await within(dialog).findByRole('button', { name: /Harbourside Espresso Bar/ }, { timeout: 3000 });
  expect(found).toHaveTextContent('Harbourside Espresso Bar(Mere Tamihana)');
  const [search] = api.calls('GET /api/shops');
  expect([search?.query.get('search'), search?.query.get('type')]).toEqual(['mere', 'all']);
  expect(JSON.parse(search?.query.get('options') ?? '{}')).toMatchObject({ populate: 'owner', limit: 15, skip: 0 });

  await user.click(found);
  await settle();
  expect(localStorage.getItem('shopId')).toBe('s2');
  await waitFor(() =>
    expect(screen.getByTestId('admin-view-banner')).toHaveTextContent(
      'Admin view — Harbourside Espresso Bar, owned by Mere Tamihana',
    ),
  );
});

it("a merchant's search stays a filter of their own venues (no server search)", async () => {
  signedIn({ shop: testShop('s1', 'Harbour Coffee'), shops: [testShop('s1', 'Harbour Coffee')] });
  api = fakeApi({});
  const user = userEvent.setup();
  await renderShell('/shop/orders');
  await user.click(screen.getByTestId('shop-switcher'));
  const dialog = await screen.findByRole('dialog', { name: 'Select a venue' });
  await user.type(within(dialog).getByLabelText('Search venues'), 'espresso');
  expect(within(dialog).getByRole('status')).toHaveTextContent('No venue matches that name.');
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(api.calls('GET /api/shops')).toEqual([]);
  expect(screen.queryByTestId('admin-view-banner')).toBeNull();
});

it("All Shops' Open (the bus) selects the venue and goes to the dashboard", async () => {
  signedIn({ user: admin, shop: own, shops: [own] });
  api = fakeApi({
    'GET /api/shops/s2': { shop: theirs, stripeAccount: null },
  });
  const paths: string[] = [];
  const off = topics.navigate.on((path) => paths.push(path));
  await renderShell('/admin/shops');
  await act(async () => topics.openShop.emit({ shopId: 's2' }));
  await settle();
  await waitFor(() => expect(paths).toContain('/dashboard'));
  expect(topics.shop.current()?.shopId).toBe('s2');
  off();
});
