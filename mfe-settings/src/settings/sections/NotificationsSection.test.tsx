import { type FakeApi, testShop } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../App';
import { serveShop } from '../testing/shop-server';

/** Notifications (spec 000 §2): the new-order push and e-mail toggles save with the section and come back. */

const withNotifications = (pushNotification: boolean, email: boolean) =>
  testShop('s1', 'Harbour Cafe', { notificationSettings: { newOrder: { pushNotification, email } } });

let api: FakeApi;
let toasts: unknown[];
let unsubscribe: () => void;
beforeEach(() => {
  // a server that keeps what was saved, so a second page load reads it back
  ({ api } = serveShop(withNotifications(false, false)));
  toasts = [];
  unsubscribe = topics.toast.on((toast) => toasts.push(toast));
});
afterEach(() => {
  unsubscribe();
  api.restore();
  resetBus();
});

async function openNotifications() {
  const { unmount } = renderArea(<App />, { path: '/shop/settings?section=notifications' });
  return { form: await screen.findByRole('form', { name: 'Notifications' }), unmount };
}

it('both toggles clicked and Save pressed at once: the PUT carries both, the toast says so, a reload shows them on', async () => {
  const { form, unmount } = await openNotifications();
  const push = within(form).getByLabelText('New order push notification');
  const email = within(form).getByLabelText('New order e-mail');
  expect(push).not.toBeChecked();
  expect(email).not.toBeChecked();

  // No waiting between the clicks and Save: the form must already hold what the switches show.
  fireEvent.click(push);
  fireEvent.click(email);
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1')[0]?.body).toEqual({
    shopInfo: { notificationSettings: { newOrder: { pushNotification: true, email: true } } },
    options: { section: 'notifications' },
  });
  await waitFor(() => expect(toasts).toContainEqual({ status: 'success', title: 'Shop update successful', duration: 2000 }));

  // A fresh page (renderArea starts an empty SWR cache): what shows comes from a new GET.
  unmount();
  const gets = api.calls('GET /api/shops/s1').length;
  const { form: reloaded } = await openNotifications();
  expect(api.calls('GET /api/shops/s1').length).toBeGreaterThan(gets);
  expect(within(reloaded).getByLabelText('New order push notification')).toBeChecked();
  expect(within(reloaded).getByLabelText('New order e-mail')).toBeChecked();
});

it('turning one off again saves false for it and keeps the other', async () => {
  api.restore();
  ({ api } = serveShop(withNotifications(true, true)));
  const { form } = await openNotifications();
  fireEvent.click(within(form).getByLabelText('New order e-mail'));
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls('PUT /api/shops/s1')).toHaveLength(1));
  expect(api.calls('PUT /api/shops/s1')[0]?.body).toEqual({
    shopInfo: { notificationSettings: { newOrder: { pushNotification: true, email: false } } },
    options: { section: 'notifications' },
  });
});
