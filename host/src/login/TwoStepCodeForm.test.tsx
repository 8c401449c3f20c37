import { type FakeApi, fakeApi, testShop, testUser } from '@backoffice/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, settle, settleAndClearToasts, startSignedOut } from '../testing/render-shell';

const shop = testShop('s1', 'Harbour Coffee');
let api: FakeApi | undefined;

beforeEach(async () => {
  await startSignedOut('/login');
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

async function passwordStep() {
  const user = userEvent.setup();
  await renderShell('/login');
  await user.type(screen.getByLabelText('Email'), 'aroha@example.co.nz');
  await user.type(screen.getByLabelText('Password'), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await settle();
  return user;
}

describe('/login with two-step sign-in', () => {
  it('asks for the code after the password (one-time-code, numeric), shows a wrong code under the field, then signs in', async () => {
    let attempts = 0;
    api = fakeApi({
      'POST /login': { mfaRequired: true, mfaToken: 'mfa-1' },
      'POST /login/mfa': () =>
        ++attempts === 1
          ? { status: 401, body: { message: 'That code is not right, or it was already used.' } }
          : { status: 200, body: { token: 'token-9', userId: 'u1' } },
      'GET /api/my-account/mfa': { enabled: true, recoveryCodesLeft: 10, required: false },
      'GET /api/users/u1': { user: testUser('u1') },
      'GET /platform-plans': { plans: [] },
      'GET /api/users/u1/shops': { shops: [shop], count: 1 },
      'GET /api/shops/s1': { shop, stripeAccount: null },
    });
    const user = await passwordStep();
    const code = await screen.findByLabelText(/^Code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right, or it was already used.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');

    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await settle();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.calls('POST /login/mfa')[1]?.body).toEqual({ mfaToken: 'mfa-1', code: '654321' });
    expect(localStorage.getItem('token')).toBe('token-9');
  });

  it('takes a recovery code instead', async () => {
    api = fakeApi({
      'POST /login': { mfaRequired: true, mfaToken: 'mfa-1' },
      'POST /login/mfa': () => ({ status: 429, body: { message: 'Too many failed sign-in attempts.' } }),
    });
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many failed sign-in attempts.')).toBeInTheDocument();
    expect(api.calls('POST /login/mfa')[0]?.body).toEqual({ mfaToken: 'mfa-1', code: 'abcde-fghjk' });
  });
});
