import { type FakeApi, fakeApi, testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import type { RemoteLifecycles, RemoteProps } from '@backoffice/ui/remote';
import { STANDALONE_SESSION_KEY, startStandalone } from '@backoffice/ui/standalone';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  resetBus();
  sessionStorage.clear();
  localStorage.clear();
});

/** Stands in for a remote: writes into the element it is given, as a real remote's React root would. */
function fakeLifecycles() {
  const mounted: RemoteProps[] = [];
  const lifecycles: RemoteLifecycles = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      mounted.push(props);
      props.domElement.textContent = 'remote content';
    },
    unmount: async (props) => {
      props.domElement.textContent = '';
    },
  };
  return { lifecycles, mounted };
}

it('signs in through the API, publishes user and first shop, keeps its own session key and mounts the remote', async () => {
  api = fakeApi({
    'POST /login': { token: 'tok', userId: 'u1' },
    'GET /api/users/u1': { user: testUser('u1') },
    'GET /api/users/u1/shops': { shops: [testShop('s1', 'Harbour Cafe'), testShop('s2', 'Dockside Deli')], count: 2 },
    'GET /api/shops/s1': { shop: testShop('s1', 'Harbour Cafe'), stripeAccount: null },
  });
  const { lifecycles, mounted } = fakeLifecycles();
  const container = document.body.appendChild(document.createElement('div'));
  act(() => startStandalone({ title: 'Orders', lifecycles, container }));

  await userEvent.type(await screen.findByLabelText(/Email/), 'aroha@example.co.nz');
  await userEvent.type(screen.getByLabelText(/Password/), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('remote content')).toBeInTheDocument();
  await waitFor(() => expect(topics.shop.current()?.shop?.name.normal).toBe('Harbour Cafe'));
  expect(api.calls('POST /login')[0]?.body).toEqual({ username: 'aroha@example.co.nz', password: 'secret1' });
  expect(topics.user.current()?._id).toBe('u1');
  expect(mounted[0]?.domElement).toBeInstanceOf(HTMLElement);
  expect(JSON.parse(sessionStorage.getItem(STANDALONE_SESSION_KEY) ?? '{}')).toMatchObject({
    token: 'tok',
    userId: 'u1',
    shopId: 's1',
  });
  // The host alone owns these keys.
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('shopId')).toBeNull();
  expect(await screen.findByRole('combobox', { name: 'Shop' })).toHaveValue('s1');
});

it('checks the e-mail before calling the API', async () => {
  api = fakeApi({});
  const container = document.body.appendChild(document.createElement('div'));
  act(() => startStandalone({ title: 'Orders', lifecycles: fakeLifecycles().lifecycles, container }));
  await userEvent.type(await screen.findByLabelText(/Email/), 'not-an-email');
  await userEvent.type(screen.getByLabelText(/Password/), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
  expect(api.requests).toHaveLength(0);
});
