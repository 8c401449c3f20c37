import { areaTitle } from './area-title';

describe('areaTitle', () => {
  it.each([
    ['/shop/orders', 'Harbourside Espresso Bar', 'Orders · Harbourside Espresso Bar'],
    ['/shop/menu/c1/products/p1', 'Kōwhai Café — Ōtautahi', 'Menu · Kōwhai Café — Ōtautahi'],
    ['/dashboard', 'Harbourside Espresso Bar', 'Dashboard · Harbourside Espresso Bar'],
    ['/shop/table-ordering', 'Kōwhai Café — Ōtautahi', 'Table Ordering · Kōwhai Café — Ōtautahi'],
    ['/shop/promo-codes', undefined, 'Voucher Manager · Venue Back-office'],
    ['/admin/shops', 'Harbourside Espresso Bar', 'All Shops · Venue Back-office'],
    ['/admin/users/u1', undefined, 'All Users · Venue Back-office'],
  ])('%s with %s → %s', (pathname, shopName, title) => {
    expect(areaTitle(pathname, shopName)).toBe(title);
  });

  it("leaves the host's own pages to title themselves", () => {
    expect(areaTitle('/my-account', 'Harbourside Espresso Bar')).toBeNull();
    // a path that only starts like an area is not that area
    expect(areaTitle('/shop/ordersX', 'Harbourside Espresso Bar')).toBeNull();
  });
});
