import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderArea } from '../testing';
import UiKitPage from './UiKitPage';

const SHOP = testShop('s1', 'Harbour Cafe');
let api: FakeApi;

beforeEach(() => {
  api = fakeApi({ 'GET /api/admin-shops': { shops: [SHOP], count: 1 } });
  primeBus({ shop: SHOP });
  topics.auth.publish({ token: 'admin-token', userId: 'admin1' });
  topics.user.publish(testUser('admin1', { roles: ['admin'] }));
});
afterEach(() => {
  api.restore();
  resetBus();
});

describe('the widget showcase (dev builds mount it at /admin/ui-kit)', () => {
  it('shows every kit widget section to an admin', async () => {
    renderArea(<UiKitPage />, { path: '/admin/ui-kit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'UI kit' }, { timeout: 10_000 })).toBeInTheDocument();
    for (const section of [
      'Image upload',
      'Dialogs',
      'Money',
      'Table',
      'Tabs and accordion bound to the URL',
      'Schedules',
      'Platforms',
      'QR codes and printable cards',
      'Key figures',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Hero image' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Drinks' })).getAllByRole('row')).toHaveLength(6);
  }, 30_000);

  it('the typed delete proceeds only on exactly "confirm delete"', async () => {
    renderArea(<UiKitPage />, { path: '/admin/ui-kit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete a shop (typed)' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    const box = within(dialog).getByRole('textbox');
    await userEvent.type(box, 'confirm  delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('Type "confirm delete" exactly to delete.')).toBeVisible();
    expect(screen.getByTestId('kit-dialog-result')).toHaveTextContent('Nothing confirmed yet.');
    await userEvent.clear(box);
    await userEvent.type(box, 'confirm delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('kit-dialog-result')).toHaveTextContent('Deleted "Harbour Cafe" after the typed confirmation.');
  }, 30_000);
});
