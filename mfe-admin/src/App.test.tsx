import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { MESSAGES } from '@backoffice/contracts';
import { CONTACT_REFUSAL_CASES } from '@backoffice/contracts/testing';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { expectErrorUnderField, renderArea } from '@backoffice/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { ADMINS_ONLY_TITLE } from './access/AdminOnly';

const ADMIN = testUser('admin1', { roles: ['admin', 'merchant'], name: { given: 'Alex', family: 'Morgan' } });
const HANA = testUser('u2', {
  name: { given: 'Hana', family: 'Ngata' },
  profile: { email: 'hana@example.co.nz', phone: '+64 21 555 0199' },
  roles: ['consumer'],
  cart: [{ product: 'p1' }, { product: 'p2' }],
});
const USERS = Array.from({ length: 15 }, (_, i) =>
  testUser(`u${i + 10}`, { name: { given: `Person${i}`, family: 'Test' }, profile: { email: `p${i}@example.com` } }),
);
const SHOP = testShop('s1', 'Harbour Cafe', {
  owner: { _id: 'u1', name: { given: 'Mere', family: 'Tamihana' }, profile: { email: 'merchant@example.com' } },
});

let api: FakeApi;
let toasts: string[];
let unsubscribe: () => void;

function signIn(user = ADMIN) {
  topics.auth.publish({ token: 'admin-token', userId: user._id });
  topics.user.publish(user);
}

beforeEach(() => {
  api = fakeApi({
    'GET /api/users': { users: USERS, count: 40 },
    'GET /api/users/u2': { user: HANA },
    'GET /api/users/u2/audit-log': { entries: [], count: 0 },
    'PUT /api/users/u2/clear-cart': { message: "Customer's cart cleared", user: { ...HANA, cart: [] } },
    'POST /api/users/u2/send-password-reset': { message: MESSAGES.resetRequestSent },
    'PUT /api/users/u2': (request) => ({
      body: { user: { ...HANA, ...((request.body as { userInfo: object }).userInfo ?? {}) } },
    }),
    'GET /api/admin-shops': { shops: [SHOP], count: 1 },
    'DELETE /api/shops/s1': { message: MESSAGES.shopDeleteSuccessful },
    'POST /api/shops/s1/stripe-location': { message: MESSAGES.paymentLocationSet, shop: SHOP, location: { id: 'tml_1' } },
    'POST /api/shops/s1/transfer-to/u2': { message: MESSAGES.venueTransferred, shop: { ...SHOP, owner: 'u2' } },
  });
  primeBus({ shop: SHOP });
  signIn();
  toasts = [];
  unsubscribe = topics.toast.on((toast: ToastMessage) => toasts.push(toast.title ?? ''));
});
afterEach(() => {
  unsubscribe();
  api.restore();
  resetBus();
});

describe('who may see the area', () => {
  it('a merchant sees the plain admins-only page and no admin call is made', async () => {
    signIn(testUser('u1', { roles: ['merchant'] }));
    for (const path of ['/admin/users', '/admin/users/u2', '/admin/shops']) {
      const view = renderArea(<App />, { path });
      expect(screen.getByRole('heading', { level: 1, name: ADMINS_ONLY_TITLE })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      view.unmount();
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.requests).toEqual([]);
  });
});

describe('the widget showcase is not part of this build', () => {
  // a build without the showcase (deploys; jest defines no __BACKOFFICE_SHOWCASE__) has no /admin/ui-kit route:
  // showcase-route.test.tsx proves the build with it
  it('/admin/ui-kit is an unknown admin path: the users page, no kit', async () => {
    renderArea(<App />, { path: '/admin/ui-kit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'UI kit' })).not.toBeInTheDocument();
  });
});

describe('All Users', () => {
  it('lists 15 a page, newest first, with the bus token; searching waits for the typing to stop', async () => {
    renderArea(<App />, { path: '/admin/users' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Users' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Person0 Test' })).toHaveAttribute('href', '/admin/users/u10');
    const first = api.calls('GET /api/users')[0];
    expect(first?.headers.Authorization).toBe('Bearer admin-token');
    expect(first?.query.get('limit')).toBe('15');
    expect(first?.query.get('skip')).toBe('0');
    expect(JSON.parse(first?.query.get('options') ?? '{}')).toEqual({ sort: '-createdAt' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }), { target: { value: 'hana' } });
    expect(api.calls('GET /api/users')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/users')).toHaveLength(2), { timeout: 2000 });
    expect(api.calls('GET /api/users')[1]?.query.get('search')).toBe('hana');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls('GET /api/users').at(-1)?.query.get('skip')).toBe('15'));
  });
});

describe('user detail', () => {
  async function open() {
    renderArea(<App />, { path: '/admin/users/u2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Ngata' })).toBeInTheDocument();
  }

  it('shows name, email and phone, a notice, contact details with +64, and Back', async () => {
    await open();
    const header = screen.getByTestId('user-header');
    expect(header).toHaveTextContent('hana@example.co.nz');
    expect(header).toHaveTextContent('+64 21 555 0199');
    expect(screen.getByText(/apply to this account at once/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Hana');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('21 555 0199');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('contact details: all four required; saves the +64 number', async () => {
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(api.calls('PUT /api/users/u2')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Parata' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '022 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(api.calls('PUT /api/users/u2')).toHaveLength(1));
    expect(api.calls('PUT /api/users/u2')[0]?.body).toEqual({
      userInfo: {
        name: { given: 'Hana', family: 'Parata' },
        profile: { email: 'hana@example.co.nz', phone: '+64 22 123 4567' },
      },
    });
    await waitFor(() => expect(toasts).toContain(MESSAGES.userDetailsUpdateSuccessful));
  });

  // Rules once: the form holds the route's rules (contracts contactDetailsForm); PUT /api/users/:id refuses each of
  // these in the same words (api users/update.test.ts).
  it.each(CONTACT_REFUSAL_CASES)('contact details refuse $label $name: "$message" under it, nothing sent', async (refusal) => {
    await open();
    const field = await screen.findByRole('textbox', { name: new RegExp(`^${refusal.label}`) });
    fireEvent.change(field, { target: { value: refusal.typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await expectErrorUnderField(field, refusal.message);
    expect(api.calls('PUT /api/users/u2')).toHaveLength(0);
  });

  it("clear cart asks first, then PUT clear-cart and 'Customer's cart cleared'", async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.calls('PUT /api/users/u2/clear-cart')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(toasts).toContain("Customer's cart cleared"));
    expect(api.calls('PUT /api/users/u2/clear-cart')).toHaveLength(1);
  });

  it('send password reset shows the request message', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts).toContain(MESSAGES.resetRequestSent));
    expect(api.calls('POST /api/users/u2/send-password-reset')).toHaveLength(1);
  });

  it('edits roles: consumer, merchant, beta-tester, admin', async () => {
    await open();
    const roles = screen.getByRole('group', { name: 'Roles' });
    for (const label of ['Consumer', 'Merchant', 'Beta tester', 'Admin'])
      expect(within(roles).getByRole('checkbox', { name: label })).toBeInTheDocument();
    await userEvent.setup().click(within(roles).getByRole('checkbox', { name: 'Beta tester' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(api.calls('PUT /api/users/u2')).toHaveLength(1));
    expect(api.calls('PUT /api/users/u2')[0]?.body).toEqual({ userInfo: { roles: ['consumer', 'beta-tester'] } });
  });

  it('roles: a box ticked and Save pressed at once saves the tick (zag reports it to the group a microtask late)', async () => {
    await open();
    const roles = screen.getByRole('group', { name: 'Roles' });
    // No waiting between the two clicks: the Save must already be enabled and read the new roles.
    fireEvent.click(within(roles).getByRole('checkbox', { name: 'Merchant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(api.calls('PUT /api/users/u2')).toHaveLength(1));
    expect(api.calls('PUT /api/users/u2')[0]?.body).toEqual({ userInfo: { roles: ['consumer', 'merchant'] } });
  });
});

describe('All Shops', () => {
  async function open() {
    renderArea(<App />, { path: '/admin/shops' });
    expect(await screen.findByText('Harbour Cafe')).toBeInTheDocument();
  }

  it('asks newest first with the owner populated, and shows the owner', async () => {
    await open();
    expect(JSON.parse(api.calls('GET /api/admin-shops')[0]?.query.get('options') ?? '{}')).toEqual({
      limit: 15,
      skip: 0,
      sort: '-createdAt',
      populate: 'owner',
    });
    expect(screen.getByText('merchant@example.com')).toBeInTheDocument();
  });

  it("deletes only after exactly 'confirm delete', then 'Shop delete successful'", async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Harbour Cafe' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    const box = within(dialog).getByRole('textbox');
    fireEvent.change(box, { target: { value: 'confirm  delete' } });
    fireEvent.click(confirm);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.calls('DELETE /api/shops/s1')).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'confirm delete' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts).toContain('Shop delete successful'));
    expect(api.calls('DELETE /api/shops/s1')).toHaveLength(1);
  });

  it('sets a location: all fields required, country NZ by default, then the confirmation toast', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Set location of Harbour Cafe' }));
    const dialog = await screen.findByTestId('location-dialog');
    expect(within(dialog).getByRole('textbox', { name: /Country/ })).toHaveValue('NZ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await within(dialog).findByText('Line 1 is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Line 2 is required')).toBeInTheDocument();
    expect(api.calls('POST /api/shops/s1/stripe-location')).toHaveLength(0);
    const fill = (name: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    fill(/Line 1/, '12 Quay Street');
    fill(/Line 2/, 'Unit 3');
    fill(/City/, 'Auckland');
    fill(/Post code/, '1010');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(toasts).toContain(MESSAGES.paymentLocationSet));
    expect(api.calls('POST /api/shops/s1/stripe-location')[0]?.body).toEqual({
      line1: '12 Quay Street',
      line2: 'Unit 3',
      city: 'Auckland',
      country: 'NZ',
      postCode: '1010',
    });
  });

  it('Set location opens on the address stored last', async () => {
    const located = {
      ...SHOP,
      transactional: {
        stripeLocation: 'tml_local_1',
        stripeLocationAddress: { line1: '12 Quay Street', line2: 'Unit 3', city: 'Ōtautahi', country: 'NZ', postCode: '8011' },
      },
    };
    api.restore();
    api = fakeApi({ 'GET /api/admin-shops': { shops: [located], count: 1 } });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Set location of Harbour Cafe' }));
    const dialog = await screen.findByTestId('location-dialog');
    expect(within(dialog).getByRole('textbox', { name: /Line 1/ })).toHaveValue('12 Quay Street');
    expect(within(dialog).getByRole('textbox', { name: /City/ })).toHaveValue('Ōtautahi');
    expect(within(dialog).getByRole('textbox', { name: /Post code/ })).toHaveValue('8011');
  });

  it('set location: the API refusing a field → under it, once, no toast; a refusal naming no field → one toast', async () => {
    let refusal = 'Post code must be at most 10 characters';
    api.restore();
    api = fakeApi({
      'GET /api/admin-shops': { shops: [SHOP], count: 1 },
      'POST /api/shops/s1/stripe-location': () => ({ status: 400, body: { message: refusal } }),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Set location of Harbour Cafe' }));
    const dialog = await screen.findByTestId('location-dialog');
    for (const [name, value] of [
      [/Line 1/, '12 Quay Street'],
      [/Line 2/, 'Unit 3'],
      [/City/, 'Auckland'],
      [/Post code/, '1010'],
    ] as const)
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await expectErrorUnderField(within(dialog).getByRole('textbox', { name: /Post code/ }), refusal);
    expect(toasts).toEqual([]);

    refusal = 'The payment provider is not answering. Try again in a minute.';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(toasts).toEqual([refusal]));
    expect(dialog.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it("transfers to a searched user after a confirmation: 'Venue transferred successfully'", async () => {
    api.restore();
    api = fakeApi({
      'GET /api/admin-shops': { shops: [SHOP], count: 1 },
      'GET /api/users': { users: [HANA], count: 1 },
      'POST /api/shops/s1/transfer-to/u2': { message: MESSAGES.venueTransferred, shop: { ...SHOP, owner: 'u2' } },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer Harbour Cafe' }));
    const dialog = await screen.findByTestId('transfer-dialog');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search users by name or e-mail' }), {
      target: { value: 'hana' },
    });
    const user = userEvent.setup();
    const found = await within(dialog).findByRole('radiogroup', { name: 'Users found' }, { timeout: 2000 });
    await user.click(within(found).getByRole('radio', { name: /Hana Ngata/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await within(dialog).findByTestId('transfer-confirm');
    expect(confirm).toHaveTextContent('from Mere Tamihana to Hana Ngata');
    expect(api.calls('POST /api/shops/s1/transfer-to/u2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(toasts).toContain('Venue transferred successfully'));
    expect(api.calls('POST /api/shops/s1/transfer-to/u2')).toHaveLength(1);
  });
});
