import { testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus } from '@backoffice/event-bus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSession } from '../session/host-session-store';
import { renderShell, settleAndClearToasts } from '../testing/render-shell';
import { signedIn } from '../testing/signed-in';

beforeEach(() => {
  resetBus();
  hostSession.reset();
  localStorage.clear();
});
afterEach(() => settleAndClearToasts());

const asRole = (role: 'owner' | 'manager' | 'staff') =>
  signedIn({ user: testUser('u2'), shop: testShop('s1', 'Harbour Coffee', { owner: 'u1', role }) });

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the navigation follows the shop role', () => {
  it('shows staff only Customers, Menu and Orders, and lands them on Orders instead of the dashboard', async () => {
    asRole('staff');
    await renderShell('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/orders'));
    expect(navLabels()).toEqual(['Customers', 'Menu', 'Orders']);
  });

  it('shows a manager every area and leaves them on the dashboard', async () => {
    asRole('manager');
    await renderShell('/dashboard');
    expect(navLabels()).toHaveLength(10);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('shows staff the same three areas in the mobile menu', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width: 599'),
    })) as typeof window.matchMedia;
    try {
      asRole('staff');
      const user = userEvent.setup();
      await renderShell('/shop/orders');
      await user.click(screen.getByRole('button', { name: 'Open navigation' }));
      await screen.findByRole('navigation', { name: 'Main' });
      expect(navLabels()).toEqual(['Customers', 'Menu', 'Orders']);
    } finally {
      window.matchMedia = original;
    }
  });
});
