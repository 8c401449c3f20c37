import { teamInviteRequest } from '../api/team';
import { SHOP_ROLES } from '../entities/shop-role';
import { can, invitableRoles, PERMISSION_NAMES, type Permission, productUpdatePermission } from './permissions';

// The baseline the issue names: staff get the orders screen, customers read and sold-out / hide-show; managers all
// but money details, subscription, team, transfer and delete.
const STAFF: Permission[] = ['shop.view', 'orders.view', 'orders.act', 'customers.view', 'menu.availability'];
const NOT_MANAGER: Permission[] = ['payouts.edit', 'subscription.manage', 'team.manage', 'shop.transfer', 'shop.delete'];

describe('can(role, permission)', () => {
  test.each(PERMISSION_NAMES)('%s: owner yes, manager unless money/team/shop, staff only the orders-screen set', (permission) => {
    expect(can('owner', permission)).toBe(true);
    expect(can('manager', permission)).toBe(!NOT_MANAGER.includes(permission));
    expect(can('staff', permission)).toBe(STAFF.includes(permission));
  });

  test('no role (not a member) can do nothing', () => {
    for (const permission of PERMISSION_NAMES) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  test('who may invite whom: owner any role, manager staff only, staff nobody', () => {
    expect(invitableRoles('owner')).toEqual([...SHOP_ROLES]);
    expect(invitableRoles('manager')).toEqual(['staff']);
    expect(invitableRoles('staff')).toEqual([]);
  });
});

describe('teamInviteRequest: one rule for the invite form and the route', () => {
  test.each([
    [{ email: ' Barista@Cafe.NZ ', role: 'staff' }, true],
    [{ email: 'not-an-address', role: 'staff' }, false],
    [{ email: 'a@b.nz', role: 'boss' }, false],
  ])('%j → valid %s', (body, valid) => {
    const parsed = teamInviteRequest.safeParse(body);
    expect(parsed.success).toBe(valid);
    if (parsed.success) expect(parsed.data.email).toBe('barista@cafe.nz');
  });
});

test('a product save that only marks sold-out or hides/shows needs menu.availability; anything else menu.edit', () => {
  expect(productUpdatePermission({ soldOutUntil: null })).toBe('menu.availability');
  expect(productUpdatePermission({ enabled: false, soldOutUntil: '2026-03-11T00:00:00Z' })).toBe('menu.availability');
  expect(productUpdatePermission({ enabled: false, price: 100 })).toBe('menu.edit');
  expect(productUpdatePermission({})).toBe('menu.edit');
});
