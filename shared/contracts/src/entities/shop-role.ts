import { z } from 'zod';

/**
 * A person's role in one shop (issue: staff accounts per shop with least privilege). `owner` can do everything,
 * `manager` everything but money details, subscription, team, transfer and delete, `staff` the orders screen, reading
 * customers and sold-out / hide-show in the menu. What each may do is `PERMISSIONS` in rules/permissions.ts.
 * Platform admins are not a shop role: they pass every check as an owner would.
 */
export const SHOP_ROLES = ['owner', 'manager', 'staff'] as const;
export const shopRole = z.enum(SHOP_ROLES, { message: 'Role must be owner, manager or staff' });
export type ShopRole = z.infer<typeof shopRole>;

/** The role in the merchant's words (team page, shop switcher). */
export const SHOP_ROLE_LABELS: Record<ShopRole, string> = { owner: 'Owner', manager: 'Manager', staff: 'Staff' };
