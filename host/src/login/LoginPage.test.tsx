import { type FakeApi, fakeApi, testShop, testUser } from '@backoffice/api-client/testing';
import type { ToastMessage } from '@backoffice/event-bus';
import { expectErrorUnderField } from '@backoffice/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, settle, settleAndClearToasts, startSignedOut } from '../testing/render-shell';

const shop = testShop('s1', 'Harbour Coffee');
let api: FakeApi | undefined;
let toasts: ToastMessage[];

beforeEach(async () => {
  toasts = await startSignedOut('/login');
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

describe('/login (spec 000 §2)', () => {
  it('has an e-mail typed Email, a Password, a Forgot Password link and a Sign In submit, and no navigation', async () => {
    await renderShell('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/password-reset');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('signs in: stores the credentials, toasts "Login successful" for 2 s and goes to /dashboard', async () => {
    api = fakeApi({
      'POST /login': { token: 'token-9', userId: 'u1' },
      'GET /api/users/u1': { user: testUser('u1') },
      'GET /platform-plans': { plans: [] },
      'GET /api/users/u1/shops': { shops: [shop], count: 1 },
      'GET /api/shops/s1': { shop, stripeAccount: null },
    });
    const user = userEvent.setup();
    await renderShell('/login');
    await user.type(screen.getByLabelText('Email'), ' aroha@example.co.nz ');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.calls('POST /login')[0]?.body).toEqual({ username: 'aroha@example.co.nz', password: 'secret-1' });
    expect(api.calls('POST /login')[0]?.headers.Authorization).toBeUndefined();
    expect(localStorage.getItem('token')).toBe('token-9');
    expect(localStorage.getItem('userId')).toBe('u1');
    expect(toasts).toContainEqual({ status: 'success', title: 'Login successful', duration: 2000 });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    // the signed-in shell: navigation with the loaded shop
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('shop-switcher')).toHaveTextContent('Harbour Coffee'));
  });

  it('stays on /login with the server message in a 4 s error toast when sign-in fails', async () => {
    api = fakeApi({ 'POST /login': () => ({ status: 401, body: { message: 'Incorrect email or password' } }) });
    const user = userEvent.setup();
    await renderShell('/login');
    await user.type(screen.getByLabelText('Email'), 'aroha@example.co.nz');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();

    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(toasts).toEqual([{ status: 'error', title: 'Incorrect email or password', duration: 4000 }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
    // the form is usable again, with what was typed
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('aroha@example.co.nz');
  });

  it('a refusal about a field (the API names it "Password") shows once, under Password, no toast', async () => {
    api = fakeApi({ 'POST /login': () => ({ status: 400, body: { message: 'Password must be at most 200 characters' } }) });
    const user = userEvent.setup();
    await renderShell('/login');
    await user.type(screen.getByLabelText('Email'), 'aroha@example.co.nz');
    await user.type(screen.getByLabelText('Password'), 'long-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();
    await expectErrorUnderField(screen.getByLabelText('Password'), 'Password must be at most 200 characters');
    expect(toasts).toEqual([]);
  });
});

describe('the guard in the shell', () => {
  it('sends a visitor without a token from a private page to /login', async () => {
    await renderShell('/shop/orders');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each(['/password-reset', '/set-new-password?code=abc', '/signup'])('shows %s without navigation', async (path) => {
    await renderShell(path);
    expect(screen.getByTestId('location')).toHaveTextContent(path.split('?')[0] ?? path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
