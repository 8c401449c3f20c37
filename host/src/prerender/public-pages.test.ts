import { hydratesDrawnPage, PRERENDERED_PAGES } from './public-pages';

describe('hydratesDrawnPage: the browser takes the drawn HTML over only when its first render is that HTML', () => {
  it.each([
    ['/login', '/login', '', false, true],
    ['/login', '/login', '?next=%2Fshop%2Forders', false, true],
    // the notice above the form is not in the drawn page
    ['/login', '/login', '?signedOut=idle', false, false],
    // signed in: the guard redirects
    ['/login', '/login', '', true, false],
    ['/signup', '/signup', '', false, true],
    ['/password-reset', '/password-reset', '', false, true],
    ['/set-new-password', '/set-new-password', '?code=abc', false, true],
    // without its code the page redirects instead of showing the form
    ['/set-new-password', '/set-new-password', '', false, false],
    // a page sent for another path (a deep link's index.html has no drawn page at all)
    ['/login', '/signup', '', false, false],
    [null, '/login', '', false, false],
  ])('drawn %s, at %s%s, signed in %s → %s', (drawn, pathname, search, signedIn, expected) => {
    expect(hydratesDrawnPage(drawn, { pathname, search }, signedIn)).toBe(expected);
  });

  it('draws every page at an address it hydrates', () => {
    for (const page of PRERENDERED_PAGES) {
      const at = new URL(page.drawnAt, 'http://localhost');
      expect(hydratesDrawnPage(page.path, { pathname: at.pathname, search: at.search }, false)).toBe(true);
    }
  });
});
