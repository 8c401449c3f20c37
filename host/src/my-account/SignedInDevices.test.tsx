import { type FakeApi, fakeApi, testUser } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSession } from '../session/host-session-store';
import { renderShell, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';

const SESSIONS = [
  {
    id: 's-here',
    device: 'Chrome on macOS',
    ip: '203.0.113.7',
    createdAt: '2026-03-10T20:00:00.000Z',
    lastSeenAt: '2026-03-10T22:00:00.000Z',
    current: true,
  },
  {
    id: 's-tablet',
    device: 'Safari on iPadOS',
    ip: '198.51.100.4',
    createdAt: '2026-03-01T20:00:00.000Z',
    lastSeenAt: '2026-03-10T21:00:00.000Z',
    current: false,
  },
];

let api: FakeApi | undefined;

beforeEach(() => {
  resetBus();
  hostSession.reset();
  localStorage.clear();
  signedIn({ user: testUser('u1') });
});
afterEach(async () => {
  await settleAndClearToasts();
  api?.restore();
});

async function openDevices() {
  const user = userEvent.setup();
  await renderShell('/my-account');
  const list = await screen.findByRole('list', { name: 'Signed-in devices' });
  return { user, list };
}

it('lists each signed-in device with its IP, and marks this one', async () => {
  api = fakeApi({ 'GET /api/my-account/sessions': { sessions: SESSIONS } });
  const { list } = await openDevices();
  const [here, tablet] = within(list).getAllByRole('listitem');
  expect(here).toHaveTextContent('Chrome on macOS');
  expect(here).toHaveTextContent('This device');
  expect(here).toHaveTextContent('203.0.113.7');
  expect(within(here as HTMLElement).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  expect(tablet).toHaveTextContent('Safari on iPadOS');
  expect(tablet).toHaveTextContent(/Signed in .* · Last seen /);
});

it('"Sign out everywhere else" asks first, then ends the others', async () => {
  api = fakeApi({
    'GET /api/my-account/sessions': { sessions: SESSIONS },
    'POST /api/my-account/sessions/sign-out-others': { ended: 1 },
  });
  const { user } = await openDevices();
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
  await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(api?.calls('POST /api/my-account/sessions/sign-out-others')).toHaveLength(1));
});

// last: it leaves the kept list (SWR) with one session
it('"Sign out" asks first, then ends that session', async () => {
  let ended = false;
  api = fakeApi({
    'GET /api/my-account/sessions': () => ({ body: { sessions: ended ? SESSIONS.slice(0, 1) : SESSIONS } }),
    'DELETE /api/my-account/sessions/s-tablet': () => {
      ended = true;
      return { status: 204, body: undefined };
    },
  });
  const { user, list } = await openDevices();
  const tablet = within(list).getAllByRole('listitem')[1] as HTMLElement;
  await user.click(within(tablet).getByRole('button', { name: 'Sign out' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Safari on iPadOS?' });
  expect(api.calls('DELETE /api/my-account/sessions/s-tablet')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(api?.calls('DELETE /api/my-account/sessions/s-tablet')).toHaveLength(1));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
});
