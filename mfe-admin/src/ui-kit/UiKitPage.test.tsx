import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { resetBus, topics } from '@backoffice/event-bus';
import { renderArea } from '@backoffice/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { ADMINS_ONLY_TITLE } from '../access/AdminOnly';

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

describe('/admin/ui-kit (the widget showcase)', () => {
  it('shows every kit widget section to an admin', async () => {
    renderArea(<App />, { path: '/admin/ui-kit' });
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
    renderArea(<App />, { path: '/admin/ui-kit' });
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

  it('a merchant gets the admins-only page, not the kit', async () => {
    topics.user.publish(testUser('u1', { roles: ['merchant'] }));
    renderArea(<App />, { path: '/admin/ui-kit' });
    expect(screen.getByRole('heading', { level: 1, name: ADMINS_ONLY_TITLE })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'UI kit' })).not.toBeInTheDocument();
  });
});
