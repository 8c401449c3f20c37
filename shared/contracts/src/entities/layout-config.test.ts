import { DEFAULT_COLOR, DEFAULT_FONT, defaultLayoutConfig, layoutConfigSchema, THEME_KEYS } from './layout-config';

/** Spec 001 §3, field by field: the keys of every section of the complete default layout, in the spec's words. */
type Tree = { [key: string]: unknown };
const keys = (value: unknown) => Object.keys(value as Tree).sort();
const at = (tree: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], tree);

const V1_BUTTON = ['backgroundColor', 'textColor', 'displayStyle', 'fillingStyle', 'font', 'textSize', 'fontWeight'];

describe('layout config version 1 (spec 001 §3)', () => {
  const kiosk = defaultLayoutConfig('kiosk', 1);
  it.each([
    ['general', ['backgroundColor', 'secondaryBackgroundColor', 'textColor', 'logo', 'mainFont', 'titlesFont']],
    ['landing', ['textColor', 'logo', 'backgroundImage', 'font']],
    ['navbar', ['backgroundColor', 'textColor', 'logo', 'font', 'textSize', 'fontWeight']],
    ['inputs', ['backgroundColor', 'textColor', 'displayStyle', 'borderStyle', 'font', 'textSize', 'fontWeight']],
    ['buttons', ['primary', 'secondary']],
    ['buttons.primary', V1_BUTTON],
    ['buttons.secondary', V1_BUTTON],
    ['link', ['textColor', 'font', 'textSize']],
    ['infoBlock', ['backgroundColor', 'textColor', 'font', 'textSize']],
    ['fonts', ['import']],
  ])('%s: %j', (path, fields) => expect(keys(at(kiosk, path))).toEqual([...fields].sort()));

  it('sections: the kiosk has landing; the embed store does not', () => {
    expect(keys(kiosk)).toEqual(['buttons', 'fonts', 'general', 'infoBlock', 'inputs', 'landing', 'link', 'navbar']);
    expect(keys(defaultLayoutConfig('embed', 1))).toEqual(keys(kiosk).filter((s) => s !== 'landing'));
  });

  it(`every colour defaults to ${DEFAULT_COLOR} and every font to ${DEFAULT_FONT}`, () => {
    const walk = (tree: unknown, path: string[]): void => {
      for (const [key, value] of Object.entries(tree as Tree)) {
        if (typeof value === 'object' && value !== null) walk(value, [...path, key]);
        else if (/Color$/.test(key)) expect([...path, key, value]).toEqual([...path, key, DEFAULT_COLOR]);
        else if (/[fF]ont$/.test(key)) expect([...path, key, value]).toEqual([...path, key, DEFAULT_FONT]);
      }
    };
    walk(kiosk, []);
  });
});

const V2_BUTTON = ['backgroundColor', 'textColor', 'font', 'textSize', 'borderColor', 'shape'];
const V2_CONTAINER = ['backgroundColor', 'borderColor', 'shape'];
const V2_TEXT = ['textColor', 'font', 'textSize'];
const V2_INPUT = ['backgroundColor', 'textColor', 'font', 'textSize', 'borderColor', 'borderStyle', 'shape'];

describe('layout config version 2 (spec 001 §2, §3)', () => {
  const embed = defaultLayoutConfig('embed', 2);
  const kiosk = defaultLayoutConfig('kiosk', 2);
  it.each([
    ['theme', ['colors', 'fonts', 'importFonts', 'pageBackgroundColor']],
    ['theme.colors', [...THEME_KEYS]],
    ['theme.fonts', [...THEME_KEYS]],
    ['navbar', ['logo', 'logoPosition', 'menuPosition', 'menu', 'loginPosition', 'login']],
    ['navbar.menu', V2_BUTTON],
    ['navbar.login', V2_BUTTON],
    ['actionbar', ['container', 'primaryButton', 'secondaryButton']],
    ['actionbar.container', V2_CONTAINER],
    ['actionbar.primaryButton', V2_BUTTON],
    [
      'menu',
      [
        'categoryMenuPosition',
        'categoryContainer',
        'categoryButton',
        'categoryHeader',
        'productsColumns',
        'productName',
        'productDescription',
        'productPrice',
      ],
    ],
    ['menu.productName', V2_TEXT],
    ['product', ['container', 'name', 'description', 'optionName', 'optionButton', 'notes']],
    ['product.optionButton', ['font', 'textSize', 'selectedColor', 'shape']],
    [
      'cart',
      [
        'title',
        'container',
        'productName',
        'productDescription',
        'productPrice',
        'increaseButtons',
        'editButton',
        'removeButton',
      ],
    ],
    [
      'checkout',
      [
        'container',
        'inputs',
        'primaryButton',
        'secondaryButton',
        'costSummary',
        'informationBlocks',
        'promoCodePlaceholder',
        'deliveryAddressPlaceholder',
        'userNamePlaceholder',
        'userEmailPlaceholder',
        'userPhonePlaceholder',
      ],
    ],
    ['checkout.inputs', V2_INPUT],
    ['confirm', ['container', 'description', 'primaryButton', 'secondaryButton']],
    ['footer', ['enabled', 'type', 'backgroundColor', 'padding', 'content']],
    ['general', ['logo', 'backgroundImage']],
  ])('embed %s: %j', (path, fields) => expect(keys(at(embed, path))).toEqual([...fields].sort()));

  it('kiosk landing: logo, background image, welcome message, start button text, text colour, font, two text sizes', () =>
    expect(keys(kiosk.landing)).toEqual(
      [
        'logo',
        'backgroundImage',
        'welcomeMessage',
        'startButtonText',
        'textColor',
        'font',
        'subtitleTextSize',
        'startOrderTextSize',
      ].sort(),
    ));

  it('sections: footer on the embed store only, landing on a kiosk only', () => {
    const common = ['actionbar', 'cart', 'checkout', 'confirm', 'general', 'menu', 'navbar', 'product', 'theme'];
    expect(keys(embed)).toEqual([...common, 'footer'].sort());
    expect(keys(kiosk)).toEqual([...common, 'landing'].sort());
  });

  it(`defaults: the ten theme colours ${DEFAULT_COLOR}, the ten fonts ${DEFAULT_FONT}; style fields hold theme keys`, () => {
    for (const key of THEME_KEYS) {
      expect(at(embed, `theme.colors.${key}`)).toBe(DEFAULT_COLOR);
      expect(at(embed, `theme.fonts.${key}`)).toBe(DEFAULT_FONT);
    }
    expect(at(embed, 'navbar.menu')).toMatchObject({ textColor: 'second', font: 'first', textSize: 'base', shape: 'rounded' });
    expect(at(embed, 'footer')).toMatchObject({ enabled: false, type: 'relative', padding: 16, content: '' });
  });

  it('a style field takes a theme key, never a raw colour or font', () => {
    const schema = layoutConfigSchema('embed', 2);
    expect(schema.safeParse({ menu: { productName: { textColor: 'tenth', font: 'third' } } }).success).toBe(true);
    expect(schema.safeParse({ menu: { productName: { textColor: '#ffffff' } } }).success).toBe(false);
    expect(schema.safeParse({ menu: { productName: { font: 'matterregular' } } }).success).toBe(false);
  });
});
