import type { ShopRole } from '../entities/shop-role';

const ALL = ['owner', 'manager', 'staff'] as const;
const OWNER_MANAGER = ['owner', 'manager'] as const;
const OWNER = ['owner'] as const;

/**
 * The one table of who may do what in a shop: permission → roles allowed. The API checks it on every shop-scoped route
 * (each route names its permission) and the UI hides what a role lacks. Platform admins pass every check (`can` is
 * called with 'owner' for them). Staff: the orders screen, reading customers, sold-out and hide/show in the menu —
 * no money reports, no settings.
 */
export const PERMISSIONS = {
  /** open the shop at all: its name and settings as the shell reads them (never bank details: `payouts.edit`) */
  'shop.view': ALL,
  /** see orders (the orders screen, today's badges, an order's page) */
  'orders.view': ALL,
  /** accept, reject (incl. its refund), complete, mark items, print, send receipts */
  'orders.act': ALL,
  /** partial refunds of completed orders */
  'orders.refund': OWNER_MANAGER,
  'customers.view': ALL,
  'customers.edit': OWNER_MANAGER,
  /** sold-out, hide/show of products, options and categories */
  'menu.availability': ALL,
  /** everything else in Menu, vouchers included */
  'menu.edit': OWNER_MANAGER,
  'reports.view': OWNER_MANAGER,
  /** settings, web store / embed, kiosks, table ordering, integrations */
  'settings.edit': OWNER_MANAGER,
  /** bank, payout and payment details */
  'payouts.edit': OWNER,
  'subscription.manage': OWNER,
  /** invite any role, change roles, remove members */
  'team.manage': OWNER,
  /** a manager may invite staff (only staff) */
  'team.inviteStaff': OWNER_MANAGER,
  'shop.transfer': OWNER,
  'shop.delete': OWNER,
} as const satisfies Record<string, readonly ShopRole[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether a shop role may do this. No role (not a member) → false. Admins: call with 'owner' (or check isAdmin first). */
export function can(role: ShopRole | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly ShopRole[]).includes(role);
}

/** The roles a member with this role may invite: an owner any, a manager staff only, staff nobody. */
export function invitableRoles(role: ShopRole | null | undefined): ShopRole[] {
  if (can(role, 'team.manage')) return ['owner', 'manager', 'staff'];
  if (can(role, 'team.inviteStaff')) return ['staff'];
  return [];
}

/** The product fields a sold-out / hide-show change touches: with only these, a product save is `menu.availability`. */
export const MENU_AVAILABILITY_FIELDS = ['enabled', 'soldOutUntil'] as const;

/** The permission a product save needs: sold-out and hide/show alone is `menu.availability`, anything else `menu.edit`. */
export function productUpdatePermission(fields: object): Permission {
  const keys = Object.keys(fields);
  const availabilityOnly = keys.length > 0 && keys.every((key) => (MENU_AVAILABILITY_FIELDS as readonly string[]).includes(key));
  return availabilityOnly ? 'menu.availability' : 'menu.edit';
}
