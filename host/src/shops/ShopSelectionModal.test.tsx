import { type FakeApi, fakeApi, testShop } from '@backoffice/api-client/testing';
import { SHOP_NAME_RULE_CASES } from '@backoffice/contracts/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { expectErrorUnderField } from '@backoffice/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSession } from '../session/host-session-store';
import { withoutLiveOrders } from '../testing/live-orders';
import { renderShell, settle, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';

const harbour = testShop('s1', 'Harbour Coffee');
const taco = testShop('s2', 'Taco Truck');
const cart = testShop('s3', 'Coffee Cart');
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

async function openModal() {
  const user = userEvent.setup();
  await renderShell('/shop/orders');
  await user.click(screen.getByTestId('shop-switcher'));
  const dialog = await screen.findByRole('dialog', { name: 'Select a venue' });
  return { user, dialog };
}

describe('shop selection modal (spec 000 §2)', () => {
  it('lists the venues, filters them by name and marks the current one', async () => {
    signedIn({ shop: harbour, shops: [harbour, taco, cart] });
    const { user, dialog } = await openModal();
    const list = within(dialog).getByRole('list', { name: 'Venues' });
    expect(list).toHaveStyle({ maxHeight: '300px' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Harbour Coffee', 'Taco Truck', 'Coffee Cart']);
    expect(within(list).getByRole('button', { name: 'Harbour Coffee' })).toHaveAttribute('aria-current', 'true');
    await user.type(within(dialog).getByLabelText('Search venues'), 'coffee');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Harbour Coffee', 'Coffee Cart']);
  });

  it('selecting a shop stores it, loads it and publishes it to every listener', async () => {
    signedIn({ shop: harbour, shops: [harbour, taco] });
    api = fakeApi({ 'GET /api/shops/s2': { shop: taco, stripeAccount: null } });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Taco Truck' }));
    await settle();
    expect(localStorage.getItem('shopId')).toBe('s2');
    expect(topics.shop.current()).toEqual({ shopId: 's2', shop: taco });
    await waitFor(() => expect(screen.getByTestId('shop-switcher')).toHaveTextContent('Taco Truck'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select a venue' })).not.toBeInTheDocument());
  });

  it('shows the role the user has in each of their shops', async () => {
    const owned = { ...harbour, role: 'owner' as const };
    const staffed = { ...taco, role: 'staff' as const };
    signedIn({ shop: owned, shops: [owned, staffed] });
    const { dialog } = await openModal();
    const list = within(dialog).getByRole('list', { name: 'Venues' });
    expect(within(list).getByRole('button', { name: /Harbour Coffee\W+Owner/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Taco Truck\W+Staff/ })).toBeInTheDocument();
  });

  it('closes with Close', async () => {
    signedIn();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('create shop dialog (spec 000 §2, §5)', () => {
  it('keeps focus on Shop Name and sends nothing when the name is blank after trimming', async () => {
    signedIn();
    api = fakeApi({});
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add New Shop' }));
    const create = await screen.findByRole('dialog', { name: 'Add New Shop' });
    const name = within(create).getByLabelText(/Shop Name/);
    await user.type(name, '   ');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(withoutLiveOrders(api.requests)).toHaveLength(0);
  });

  it.each(SHOP_NAME_RULE_CASES)(
    '$name: under Shop Name in the words of POST /api/shops, focused, nothing sent, no toast',
    async ({ typed, message }) => {
      signedIn();
      api = fakeApi({});
      const errors: string[] = [];
      const off = topics.toast.on((toast) => {
        if (toast.status === 'error') errors.push(toast.title);
      });
      const { user, dialog } = await openModal();
      await user.click(within(dialog).getByRole('button', { name: 'Add New Shop' }));
      const create = await screen.findByRole('dialog', { name: 'Add New Shop' });
      const name = within(create).getByLabelText(/Shop Name/);
      await user.click(name);
      await user.paste(typed);
      await user.click(within(create).getByRole('button', { name: 'Create' }));
      await expectErrorUnderField(name, message);
      expect(name).toHaveFocus();
      expect(withoutLiveOrders(api.requests)).toHaveLength(0);
      off();
      expect(errors).toEqual([]);
      // an edit is a new try: the message goes
      await user.type(name, 'a');
      expect(within(create).queryByText(message)).toBeNull();
    },
  );

  it('creates the shop with the trimmed name and makes it the current shop', async () => {
    const created = testShop('s9', 'Night Market Dumplings');
    signedIn();
    api = fakeApi({
      'POST /api/shops': { shop: created },
      'GET /api/shops/s9': { shop: created, stripeAccount: null },
    });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add New Shop' }));
    const create = await screen.findByRole('dialog', { name: 'Add New Shop' });
    await user.type(within(create).getByLabelText(/Shop Name/), '  Night Market Dumplings ');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    await settle();
    expect(api.calls('POST /api/shops')[0]?.body).toEqual({
      shopInfo: { name: { normal: 'Night Market Dumplings' }, contact: { email: 'aroha@example.co.nz' } },
    });
    expect(topics.shop.current()).toEqual({ shopId: 's9', shop: created });
    expect(localStorage.getItem('shopId')).toBe('s9');
    expect(hostSession.get().shops?.map((s) => s._id)).toEqual(['s1', 's9']);
    await waitFor(() => expect(screen.getByTestId('shop-switcher')).toHaveTextContent('Night Market Du'));
  });

  it('the API refusing the name → under Shop Name, once, no toast; the dialog stays', async () => {
    const refusal = 'Shop name must be at most 120 characters';
    signedIn();
    api = fakeApi({ 'POST /api/shops': () => ({ status: 400, body: { message: refusal } }) });
    const errors: string[] = [];
    const off = topics.toast.on((toast) => {
      if (toast.status === 'error') errors.push(toast.title);
    });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add New Shop' }));
    const create = await screen.findByRole('dialog', { name: 'Add New Shop' });
    await user.type(within(create).getByLabelText(/Shop Name/), 'Night Market Dumplings');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    await settle();
    await expectErrorUnderField(within(create).getByLabelText(/Shop Name/), refusal);
    off();
    expect(errors).toEqual([]);
  });
});

describe('create shop dialog: locking overlay (spec 000 §3)', () => {
  it('shows the overlay while the shop is created, then selects the new shop and ends onboarding', async () => {
    const created = testShop('s9', 'Night Market Dumplings');
    signedIn();
    hostSession.update({ onboarding: true });
    let answer: ((value: { status: number; body: unknown }) => void) | undefined;
    api = fakeApi({
      'POST /api/shops': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/shops/s9': { shop: created, stripeAccount: null },
    });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add New Shop' }));
    const create = await screen.findByRole('dialog', { name: 'Add New Shop' });
    await user.type(within(create).getByLabelText(/Shop Name/), 'Night Market Dumplings');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    await settle();
    expect(topics.overlay.current()).toEqual(expect.objectContaining({ title: 'Creating Night Market Dumplings' }));
    expect(await screen.findByTestId('locking-overlay')).toHaveTextContent('Creating Night Market Dumplings');

    await act(async () => answer?.({ status: 201, body: { shop: created } }));
    await settle();
    expect(topics.overlay.current()).toBeNull();
    expect(topics.shop.current()).toEqual({ shopId: 's9', shop: created });
    expect(hostSession.get().onboarding).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Shop' })).not.toBeInTheDocument());
  });

  it('keeps the dialog and the name when the server refuses, with the overlay gone', async () => {
    signedIn();
    api = fakeApi({ 'POST /api/shops': () => ({ status: 409, body: { message: 'You already have a shop with that name' } }) });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add New Shop' }));
    const create = await screen.findByRole('dialog', { name: 'Add New Shop' });
    await user.type(within(create).getByLabelText(/Shop Name/), 'Harbour Coffee');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    await settle();
    expect(await screen.findByText('You already have a shop with that name')).toBeInTheDocument();
    expect(topics.overlay.current()).toBeNull();
    expect(within(create).getByLabelText(/Shop Name/)).toHaveValue('Harbour Coffee');
    expect(topics.shop.current()?.shopId).toBe('s1');
  });
});
