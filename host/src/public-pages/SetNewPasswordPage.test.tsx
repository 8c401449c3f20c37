import { type FakeApi, fakeApi } from '@backoffice/api-client/testing';
import { MESSAGES } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { expectErrorUnderField } from '@backoffice/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHostConfig } from '../config/host-config';
import { leaveFor } from '../config/leave-site';
import { hostSession } from '../session/host-session-store';
import { restoreSession } from '../session/session';
import { renderShell, settle, settleAndClearToasts } from '../testing/render-shell';

jest.mock('../config/leave-site', () => ({ leaveFor: jest.fn() }));

let api: FakeApi | undefined;
let toasts: ToastMessage[];
const EXPIRED = 'This password reset link has expired or was already used. Please request a new one.';

beforeEach(async () => {
  resetBus();
  hostSession.reset();
  resetHostConfig();
  localStorage.clear();
  await restoreSession('/set-new-password');
  toasts = [];
  topics.toast.on((t) => toasts.push(t));
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

async function choose(newPassword: string, confirmPassword: string) {
  const user = userEvent.setup();
  await renderShell('/set-new-password?code=reset-abc');
  await user.type(await screen.findByLabelText(/^New password/), newPassword);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  await settle();
  return user;
}

describe('/set-new-password (spec 000 §2, 001 §2, §5)', () => {
  it('has two required password inputs, placeholder "At least 6 characters", minimum length 6', async () => {
    await renderShell('/set-new-password?code=reset-abc');
    for (const label of [/^New password/, /^Confirm password/]) {
      const input = await screen.findByLabelText(label);
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('minlength', '6');
      expect(input).toHaveAttribute('placeholder', 'At least 6 characters');
    }
  });

  it('sends the code in the path with both passwords, then shows a success message and a Sign in link', async () => {
    api = fakeApi({ 'POST /forgot-password/reset-abc': { token: 'fresh', userId: 'u1' } });
    await choose('harakeke-7', 'harakeke-7');
    expect(api.calls('POST /forgot-password/reset-abc')[0]?.body).toEqual({
      newPassword: 'harakeke-7',
      confirmPassword: 'harakeke-7',
    });
    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(toasts).toContainEqual({ status: 'success', title: MESSAGES.passwordUpdateSuccessful, duration: 2000 });
    // not signed in by the reset: the merchant signs in with the new password
    expect(localStorage.getItem('token')).toBeNull();
    expect(topics.auth.current()).toBeNull();
  });

  it('sends nothing when a password is shorter than 6 characters', async () => {
    api = fakeApi({});
    await choose('abc', 'abc');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a server refusal about a field (passwords that differ) shows once, under it, no toast and no alert', async () => {
    api = fakeApi({ 'POST /forgot-password/reset-abc': () => ({ status: 400, body: { message: 'Passwords do not match' } }) });
    await choose('harakeke-7', 'harakeke-8');
    await expectErrorUnderField(screen.getByLabelText(/^Confirm password/), 'Passwords do not match');
    expect(screen.queryByTestId('reset-refused')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it("an expired or used code: the server's message once, in the page's alert (no toast), with a way to ask for a new link", async () => {
    api = fakeApi({ 'POST /forgot-password/reset-abc': () => ({ status: 400, body: { message: EXPIRED } }) });
    await choose('harakeke-7', 'harakeke-7');
    expect(await screen.findByTestId('reset-refused')).toHaveTextContent(EXPIRED);
    expect(screen.getAllByText(EXPIRED)).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(screen.getByRole('link', { name: 'Link expired? Request a new one' })).toHaveAttribute('href', '/password-reset');
  });

  it('without a code, goes to the public site: our sign-in page when none is configured', async () => {
    api = fakeApi({ 'GET /host-config.json': () => ({ status: 404, body: { message: 'Not found' } }) });
    await renderShell('/set-new-password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('without a code, leaves for the configured public site', async () => {
    api = fakeApi({ 'GET /host-config.json': { publicSiteUrl: 'https://www.venues.example.nz/' } });
    await renderShell('/set-new-password');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://www.venues.example.nz/'));
    expect(screen.getByText(/Redirecting/)).toBeInTheDocument();
  });
});
