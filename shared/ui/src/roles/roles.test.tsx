import { type FakeApi, fakeApi, primeBus, testShop, testUser } from '@backoffice/api-client/testing';
import { SHOP_ROLE_LABELS, SHOP_ROLES } from '@backoffice/contracts';
import { resetBus, topics } from '@backoffice/event-bus';
import { act, screen } from '@testing-library/react';
import { renderArea } from '../testing';
import { noAccessText, RequirePermission } from './RequirePermission';
import { useCan, useShopRole } from './shop-role';

function RoleProbe() {
  const role = useShopRole();
  const canEdit = useCan('settings.edit');
  return <p data-testid="probe">{`${role === undefined ? 'loading' : String(role)}|${canEdit}`}</p>;
}

const probe = () => screen.getByTestId('probe').textContent;

let api: FakeApi;
afterEach(() => {
  api.restore();
  resetBus();
});

describe('useShopRole / useCan', () => {
  it('reads the role the API answered with the shop, without another call', () => {
    api = fakeApi({});
    primeBus({ userId: 'u2', shop: testShop('s1', 'Harbour Cafe', { role: 'staff' }) });
    renderArea(<RoleProbe />);
    expect(probe()).toBe('staff|false');
    expect(api.requests).toHaveLength(0);
  });

  it("counts the shop's owner as owner, and a platform admin as owner in anyone's shop", () => {
    api = fakeApi({});
    primeBus({ shop: testShop('s1', 'Harbour Cafe') });
    renderArea(<RoleProbe />);
    expect(probe()).toBe('owner|true');
    act(() => topics.user.publish(testUser('u1', { roles: ['admin'] })));
    act(() => topics.shop.publish({ shopId: 's9', shop: testShop('s9', 'Elsewhere', { owner: 'u7', role: 'staff' }) }));
    expect(probe()).toBe('owner|true');
    expect(api.requests).toHaveLength(0);
  });

  it("falls back to the user's shop list (one call) when the shop does not say, and says loading meanwhile", async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    api = fakeApi({ 'GET /api/users/u2/shops': () => new Promise((resolve) => (answer = resolve)) });
    primeBus({ userId: 'u2', shop: testShop('s1', 'Harbour Cafe', { owner: 'u1' }) });
    renderArea(
      <>
        <RoleProbe />
        <RoleProbe />
      </>,
    );
    expect(screen.getAllByTestId('probe').map((p) => p.textContent)).toEqual(['loading|false', 'loading|false']);
    await act(async () => answer({ body: { shops: [testShop('s1', 'Harbour Cafe', { role: 'manager' })], count: 1 } }));
    expect(screen.getAllByTestId('probe').map((p) => p.textContent)).toEqual(['manager|true', 'manager|true']);
    expect(api.calls('GET /api/users/u2/shops')).toHaveLength(1);
  });

  it('is null (no permission) outside a shop the user belongs to, and loading while the shop loads', async () => {
    api = fakeApi({ 'GET /api/users/u2/shops': { shops: [], count: 0 } });
    primeBus({ userId: 'u2', shop: null });
    renderArea(<RoleProbe />);
    expect(probe()).toBe('null|false');
    act(() => topics.shop.publish({ shopId: 's1', shop: null }));
    expect(probe()).toBe('loading|false');
    act(() => topics.shop.publish({ shopId: 's1', shop: testShop('s1', 'Harbour Cafe', { owner: 'u1' }) }));
    expect(await screen.findByText('null|false')).toBeInTheDocument();
  });
});

describe('RequirePermission', () => {
  const gated = (
    <RequirePermission permission="settings.edit" area="Settings">
      <h1>Settings page</h1>
    </RequirePermission>
  );

  it('shows staff the one no-access screen instead of the area', () => {
    api = fakeApi({});
    primeBus({ userId: 'u2', shop: testShop('s1', 'Harbour Cafe', { role: 'staff' }) });
    renderArea(gated);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('no-access')).toHaveTextContent("Your role (Staff) can't open Settings. Ask the shop owner.");
    expect(screen.queryByText('Settings page')).not.toBeInTheDocument();
  });

  it('shows the area to a role that has the permission, and neither while the role is loading', () => {
    api = fakeApi({});
    primeBus({ userId: 'u2', shop: null });
    act(() => topics.shop.publish({ shopId: 's1', shop: null }));
    renderArea(gated);
    expect(screen.getByRole('status', { name: 'Loading Settings' })).toBeInTheDocument();
    expect(screen.queryByTestId('no-access')).not.toBeInTheDocument();
    act(() => topics.shop.publish({ shopId: 's1', shop: testShop('s1', 'Harbour Cafe', { role: 'manager' }) }));
    expect(screen.getByText('Settings page')).toBeInTheDocument();
  });
});

it('names every role as contracts does', () => {
  for (const role of SHOP_ROLES) expect(noAccessText('Settings', role)).toContain(`(${SHOP_ROLE_LABELS[role]})`);
});
