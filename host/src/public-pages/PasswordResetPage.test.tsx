import { type FakeApi, fakeApi } from '@backoffice/api-client/testing';
import { MESSAGES } from '@backoffice/contracts';
import type { ToastMessage } from '@backoffice/event-bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, settle, settleAndClearToasts, startSignedOut } from '../testing/render-shell';

let api: FakeApi | undefined;
let toasts: ToastMessage[];

beforeEach(async () => {
  toasts = await startSignedOut('/password-reset');
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

describe('/password-reset (spec 000 §2, §8)', () => {
  it('has one e-mail typed field, Send request and a link back to login', async () => {
    await renderShell('/password-reset');
    await screen.findByRole('heading', { level: 1 });
    const form = screen.getByRole('form', { name: 'Request a password reset' });
    expect(within(form).getAllByRole('textbox')).toHaveLength(1);
    expect(within(form).getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('button', { name: 'Send request' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it("sends { email } and shows the spec's 'Request sent - …' message as a toast and on the page", async () => {
    api = fakeApi({ 'POST /forgot-password': { message: MESSAGES.resetRequestSent } });
    const user = userEvent.setup();
    await renderShell('/password-reset');
    await user.type(await screen.findByLabelText(/Email/), ' aroha@example.co.nz ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await settle();
    expect(api.calls('POST /forgot-password')[0]?.body).toEqual({ email: 'aroha@example.co.nz' });
    expect(api.calls('POST /forgot-password')[0]?.headers.Authorization).toBeUndefined();
    expect(toasts).toEqual([{ status: 'success', title: MESSAGES.resetRequestSent, duration: 2000 }]);
    expect(screen.getByTestId('reset-request-sent')).toHaveTextContent(MESSAGES.resetRequestSent);
  });

  it('sends nothing for an address that is not an e-mail', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    await renderShell('/password-reset');
    await user.type(await screen.findByLabelText(/Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
