import { afterSignInPath, loginPathReturningTo, safeReturnPath } from './return-path';

describe('the way back after a session ends', () => {
  it.each([
    ['/shop/orders', '/shop/orders'],
    ['/shop/menu/c1?section=options', '/shop/menu/c1?section=options'],
    ['/admin/users/u1', '/admin/users/u1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/login', null],
    ['/login?next=/x', null],
    ['/signup', null],
    ['/', null],
    ['', null],
    [null, null],
    ['/shop/orders\nSet-Cookie: x', null],
  ])('%j → %j', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it('login path keeps a page worth coming back to, and sign-in returns there (else the dashboard)', () => {
    expect(loginPathReturningTo('/shop/orders?tab=completed')).toBe('/login?next=%2Fshop%2Forders%3Ftab%3Dcompleted');
    expect(loginPathReturningTo('/login')).toBe('/login');
    expect(afterSignInPath('?next=%2Fshop%2Forders%3Ftab%3Dcompleted')).toBe('/shop/orders?tab=completed');
    expect(afterSignInPath('?next=%2F%2Fevil.example')).toBe('/dashboard');
    expect(afterSignInPath('')).toBe('/dashboard');
  });
});
