import { type FakeApi, fakeApi, testUser } from '@backoffice/api-client/testing';
import { SESSION_MESSAGES } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSession } from '../session/host-session-store';
import { renderShell, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';

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

it('undoes the change with the code from the mail, signed out, and points to a new password', async () => {
  api = fakeApi({ 'POST /api/email-change/undo/abc%2B1': { email: 'aroha@example.co.nz' } });
  const user = userEvent.setup();
  await renderShell('/undo-email-change?code=abc%2B1');
  await user.click(await screen.findByRole('button', { name: 'Undo the change' }));
  expect(await screen.findByText(/Your sign-in e-mail is aroha@example.co.nz again/)).toBeInTheDocument();
  expect(api.calls('POST /api/email-change/undo/abc%2B1')[0]?.headers.Authorization).toBeUndefined();
  expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/password-reset');
});

it('opens signed in too, and signs this browser out once undone (the API ended every session)', async () => {
  signedIn({ user: testUser('u1') });
  api = fakeApi({ 'POST /api/email-change/undo/xyz': { email: 'aroha@example.co.nz' } });
  const user = userEvent.setup();
  await renderShell('/undo-email-change?code=xyz');
  await user.click(await screen.findByRole('button', { name: 'Undo the change' }));
  await waitFor(() => expect(topics.auth.current()).toBeNull());
  expect(localStorage.getItem('token')).toBeNull();
  expect(screen.getByText(/Your sign-in e-mail is aroha@example.co.nz again/)).toBeInTheDocument();
});

it('an expired or used link says so, and nothing else changes', async () => {
  api = fakeApi({
    'POST /api/email-change/undo/old': () => ({ status: 400, body: { message: SESSION_MESSAGES.undoLinkInvalid } }),
  });
  const user = userEvent.setup();
  await renderShell('/undo-email-change?code=old');
  await user.click(await screen.findByRole('button', { name: 'Undo the change' }));
  expect(await screen.findByText(SESSION_MESSAGES.undoLinkInvalid)).toBeInTheDocument();
});
