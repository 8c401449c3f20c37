import { type FakeApi, fakeApi, testShop, testUser } from '@backoffice/api-client/testing';
import type { Address, AddressSearch } from '@backoffice/contracts';
import { SHOP_NAME_RULE_CASES } from '@backoffice/contracts/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { expectErrorUnderField } from '@backoffice/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHostConfig } from '../config/host-config';
import { hostSession } from '../session/host-session-store';
import { renderScreen, renderShell, settle, settleAndClearToasts } from '../testing/render-shell';
import { Onboarding } from './Onboarding';

const created = testShop('s-new', 'Kai Cart', { createdAt: new Date().toISOString() });
let api: FakeApi | undefined;

/** What a finished start-up leaves for a user without a shop (session.ts). */
function signedInWithoutShop() {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('userId', 'u1');
  topics.auth.publish({ token: 'token-1', userId: 'u1' });
  topics.user.publish(testUser('u1'));
  topics.shop.publish(null);
  topics.session.publish({ trialExpired: true });
  hostSession.update({ shops: [], onboarding: true });
}

beforeEach(() => {
  resetBus();
  hostSession.reset();
  resetHostConfig();
  localStorage.clear();
  signedInWithoutShop();
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

/** The error toasts published from now on (the form-error rule: a field's refusal is never one of them). */
function errorToasts() {
  const titles: string[] = [];
  const off = topics.toast.on((toast) => {
    if (toast.status === 'error') titles.push(toast.title);
  });
  return { titles, off };
}

async function toStepTwo(user: ReturnType<typeof userEvent.setup>, name = 'Kai Cart') {
  await user.type(screen.getByLabelText(/Venue name/), name);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 1, name: 'Location' });
}

describe('onboarding while the user has no shop (spec 000 §2, §4, §5)', () => {
  it('step 1 Welcome: Next is enabled only with at least 3 characters (spaces do not count)', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    await renderShell('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    // the navigation stays (spec 000 §6: signed-in users see the navigation and onboarding)
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText(/Venue name/), ' ab ');
    expect(next).toBeDisabled();
    await user.clear(screen.getByLabelText(/Venue name/));
    await user.type(screen.getByLabelText(/Venue name/), 'Kai');
    expect(next).toBeEnabled();
  });

  it('step 2 Location: Back returns to step 1 with the name kept; Create Venue waits for an address', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    await renderShell('/dashboard');
    await toStepTwo(user);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Location' })).toHaveFocus();
    // no Maps key configured (no /host-config.json): the plain NZ form
    expect(await screen.findByLabelText(/Street address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Venue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Venue name/)).toHaveValue('Kai Cart');
  });

  it('Enter in an address box creates nothing while the address is incomplete (spec 000 §5)', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    await renderShell('/dashboard');
    await toStepTwo(user);
    await user.type(await screen.findByLabelText(/Street address/), '12 Queen Street{Enter}');
    await settle();
    expect(api.calls('POST /api/shops')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Location' })).toBeInTheDocument();
  });

  it('creates the venue under the locking overlay (button disabled), makes it the current shop, then step 3', async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | undefined;
    api = fakeApi({
      'POST /api/shops': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/shops/s-new': { shop: created, stripeAccount: null },
    });
    const user = userEvent.setup();
    await renderShell('/dashboard');
    await toStepTwo(user, '  Kai Cart ');
    await user.type(await screen.findByLabelText(/Street address/), '12 Queen Street');
    await user.type(screen.getByLabelText(/^City/), 'Auckland');
    await user.type(screen.getByLabelText(/Postcode/), '1010');
    const createVenue = screen.getByRole('button', { name: 'Create Venue' });
    expect(createVenue).toBeEnabled();
    await user.click(createVenue);
    await settle();

    // while the shop is being created
    expect(topics.overlay.current()).toEqual(expect.objectContaining({ title: 'Creating Kai Cart' }));
    expect(await screen.findByTestId('locking-overlay')).toBeInTheDocument();
    // (the overlay hides the page from assistive technology, hence hidden: true)
    expect(screen.getByRole('button', { name: /Creat/, hidden: true })).toBeDisabled();
    expect(api.calls('POST /api/shops')[0]?.body).toEqual({
      shopInfo: {
        name: { normal: 'Kai Cart' },
        contact: { email: 'aroha@example.co.nz' },
        address: {
          formatted_address: '12 Queen Street, Auckland 1010, New Zealand',
          components: { street: '12 Queen Street', city: 'Auckland', postCode: '1010', country: 'NZ' },
        },
      },
    });

    await act(async () => answer?.({ status: 201, body: { shop: created } }));
    await settle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Venue Created' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(topics.overlay.current()).toBeNull();
    expect(localStorage.getItem('shopId')).toBe('s-new');
    expect(topics.shop.current()).toEqual({ shopId: 's-new', shop: created });
    await waitFor(() => expect(screen.getByTestId('shop-switcher')).toHaveTextContent('Kai Cart'));
  });

  it.each([
    ['Verify Now', '/shop/settings', '?section=verification'],
    ['Skip', '/dashboard', ''],
  ])('step 3: %s ends onboarding and goes to %s%s', async (button, path, search) => {
    api = fakeApi({
      'POST /api/shops': () => ({ status: 201, body: { shop: created } }),
      'GET /api/shops/s-new': { shop: created, stripeAccount: null },
    });
    const user = userEvent.setup();
    await renderShell('/dashboard');
    await toStepTwo(user);
    await user.type(await screen.findByLabelText(/Street address/), '3 Beach Road');
    await user.type(screen.getByLabelText(/^City/), 'Piha');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await screen.findByRole('heading', { level: 1, name: 'Venue Created' });
    await user.click(screen.getByRole('button', { name: button }));
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(screen.getByTestId('location-search').textContent).toBe(search);
    expect(hostSession.get().onboarding).toBe(false);
    expect(screen.queryByTestId('onboarding')).not.toBeInTheDocument();
  });

  it('stays on step 2 with what was typed when the server refuses the venue for no field: the one toast', async () => {
    const refusal = 'The database is not answering.';
    api = fakeApi({ 'POST /api/shops': () => ({ status: 400, body: { message: refusal } }) });
    const toasts = errorToasts();
    const user = userEvent.setup();
    await renderShell('/dashboard');
    await toStepTwo(user);
    await user.type(await screen.findByLabelText(/Street address/), '3 Beach Road');
    await user.type(screen.getByLabelText(/^City/), 'Piha');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await settle();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(toasts.titles).toEqual([refusal]);
    toasts.off();
    expect(screen.getByRole('heading', { level: 1, name: 'Location' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Street address/)).toHaveValue('3 Beach Road');
    expect(screen.getByRole('button', { name: 'Create Venue' })).toBeEnabled();
    expect(topics.overlay.current()).toBeNull();
  });

  it('a refusal of the name at Create Venue goes back to step 1: under Venue name, once, focused, no toast', async () => {
    const refusal = 'Shop name must be at most 120 characters';
    api = fakeApi({
      'POST /api/shops': () => ({ status: 400, body: { message: refusal } }),
    });
    const toasts = errorToasts();
    const user = userEvent.setup();
    await renderShell('/dashboard');
    await toStepTwo(user);
    await user.type(await screen.findByLabelText(/Street address/), '3 Beach Road');
    await user.type(screen.getByLabelText(/^City/), 'Piha');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await settle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const venueName = screen.getByLabelText(/Venue name/);
    await expectErrorUnderField(venueName, refusal);
    await waitFor(() => expect(venueName).toHaveFocus());
    expect(venueName).toHaveValue('Kai Cart');
    expect(toasts.titles).toEqual([]);
    toasts.off();
    expect(topics.overlay.current()).toBeNull();

    // fixing the name clears its message; the address typed on step 2 is still there
    await user.type(venueName, ' Co');
    expect(screen.queryByText(refusal)).toBeNull();
    expect(venueName).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/Street address/)).toHaveValue('3 Beach Road');
    expect(screen.getByRole('button', { name: 'Create Venue' })).toBeEnabled();
  });

  it.each(SHOP_NAME_RULE_CASES.filter((c) => c.reachesOnboarding))(
    '$name: Next keeps step 1 with the words of POST /api/shops under Venue name, focused; nothing sent',
    async ({ typed, message }) => {
      api = fakeApi({});
      const toasts = errorToasts();
      const user = userEvent.setup();
      await renderShell('/dashboard');
      const venueName = screen.getByLabelText(/Venue name/);
      await user.click(venueName);
      await user.paste(typed);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await expectErrorUnderField(venueName, message);
      expect(venueName).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
      expect(api.calls('POST /api/shops')).toHaveLength(0);
      expect(toasts.titles).toEqual([]);
      toasts.off();
    },
  );

  it('a refusal of the address stays on step 2: under the address, once, no toast', async () => {
    const refusal = 'Address must be at most 500 characters';
    api = fakeApi({ 'POST /api/shops': () => ({ status: 400, body: { message: refusal } }) });
    const toasts = errorToasts();
    const user = userEvent.setup();
    await renderShell('/dashboard');
    await toStepTwo(user);
    await user.type(await screen.findByLabelText(/Street address/), '3 Beach Road');
    await user.type(screen.getByLabelText(/^City/), 'Piha');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await settle();
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Location' })).toBeInTheDocument();
    expect(toasts.titles).toEqual([]);
    toasts.off();
  });

  it('is not shown to a user who has a shop', async () => {
    hostSession.update({ shops: [created], onboarding: false });
    topics.shop.publish({ shopId: created._id, shop: created });
    await renderShell('/dashboard');
    expect(screen.queryByTestId('onboarding')).not.toBeInTheDocument();
  });
});

describe('the location step with Google Places (a Maps key configured)', () => {
  const chosen: Address = {
    formatted_address: '12 Queen Street, Auckland Central, Auckland 1010, New Zealand',
    place_id: 'place-1',
    location: { lat: -36.8485, lng: 174.7633 },
    components: { street: '12 Queen Street', suburb: 'Auckland Central', city: 'Auckland', postCode: '1010', country: 'NZ' },
  };
  const search: AddressSearch = {
    suggest: jest.fn(async () => [
      { id: 'place-1', text: '12 Queen Street, Auckland' },
      { id: 'place-2', text: '12 Queen Street, Masterton' },
    ]),
    resolve: jest.fn(async () => chosen),
  };
  const loadSearch = async () => search;

  it('suggests NZ addresses in an accessible combobox and sends the chosen place as the address', async () => {
    api = fakeApi({
      'POST /api/shops': () => ({ status: 201, body: { shop: created } }),
      'GET /api/shops/s-new': { shop: created, stripeAccount: null },
    });
    const user = userEvent.setup();
    await renderScreen(<Onboarding loadAddressSearch={loadSearch} />, '/dashboard');
    await toStepTwo(user);
    const combobox = await screen.findByRole('combobox', { name: /Address/ });
    await user.type(combobox, '12 Queen');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' }, { timeout: 2000 });
    expect(search.suggest).toHaveBeenLastCalledWith('12 Queen');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    await settle();
    expect(combobox).toHaveValue(chosen.formatted_address);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await settle();
    expect(api.calls('POST /api/shops')[0]?.body).toMatchObject({ shopInfo: { address: chosen } });
  });

  it('offers the plain form for an address Google does not know', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    await renderScreen(<Onboarding loadAddressSearch={loadSearch} />, '/dashboard');
    await toStepTwo(user);
    await user.click(await screen.findByRole('button', { name: 'Enter the address manually' }));
    expect(screen.getByLabelText(/Street address/)).toBeInTheDocument();
    expect(screen.getByText('New Zealand')).toBeInTheDocument();
  });
});
