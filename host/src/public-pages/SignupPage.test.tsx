import { type FakeApi, fakeApi, testUser } from '@backoffice/api-client/testing';
import { MESSAGES, POST_SIGNUP_RELOAD_DELAY_MS } from '@backoffice/contracts';
import { type ToastMessage, topics } from '@backoffice/event-bus';
import { errorToastTitles, expectErrorUnderField } from '@backoffice/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, settle, settleAndClearToasts, startSignedOut } from '../testing/render-shell';

let api: FakeApi | undefined;
let toasts: ToastMessage[];

beforeEach(async () => {
  toasts = await startSignedOut('/signup');
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

async function openSignup() {
  const user = userEvent.setup();
  await renderShell('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'kowhai-42', repeat = password) {
  await user.type(screen.getByLabelText(/First name/), 'Aroha');
  await user.type(screen.getByLabelText(/Last name/), 'Ngata');
  await user.type(screen.getByLabelText(/^Email/), ' aroha@example.co.nz ');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/Repeat password/), repeat);
}

describe('/signup (spec 000 §2, §4, §6)', () => {
  it('asks for first and last name, an e-mail, a password and its repeat, with a link to /login and no navigation', async () => {
    await openSignup();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('minlength', '6');
    expect(password).toHaveAttribute('placeholder', 'At least 6 characters');
    expect(screen.getByLabelText(/Repeat password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends nothing while a field is missing or the password is short, and focuses the first problem', async () => {
    api = fakeApi({});
    const user = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());

    await fillIn(user, 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('signs up: sends isMerchant true, stores the credentials, welcomes by name, and 2 s later starts the session at /', async () => {
    api = fakeApi({
      'POST /signup': () => ({ status: 201, body: { token: 'token-new', userId: 'u9' } }),
      'GET /api/users/u9': { user: testUser('u9') },
      'GET /platform-plans': { plans: [] },
      'GET /api/users/u9/shops': { shops: [], count: 0 },
    });
    const user = await openSignup();
    await fillIn(user);
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await settle();

    expect(api.calls('POST /signup')[0]?.body).toEqual({
      name: { given: 'Aroha', family: 'Ngata' },
      email: 'aroha@example.co.nz',
      password: 'kowhai-42',
      passwordRepeat: 'kowhai-42',
      isMerchant: true,
    });
    expect(api.calls('POST /signup')[0]?.headers.Authorization).toBeUndefined();
    expect(toasts).toContainEqual({ status: 'success', title: MESSAGES.signupSuccessful('Aroha'), duration: 2000 });
    expect(await screen.findByText('Sign up successful. Welcome Aroha')).toBeInTheDocument();
    // stored at once, the session not started yet
    expect(localStorage.getItem('token')).toBe('token-new');
    expect(localStorage.getItem('userId')).toBe('u9');
    expect(topics.auth.current()).toBeNull();
    expect(api.calls('GET /api/users/u9')).toHaveLength(0);

    // after the delay: user info, plans and shops load, and the router goes to / (→ /dashboard)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(POST_SIGNUP_RELOAD_DELAY_MS - 50);
    expect(topics.auth.current()).toEqual({ token: 'token-new', userId: 'u9' });
    await waitFor(() => expect(api?.calls('GET /api/users/u9/shops')).toHaveLength(1));
    expect(api.calls('GET /api/users/u9')).toHaveLength(1);
    expect(api.calls('GET /platform-plans')).toHaveLength(1);
    // no shop yet: onboarding
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('a server refusal about a field (passwords that differ) shows once, under it, no toast; stays on /signup', async () => {
    api = fakeApi({ 'POST /signup': () => ({ status: 400, body: { message: 'Passwords do not match' } }) });
    const user = await openSignup();
    await fillIn(user, 'kowhai-42', 'kowhai-43');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await settle();
    await expectErrorUnderField(screen.getByLabelText(/Repeat password/), 'Passwords do not match');
    expect(screen.getByLabelText(/Repeat password/)).toHaveFocus();
    expect(errorToastTitles(toasts)).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('the address has an account (409): under Email, once, no toast', async () => {
    const taken = 'An account with this email address already exists. Sign in instead, or reset your password.';
    api = fakeApi({ 'POST /signup': () => ({ status: 409, body: { message: taken } }) });
    const user = await openSignup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await settle();
    await expectErrorUnderField(screen.getByLabelText(/^Email/), taken);
    expect(errorToastTitles(toasts)).toEqual([]);
  });

  it('a refusal about no field is one toast, nothing under the fields', async () => {
    const busy = 'Too many sign-ups from this address. Try again in a few minutes.';
    api = fakeApi({ 'POST /signup': () => ({ status: 429, body: { message: busy } }) });
    const user = await openSignup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await settle();
    expect(errorToastTitles(toasts)).toEqual([busy]);
    expect(screen.getAllByText(busy)).toHaveLength(1); // the toast
    expect(screen.getByRole('form', { name: 'Sign up' }).querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
