import { type FakeApi, fakeApi, testShop, testUser } from '@backoffice/api-client/testing';
import { type ToastMessage, topics } from '@backoffice/event-bus';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSession } from '../session/host-session-store';
import { renderShell, settle, settleAndClearToasts, startSignedOut } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';
import { INVITE_UNUSABLE_FALLBACK } from './InvitePage';

const TOKEN = 'tok_0123456789abcdef';
const PATH = `/invite/${TOKEN}`;
const kowhai = { ...testShop('s7', 'Kōwhai Café — Ōtautahi'), role: 'staff' as const };
const preview = {
  shopName: 'Kōwhai Café — Ōtautahi',
  email: 'mere@example.co.nz',
  role: 'staff',
  expiresAt: '2026-12-04T10:00:00.000Z',
};
const mere = testUser('u9', { name: { given: 'Mere', family: 'Tane' }, profile: { email: 'mere@example.co.nz' } });

let api: FakeApi | undefined;
let toasts: ToastMessage[];

beforeEach(async () => {
  toasts = await startSignedOut(PATH);
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
  api = undefined;
});

async function openInvite() {
  const user = userEvent.setup();
  await renderShell(PATH);
  return user;
}

const joinedShopCalls = {
  [`POST /api/team-invites/${TOKEN}/accept`]: { shopId: 's7', role: 'staff' },
  'GET /platform-plans': { plans: [] },
  'GET /api/users/u9/shops': { shops: [kowhai], count: 1 },
  'GET /api/shops/s7': { shop: kowhai, stripeAccount: null },
};

describe('/invite/:token — a team invite link', () => {
  it('signed out: says what it is, signs up with the invited address fixed, accepts, selects the shop and opens Orders', async () => {
    api = fakeApi({
      [`GET /api/team-invites/${TOKEN}`]: preview,
      'POST /signup': () => ({ status: 201, body: { token: 'token-new', userId: 'u9' } }),
      'GET /api/users/u9': { user: mere },
      ...joinedShopCalls,
    });
    const user = await openInvite();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Kōwhai Café — Ōtautahi as Staff' })).toBeInTheDocument();
    expect(screen.getByText(/valid until 4 Dec 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('mere@example.co.nz');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(PATH)}`,
    );

    await user.type(screen.getByLabelText(/First name/), 'Mere');
    await user.type(screen.getByLabelText(/Last name/), 'Tane');
    await user.type(screen.getByLabelText(/^Password/), 'kowhai-42');
    await user.type(screen.getByLabelText(/Repeat password/), 'kowhai-42');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/orders'));
    expect(api.calls('POST /signup')[0]?.body).toMatchObject({ email: 'mere@example.co.nz' });
    // accepted with the token sign-up answered, before the session (and its shop list) started
    const accept = api.calls(`POST /api/team-invites/${TOKEN}/accept`);
    expect(accept).toHaveLength(1);
    expect(accept[0]?.headers.Authorization).toBe('Bearer token-new');
    expect(localStorage.getItem('token')).toBe('token-new');
    await waitFor(() => expect(topics.shop.current()).toEqual({ shopId: 's7', shop: kowhai }));
    expect(localStorage.getItem('shopId')).toBe('s7');
    expect(hostSession.get().onboarding).toBe(false);
    expect(toasts.map((t) => t.title)).toContain('Welcome to Kōwhai Café — Ōtautahi');
  });

  it('signed in with the invited address: Accept invite joins, selects the shop and opens Orders', async () => {
    api = fakeApi({ [`GET /api/team-invites/${TOKEN}`]: preview, ...joinedShopCalls });
    signedIn({ user: mere, shop: testShop('s1', 'Harbour Coffee') });
    const user = await openInvite();
    await user.click(await screen.findByRole('button', { name: 'Accept invite' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/orders'));
    expect(api.calls(`POST /api/team-invites/${TOKEN}/accept`)[0]?.headers.Authorization).toBe('Bearer token-1');
    await waitFor(() => expect(topics.shop.current()?.shopId).toBe('s7'));
    expect(hostSession.get().shops).toEqual([kowhai]);
  });

  it('signed in as someone else: says so, and "Sign out and continue" signs out and stays on the link', async () => {
    api = fakeApi({
      [`GET /api/team-invites/${TOKEN}`]: preview,
      'POST /logout': () => ({ status: 204, body: undefined }),
    });
    signedIn({ user: testUser('u1') });
    const user = await openInvite();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You’re signed in as aroha@example.co.nz, but this invite is for mere@example.co.nz.',
    );
    expect(screen.queryByRole('button', { name: 'Accept invite' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('mere@example.co.nz'));
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
    expect(topics.auth.current()).toBeNull();
    expect(api.calls('POST /logout')).toHaveLength(1);
    expect(api.calls(`POST /api/team-invites/${TOKEN}/accept`)).toHaveLength(0);
  });

  it('a refused accept (the API’s reason) is said once and changes nothing', async () => {
    api = fakeApi({
      [`GET /api/team-invites/${TOKEN}`]: preview,
      [`POST /api/team-invites/${TOKEN}/accept`]: () => ({
        status: 409,
        body: { message: 'This invite has already been used' },
      }),
    });
    const { shop } = signedIn({ user: mere, shop: testShop('s1', 'Harbour Coffee') });
    const user = await openInvite();
    await user.click(await screen.findByRole('button', { name: 'Accept invite' }));
    await settle();
    expect(toasts.filter((t) => t.title === 'This invite has already been used')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
    expect(topics.shop.current()).toEqual({ shopId: 's1', shop });
    expect(localStorage.getItem('shopId')).toBe('s1');
    expect(screen.getByRole('button', { name: 'Accept invite' })).toBeEnabled();
  });

  it.each([
    [
      'expired',
      { status: 410, body: { message: 'This invite has expired. Ask for a new one.' } },
      'This invite has expired. Ask for a new one.',
    ],
    ['unknown', { status: 404, body: {} }, INVITE_UNUSABLE_FALLBACK],
  ])('an %s link says so in place (no toast) with a way back', async (_kind, answer, message) => {
    api = fakeApi({ [`GET /api/team-invites/${TOKEN}`]: () => answer });
    await openInvite();
    expect(await screen.findByRole('heading', { level: 1, name: 'This invite can’t be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(toasts).toHaveLength(0);
    expect(api.requests).toHaveLength(1);
  });
});
