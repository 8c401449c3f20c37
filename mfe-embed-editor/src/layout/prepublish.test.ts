import { defaultLayoutConfig } from '@backoffice/contracts';
import { prePublishIssues } from './prepublish';
import type { Layout } from './resolve';

/**
 * jsdom neither decodes images nor fetches stylesheets: the browser's answers are played here. Images report the size
 * their address names (`…/400x100.png`), or fail for `…/broken.png`; stylesheets load unless the address says `fails`.
 */
const RealImage = globalThis.Image;
let observer: MutationObserver;
beforeAll(() => {
  class FakeImage {
    naturalWidth = 0;
    naturalHeight = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      const size = /\/(\d+)x(\d+)\.png$/.exec(value);
      setTimeout(() => {
        if (!size) return this.onerror?.();
        this.naturalWidth = Number(size[1]);
        this.naturalHeight = Number(size[2]);
        this.onload?.();
      });
    }
  }
  globalThis.Image = FakeImage as unknown as typeof Image;
  observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLLinkElement)
          setTimeout(() => node.dispatchEvent(new Event(node.href.includes('fails') ? 'error' : 'load')));
  });
  observer.observe(document.head, { childList: true });
});
afterAll(() => {
  globalThis.Image = RealImage;
  observer.disconnect();
});

/** A v2 embed layout that passes every check: black text on white, a 400 × 100 logo, no font imports. */
/** A layout whose sections can be edited in place (every section the tests touch is there). */
type Editable = Record<string, Record<string, unknown>> & Record<'theme' | 'navbar' | 'menu', Record<string, unknown>>;

function goodLayout(): Editable {
  const layout = defaultLayoutConfig('embed', 2) as Editable;
  (layout.theme as { colors: Record<string, string> }).colors.second = '#ffffff';
  (layout.navbar as Record<string, unknown>).logo = 'https://img.example/400x100.png';
  return layout;
}

function withChange(change: (layout: Editable) => void): Layout {
  const layout = goodLayout();
  change(layout);
  return layout;
}

test('a layout with readable text, a 4:1 logo and no font imports has nothing to report', async () => {
  expect(await prePublishIssues(2, goodLayout())).toEqual([]);
});

test.each([
  [
    'a text colour under WCAG AA on its background (fix in the section that holds it)',
    withChange((layout) => {
      (layout.theme as { colors: Record<string, string> }).colors.third = '#777777';
      (layout.menu as { productName: Record<string, string> }).productName.textColor = 'third';
    }),
    { id: 'contrast-menu.productName', section: 'menu', message: expect.stringMatching(/#777777 on #ffffff .*4\.5:1/) },
  ],
  [
    'a missing logo',
    withChange((layout) => {
      layout.navbar.logo = '';
    }),
    { id: 'logo-missing', section: 'navbar', message: 'The store has no logo.' },
  ],
  [
    'a logo of the wrong aspect',
    withChange((layout) => {
      layout.navbar.logo = 'https://img.example/100x100.png';
    }),
    { id: 'logo-aspect', section: 'navbar', message: expect.stringContaining('100 × 100') },
  ],
  [
    'a logo that does not load',
    withChange((layout) => {
      layout.navbar.logo = 'https://img.example/broken.png';
    }),
    { id: 'logo-broken', section: 'navbar', message: 'The logo could not be loaded.' },
  ],
  [
    'a font import that failed to load',
    withChange((layout) => {
      layout.theme.importFonts = "@import url('https://fonts.googleapis.com/css2?family=fails');";
    }),
    {
      id: 'font-https://fonts.googleapis.com/css2?family=fails',
      section: 'theme',
      message: 'The font import https://fonts.googleapis.com/css2?family=fails failed to load.',
    },
  ],
  [
    'a font import from a host off the allow-list',
    withChange((layout) => {
      layout.theme.importFonts = '@import url(https://evil.example/x.css);';
    }),
    { id: 'font-refused', section: 'theme', message: expect.stringContaining('Fonts may be imported only over https') },
  ],
])('reports %s', async (_label, layout, issue) => {
  expect(await prePublishIssues(2, layout)).toEqual([issue]);
});

test('a font import that loads is not reported', async () => {
  const layout = withChange((l) => {
    l.theme.importFonts = "@import url('https://fonts.googleapis.com/css2?family=Inter');";
  });
  expect(await prePublishIssues(2, layout)).toEqual([]);
});

test('version 1: the logo is in general, font imports in fonts', async () => {
  const layout = defaultLayoutConfig('embed', 1) as Record<string, Record<string, unknown>> &
    Record<'general' | 'navbar' | 'fonts' | 'buttons', Record<string, unknown>>;
  layout.general.backgroundColor = '#ffffff';
  layout.general.secondaryBackgroundColor = '#ffffff';
  for (const section of ['inputs', 'infoBlock']) layout[section] = { ...layout[section], backgroundColor: '#ffffff' };
  const buttons = layout.buttons as Record<string, Record<string, unknown>>;
  for (const button of ['primary', 'secondary']) buttons[button] = { ...buttons[button], textColor: '#ffffff' };
  layout.navbar.backgroundColor = '#ffffff';
  layout.fonts.import = '<link rel="stylesheet" href="https://fonts.bunny.net/css?family=fails">';
  const issues = await prePublishIssues(1, layout);
  expect(issues.map(({ id, section }) => ({ id, section }))).toEqual([
    { id: 'logo-missing', section: 'general' },
    { id: 'font-https://fonts.bunny.net/css?family=fails', section: 'fonts' },
  ]);
});
