import { defaultLayoutConfig, FONT_WEIGHTS, layoutConfigV1, layoutSections } from '../entities/layout-config';
import {
  checkFontImports,
  cnameInstructions,
  contrastRatio,
  defaultStoreDomain,
  dineInPreviewLink,
  draftPreviewLink,
  logoAspectOk,
  normaliseCustomDomain,
  passesWcagAa,
  storeLink,
} from './embed-store';

describe('defaultStoreDomain (spec 001 §2)', () => {
  it.each([
    ["Joe's  Cafe & Bar!", 'store.example.com', 'joes-cafe-bar.store.example.com'],
    ['Corner Deli', '.store.example.com', 'corner-deli.store.example.com'],
    ['!!!', 'store.example.com', 'store.store.example.com'],
  ])('%s + %s → %s', (name, suffix, domain) => expect(defaultStoreDomain(name, suffix)).toBe(domain));
});

describe('normaliseCustomDomain: no scheme, no path, IDN normalised', () => {
  it.each([
    ['order.example.com', 'order.example.com'],
    ['  Order.Example.COM. ', 'order.example.com'],
    ['café.example.nz', 'xn--caf-dma.example.nz'],
    ['xn--caf-dma.example.nz', 'xn--caf-dma.example.nz'],
  ])('accepts %s as %s', (input, domain) => expect(normaliseCustomDomain(input)).toEqual({ ok: true, domain }));
  it.each([
    ['', /Enter a domain/],
    ['https://order.example.com', /without http/],
    ['//order.example.com', /without http/],
    ['order.example.com/menu', /without a path/],
    ['order.example.com?x=1', /without a path/],
    ['order.example.com:8080', /port/],
    ['user@order.example.com', /port/],
    ['localhost', /not a valid/],
    ['-bad.example.com', /not a valid/],
    ['10.0.0.1', /IP address/],
  ])('refuses %s', (input, pattern) => {
    const check = normaliseCustomDomain(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(pattern);
  });
});

test('cnameInstructions: record type, host, target, TTL and the 72 hours', () => {
  expect(cnameInstructions('order.example.com', 'joes.store.example.com')).toEqual({
    recordType: 'CNAME',
    host: 'order.example.com',
    target: 'joes.store.example.com',
    ttl: '120 (or 5 minutes)',
    propagationHours: 72,
  });
});

describe('store links', () => {
  it.each([
    [['a.store.test'], 'https://a.store.test'],
    [['a.store.test', 'order.example.com'], 'https://order.example.com'],
    [['a.store.test', ''], 'https://a.store.test'],
    [[], null],
  ])('storeLink(%j) → %s (the last origin, https)', (origins, link) => expect(storeLink(origins)).toBe(link));
  it('dine-in preview: order-type=dine-in and the table', () =>
    expect(dineInPreviewLink(['a.store.test'], 't1')).toBe('https://a.store.test/?order-type=dine-in&table=t1'));
  it('dine-in preview: no link without an origin', () => expect(dineInPreviewLink([], 't1')).toBeNull());
  it('draft preview: the last origin with the preview token', () =>
    expect(draftPreviewLink(['a.store.test', 'order.a.test'], 'tok_-1')).toBe('https://order.a.test/?preview=tok_-1'));
});

describe('checkFontImports: @import / <link> to allowed font hosts only', () => {
  it.each([
    ['', true],
    ["@import url('https://fonts.googleapis.com/css2?family=Inter');", true],
    ['@import "https://fonts.bunny.net/css?family=lato";', true],
    ['<link rel="stylesheet" href="https://use.typekit.net/abc.css" />', true],
    ['@import url(https://evil.example/x.css);', false],
    ['@import url(https://fonts.googleapis.com.evil.example/x.css);', false],
    ['@import url(http://fonts.googleapis.com/css);', false],
    ['<link rel="preload" href="https://fonts.googleapis.com/css">', false],
    ['<link rel="stylesheet" href="https://fonts.googleapis.com/css" onload="x()">', false],
    ['<style>@import url(https://fonts.googleapis.com/css)</style>', false],
    ['body { color: red }', false],
    // unquoted handlers, bare names and any attribute but rel and href are markup of the merchant's own
    ['<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto" onerror=window.__xss=3>', false],
    ['<link rel="stylesheet" href="https://fonts.googleapis.com/css" onload=x()>', false],
    ['<link rel="stylesheet" href="https://fonts.googleapis.com/css" style=color:red>', false],
    ['<link rel="stylesheet" href="https://fonts.googleapis.com/css" crossorigin>', false],
    ['<link rel="stylesheet" href="https://fonts.googleapis.com/css" type="text/css">', false],
    ['<link rel="stylesheet" rel="stylesheet" href="https://fonts.googleapis.com/css">', false],
    ['<link rel=stylesheet href=https://fonts.googleapis.com/css>', false],
  ])('%s → %s', (text, ok) => expect(checkFontImports(text).ok).toBe(ok));

  it('keeps the imports rebuilt from the parsed URLs, never the text as typed', () => {
    const check = checkFontImports(
      [
        "  @import   url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap')  ",
        '<link href="https://FONTS.bunny.net/css?family=lato" rel="StyleSheet"/>',
        '@import "https://use.typekit.net/abc.css"',
      ].join('\r\n'),
    );
    expect(check).toEqual({
      ok: true,
      urls: expect.any(Array),
      text: [
        '@import url("https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap");',
        '<link rel="stylesheet" href="https://fonts.bunny.net/css?family=lato">',
        '@import url("https://use.typekit.net/abc.css");',
      ].join('\n'),
    });
  });
});

describe('contrast (WCAG AA 4.5:1)', () => {
  it.each([
    ['#000000', '#ffffff', 21, true],
    ['#fff', '#000', 21, true],
    ['#777777', '#ffffff', 4.48, false],
    ['#767676', '#ffffff', 4.54, true],
    ['#000000', '#000000', 1, false],
  ])('%s on %s ≈ %d', (fg, bg, ratio, ok) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 1);
    expect(passesWcagAa(fg, bg)).toBe(ok);
  });
  it('null for a value that is not a colour', () => expect(contrastRatio('red', '#fff')).toBeNull());
});

test.each([
  [400, 100, true],
  [420, 100, true],
  [100, 100, false],
  [0, 0, false],
])('logo %d×%d has aspect ratio 4: %s', (w, h, ok) => expect(logoAspectOk(w, h)).toBe(ok));

describe('layout config', () => {
  it('v2 sections: landing after actionbar (kiosk) or footer (embed)', () => {
    expect(layoutSections('kiosk', 2).indexOf('landing')).toBe(layoutSections('kiosk', 2).indexOf('actionbar') + 1);
    expect(layoutSections('embed', 2)).toContain('footer');
    expect(layoutSections('embed', 2)).not.toContain('landing');
    expect(layoutSections('embed', 1)).not.toContain('landing');
  });
  it('defaults: colours #000000, font matterregular, products per row 3', () => {
    const v2 = defaultLayoutConfig('embed', 2) as {
      theme: { colors: { tenth: string }; fonts: { first: string } };
      menu: { productsColumns: number };
    };
    expect(v2.theme.colors.tenth).toBe('#000000');
    expect(v2.theme.fonts.first).toBe('matterregular');
    expect(v2.menu.productsColumns).toBe(3);
    const v1 = defaultLayoutConfig('kiosk', 1) as { general: { mainFont: string; textColor: string } };
    expect(v1.general).toMatchObject({ mainFont: 'matterregular', textColor: '#000000' });
  });
  it('font weights are exactly 100…900 step 100', () => {
    expect(FONT_WEIGHTS).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    for (const weight of [50, 150, 950]) expect(layoutConfigV1.safeParse({ navbar: { fontWeight: weight } }).success).toBe(false);
  });
});
