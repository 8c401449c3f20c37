import { type FakeApi, fakeApi, testUser } from '@backoffice/api-client/testing';
import { MESSAGES, SESSION_MESSAGES } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSession } from '../session/host-session-store';
import { withoutLiveOrders } from '../testing/live-orders';
import { renderShell, settle, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';

const aroha = testUser('u1', { profile: { email: 'aroha@example.co.nz', phone: '+64 21 555 0101' } });
let api: FakeApi | undefined;
let toasts: ToastMessage[];

beforeEach(() => {
  resetBus();
  hostSession.reset();
  localStorage.clear();
  signedIn({ user: aroha });
  toasts = [];
  topics.toast.on((t) => toasts.push(t));
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

async function openContactDetails() {
  const user = userEvent.setup();
  await renderShell('/my-account');
  const form = await screen.findByRole('form', { name: 'Contact details' });
  return { user, form };
}

describe('My Account tabs (spec 001 §2)', () => {
  it('has the contact details and password management tabs, the tab kept in the URL', async () => {
    const user = userEvent.setup();
    await renderShell('/my-account');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    const contact = screen.getByRole('tab', { name: 'Contact Details' });
    expect(contact).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Password Management' }));
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?tab=password'));
    expect(screen.getByRole('form', { name: 'Password management' })).toBeVisible();
    await user.click(contact);
    await waitFor(() => expect(screen.getByTestId('location-search')).toBeEmptyDOMElement());
  });

  it('opens on the password tab from ?tab=password', async () => {
    await renderShell('/my-account?tab=password');
    expect(screen.getByRole('tab', { name: 'Password Management' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Current password/)).toBeVisible();
  });
});

describe('contact details (spec 001 §5)', () => {
  it('shows first name, last name, e-mail and phone after a +64 prefix, all required', async () => {
    const { form } = await openContactDetails();
    expect(within(form).getByLabelText(/First name/)).toHaveValue('Aroha');
    expect(within(form).getByLabelText(/Last name/)).toHaveValue('Ngata');
    expect(within(form).getByLabelText(/Email/)).toHaveValue('aroha@example.co.nz');
    expect(within(form).getByLabelText(/Phone/)).toHaveValue('21 555 0101');
    expect(within(form).getByText('+64')).toBeInTheDocument();
    for (const label of [/First name/, /Last name/, /Email/, /Phone/]) expect(within(form).getByLabelText(label)).toBeRequired();
  });

  it('sends nothing while a field is empty', async () => {
    api = fakeApi({});
    const { user, form } = await openContactDetails();
    await user.clear(within(form).getByLabelText(/First name/));
    await user.clear(within(form).getByLabelText(/Phone/));
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Phone is required')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/First name/)).toHaveFocus());
    expect(withoutLiveOrders(api.requests).filter((r) => r.path !== '/api/my-account/sessions')).toHaveLength(0);
  });

  it("saves: PUT /api/users/:id with the +64 number, 'User details update successful', the new name everywhere", async () => {
    const saved = testUser('u1', {
      name: { given: 'Hana', family: 'Ngata' },
      profile: { email: 'hana@example.co.nz', phone: '+64 21 555 0199' },
    });
    api = fakeApi({ 'PUT /api/users/u1': { user: saved } });
    const { user, form } = await openContactDetails();
    await user.clear(within(form).getByLabelText(/First name/));
    await user.type(within(form).getByLabelText(/First name/), 'Hana');
    await user.clear(within(form).getByLabelText(/Email/));
    await user.type(within(form).getByLabelText(/Email/), 'hana@example.co.nz');
    await user.clear(within(form).getByLabelText(/Phone/));
    await user.type(within(form).getByLabelText(/Phone/), '021 555 0199');
    // a new sign-in e-mail needs the current password: asked for, and nothing sent without it
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(within(form).getByText(SESSION_MESSAGES.emailChangeNeedsPassword)).toBeInTheDocument();
    expect(api.calls('PUT /api/users/u1')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Current password/), 'kowhai-42');
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    await settle();
    expect(api.calls('PUT /api/users/u1')[0]?.body).toEqual({
      userInfo: {
        name: { given: 'Hana', family: 'Ngata' },
        profile: { email: 'hana@example.co.nz', phone: '+64 21 555 0199' },
      },
      currentPassword: 'kowhai-42',
    });
    expect(within(form).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ status: 'success', title: MESSAGES.userDetailsUpdateSuccessful, duration: 2000 });
    expect(topics.user.current()).toEqual(saved);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hana N., user menu' })).toBeInTheDocument());
    expect(within(form).getByLabelText(/Phone/)).toHaveValue('21 555 0199');
  });
});

describe('password management (spec 001 §2, §5)', () => {
  async function changePassword(current: string) {
    const user = userEvent.setup();
    await renderShell('/my-account?tab=password');
    const form = screen.getByRole('form', { name: 'Password management' });
    await user.type(within(form).getByLabelText(/Current password/), current);
    await user.type(within(form).getByLabelText(/^New password/), 'harakeke-7');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'harakeke-7');
    await user.click(within(form).getByRole('button', { name: 'Update password' }));
    await settle();
    return form;
  }

  it("changes it: stores and publishes the new token, 'Password update successful', empties the form", async () => {
    api = fakeApi({ 'POST /api/my-account/change-password': { token: 'token-2' } });
    const form = await changePassword('kowhai-42');
    const call = api.calls('POST /api/my-account/change-password')[0];
    expect(call?.body).toEqual({ currentPassword: 'kowhai-42', newPassword: 'harakeke-7', confirmPassword: 'harakeke-7' });
    expect(call?.headers.Authorization).toBe('Bearer token-1');
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(topics.auth.current()).toEqual({ token: 'token-2', userId: 'u1' });
    expect(toasts).toContainEqual({ status: 'success', title: MESSAGES.passwordUpdateSuccessful, duration: 2000 });
    expect(within(form).getByLabelText(/Current password/)).toHaveValue('');
  });

  it("shows the server's error for a wrong current password and keeps the session", async () => {
    api = fakeApi({
      'POST /api/my-account/change-password': () => ({ status: 400, body: { message: 'Your current password is incorrect' } }),
    });
    await changePassword('not-it-1');
    expect(toasts).toEqual([{ status: 'error', title: 'Your current password is incorrect', duration: 4000 }]);
    expect(await screen.findByText('Your current password is incorrect')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('sends nothing when the new password is shorter than 6 characters', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    await renderShell('/my-account?tab=password');
    const form = screen.getByRole('form', { name: 'Password management' });
    await user.type(within(form).getByLabelText(/Current password/), 'kowhai-42');
    await user.type(within(form).getByLabelText(/^New password/), 'abc');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(within(form).getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(withoutLiveOrders(api.requests).filter((r) => r.path !== '/api/my-account/sessions')).toHaveLength(0);
  });
});
