import { z } from 'zod';
import { FOOTER_PADDING_MAX, FOOTER_PADDING_MIN } from '../constants';
import { LOCAL_IMAGE_PATH } from '../rules/images';

/**
 * Layout config of the embed store and of a kiosk, versions 1 and 2 (spec 001 §3, §2 "Layout editor").
 *
 * Every leaf has a default (spec: "defaults exist; default theme colours are #000000 and the default font is named
 * matterregular"), so `{}` parses to the complete default layout and a section save may send only what it shows.
 * Objects are strict: an unknown key is refused with its path, never stored.
 */

export const DESIGN_VERSIONS = [1, 2] as const;
export type DesignVersion = (typeof DESIGN_VERSIONS)[number];
export const designVersion = z.union([z.literal(1), z.literal(2)]);

export const DEFAULT_COLOR = '#000000';
export const DEFAULT_FONT = 'matterregular';

/** `#rgb` or `#rrggbb` (stored lower-case as written; the preview and contrast check read both). */
export const hexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a colour like #1a2b3c');

export const fontName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w \-']+$/, "must be a font family name (letters, digits, spaces, - and ')");

/** An image address: an outside image host's https link, our own origin-relative upload path, or empty (none). */
/** An image: none, a web address (http/https), or an image uploaded here (origin-relative path). One message for all. */
export const imageUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000), z.string().regex(LOCAL_IMAGE_PATH)], {
  error: 'must be a web address (https://…) or an uploaded image',
});

// ---- version 1 -------------------------------------------------------------------------------------------------

export const DISPLAY_STYLES = ['rounded', 'full-rounded', 'square'] as const;
export const INPUT_BORDER_STYLES = ['normal', 'bottom', 'none'] as const;
export const FILLING_STYLES = ['normal', 'outline'] as const;
/** Spec 001 §5: font weight 100 to 900, step 100. */
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export const fontWeight = z
  .number()
  .int()
  .min(100, 'must be 100 to 900')
  .max(900, 'must be 100 to 900')
  .refine((value) => value % 100 === 0, 'must be a multiple of 100');
/** v1 text sizes are free CSS-like sizes in pixels. */
export const v1TextSize = z.number().int().min(8).max(96);

const color = hexColor.default(DEFAULT_COLOR);
const font = fontName.default(DEFAULT_FONT);
const image = imageUrl.default('');

const v1Button = z.strictObject({
  backgroundColor: color,
  textColor: color,
  displayStyle: z.enum(DISPLAY_STYLES).default('rounded'),
  fillingStyle: z.enum(FILLING_STYLES).default('normal'),
  font,
  textSize: v1TextSize.default(16),
  fontWeight: fontWeight.default(400),
});

export const layoutConfigV1 = z.strictObject({
  general: z
    .strictObject({
      backgroundColor: color,
      secondaryBackgroundColor: color,
      textColor: color,
      logo: image,
      mainFont: font,
      titlesFont: font,
    })
    .prefault({}),
  /** kiosk only */
  landing: z.strictObject({ textColor: color, logo: image, backgroundImage: image, font }).prefault({}),
  navbar: z
    .strictObject({
      backgroundColor: color,
      textColor: color,
      logo: image,
      font,
      textSize: v1TextSize.default(16),
      fontWeight: fontWeight.default(400),
    })
    .prefault({}),
  inputs: z
    .strictObject({
      backgroundColor: color,
      textColor: color,
      displayStyle: z.enum(DISPLAY_STYLES).default('rounded'),
      borderStyle: z.enum(INPUT_BORDER_STYLES).default('normal'),
      font,
      textSize: v1TextSize.default(16),
      fontWeight: fontWeight.default(400),
    })
    .prefault({}),
  buttons: z.strictObject({ primary: v1Button.prefault({}), secondary: v1Button.prefault({}) }).prefault({}),
  link: z.strictObject({ textColor: color, font, textSize: v1TextSize.default(16) }).prefault({}),
  infoBlock: z.strictObject({ backgroundColor: color, textColor: color, font, textSize: v1TextSize.default(16) }).prefault({}),
  fonts: z.strictObject({ import: z.string().max(5000).default('') }).prefault({}),
});
export type LayoutConfigV1 = z.output<typeof layoutConfigV1>;

// ---- version 2 -------------------------------------------------------------------------------------------------

/** Theme slots: other style fields name one of these keys, never a raw colour or font. */
export const THEME_KEYS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];
export const TEXT_SIZES = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const SHAPES = ['square', 'rounded', 'full-rounded'] as const;
export const BORDER_STYLES = ['bottom-only', 'full-bordered'] as const;
export const POSITIONS = ['left', 'center', 'right'] as const;
export const CATEGORY_MENU_POSITIONS = ['top', 'left', 'right'] as const;
/** Spec 001 §9: products per row 2, 3 or 4. */
export const PRODUCTS_COLUMNS = [2, 3, 4] as const;
export const FOOTER_TYPES = ['relative', 'fixed'] as const;

const themeKey = z.enum(THEME_KEYS);
/** Style families (spec 001 §3: Color, Font, TextSize, Shape, BorderStyle). */
const colorKey = (fallback: ThemeKey = 'first') => themeKey.default(fallback);
const fontKey = themeKey.default('first');
const textSize = (fallback: TextSize = 'base') => z.enum(TEXT_SIZES).default(fallback);
const shape = z.enum(SHAPES).default('rounded');
const borderStyle = z.enum(BORDER_STYLES).default('full-bordered');

const textStyle = (size: TextSize = 'base') =>
  z.strictObject({ textColor: colorKey(), font: fontKey, textSize: textSize(size) }).prefault({});
const containerStyle = () => z.strictObject({ backgroundColor: colorKey('second'), borderColor: colorKey(), shape }).prefault({});
const buttonStyle = () =>
  z
    .strictObject({
      backgroundColor: colorKey(),
      textColor: colorKey('second'),
      font: fontKey,
      textSize: textSize(),
      borderColor: colorKey(),
      shape,
    })
    .prefault({});
const inputStyle = () =>
  z
    .strictObject({
      backgroundColor: colorKey('second'),
      textColor: colorKey(),
      font: fontKey,
      textSize: textSize(),
      borderColor: colorKey(),
      borderStyle,
      shape,
    })
    .prefault({});
const placeholder = (text: string) => z.string().max(200).default(text);

const themeColors = z.strictObject(Object.fromEntries(THEME_KEYS.map((key) => [key, color])) as Record<ThemeKey, typeof color>);
const themeFonts = z.strictObject(Object.fromEntries(THEME_KEYS.map((key) => [key, font])) as Record<ThemeKey, typeof font>);

/** Footer padding, spec 001 §5: 0 to 100, step 1. */
export const footerPadding = z
  .number()
  .int('must be a whole number')
  .min(FOOTER_PADDING_MIN, `must be ${FOOTER_PADDING_MIN} to ${FOOTER_PADDING_MAX}`)
  .max(FOOTER_PADDING_MAX, `must be ${FOOTER_PADDING_MIN} to ${FOOTER_PADDING_MAX}`);

export const FOOTER_CONTENT_MAX_LENGTH = 10_000;
export const FONT_IMPORT_MAX_LENGTH = 5000;

const v2Sections = {
  theme: z
    .strictObject({
      colors: themeColors.prefault({}),
      fonts: themeFonts.prefault({}),
      importFonts: z.string().max(FONT_IMPORT_MAX_LENGTH).default(''),
      pageBackgroundColor: hexColor.default('#ffffff'),
    })
    .prefault({}),
  navbar: z
    .strictObject({
      logo: image,
      logoPosition: z.enum(POSITIONS).default('left'),
      menuPosition: z.enum(POSITIONS).default('center'),
      menu: buttonStyle(),
      loginPosition: z.enum(POSITIONS).default('right'),
      login: buttonStyle(),
    })
    .prefault({}),
  actionbar: z
    .strictObject({ container: containerStyle(), primaryButton: buttonStyle(), secondaryButton: buttonStyle() })
    .prefault({}),
  menu: z
    .strictObject({
      categoryMenuPosition: z.enum(CATEGORY_MENU_POSITIONS).default('top'),
      categoryContainer: containerStyle(),
      categoryButton: buttonStyle(),
      categoryHeader: textStyle('2xl'),
      productsColumns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
      productName: textStyle('lg'),
      productDescription: textStyle('sm'),
      productPrice: textStyle(),
    })
    .prefault({}),
  product: z
    .strictObject({
      container: containerStyle(),
      name: textStyle('2xl'),
      description: textStyle(),
      optionName: textStyle('lg'),
      optionButton: z.strictObject({ font: fontKey, textSize: textSize(), selectedColor: colorKey(), shape }).prefault({}),
      notes: inputStyle(),
    })
    .prefault({}),
  cart: z
    .strictObject({
      title: textStyle('2xl'),
      container: containerStyle(),
      productName: textStyle('lg'),
      productDescription: textStyle('sm'),
      productPrice: textStyle(),
      increaseButtons: buttonStyle(),
      editButton: buttonStyle(),
      removeButton: buttonStyle(),
    })
    .prefault({}),
  checkout: z
    .strictObject({
      container: containerStyle(),
      inputs: inputStyle(),
      primaryButton: buttonStyle(),
      secondaryButton: buttonStyle(),
      costSummary: z
        .strictObject({ backgroundColor: colorKey('second'), textColor: colorKey(), font: fontKey, textSize: textSize() })
        .prefault({}),
      informationBlocks: z
        .strictObject({ backgroundColor: colorKey('second'), textColor: colorKey(), font: fontKey, textSize: textSize('sm') })
        .prefault({}),
      promoCodePlaceholder: placeholder('Promo code'),
      deliveryAddressPlaceholder: placeholder('Delivery address'),
      userNamePlaceholder: placeholder('Your name'),
      userEmailPlaceholder: placeholder('Your email'),
      userPhonePlaceholder: placeholder('Your phone'),
    })
    .prefault({}),
  confirm: z
    .strictObject({
      container: containerStyle(),
      description: textStyle(),
      primaryButton: buttonStyle(),
      secondaryButton: buttonStyle(),
    })
    .prefault({}),
  general: z.strictObject({ logo: image, backgroundImage: image }).prefault({}),
};

/** Embed store only. `content` is free HTML, sanitised by the API before it is stored. */
const footerSection = z
  .strictObject({
    enabled: z.boolean().default(false),
    type: z.enum(FOOTER_TYPES).default('relative'),
    backgroundColor: colorKey('second'),
    padding: footerPadding.default(16),
    content: z.string().max(FOOTER_CONTENT_MAX_LENGTH).default(''),
  })
  .prefault({});

/** Kiosk only (spec 001 §2: fields beyond these are not shown). */
const landingSection = z
  .strictObject({
    logo: image,
    backgroundImage: image,
    welcomeMessage: z.string().max(200).default('Welcome'),
    startButtonText: z.string().max(100).default('Start order'),
    textColor: colorKey(),
    font: fontKey,
    subtitleTextSize: textSize('xl'),
    startOrderTextSize: textSize('2xl'),
  })
  .prefault({});

export const embedLayoutConfigV2 = z.strictObject({ ...v2Sections, footer: footerSection });
export const kioskLayoutConfigV2 = z.strictObject({ ...v2Sections, landing: landingSection });
export type EmbedLayoutConfigV2 = z.output<typeof embedLayoutConfigV2>;
export type KioskLayoutConfigV2 = z.output<typeof kioskLayoutConfigV2>;
export type LayoutConfigV2 = EmbedLayoutConfigV2 | KioskLayoutConfigV2;

/** v1 has no footer; its landing section is kiosk only, so the embed store's v1 has none. */
export const embedLayoutConfigV1 = layoutConfigV1.omit({ landing: true });
export const kioskLayoutConfigV1 = layoutConfigV1;

export type LayoutTarget = 'embed' | 'kiosk';
export type AnyLayoutConfig = z.output<typeof embedLayoutConfigV1> | LayoutConfigV1 | LayoutConfigV2;

/** The schema of one (target, version) pair. */
export function layoutConfigSchema(target: LayoutTarget, version: DesignVersion) {
  if (version === 1) return target === 'embed' ? embedLayoutConfigV1 : kioskLayoutConfigV1;
  return target === 'embed' ? embedLayoutConfigV2 : kioskLayoutConfigV2;
}

/**
 * Section names in the editor's order (spec 001 §2): v2 "landing-page (kiosk only, after actionbar) or footer
 * (embed store only)". The v2 `general` section (logo, background image) comes last.
 */
export function layoutSections(target: LayoutTarget, version: DesignVersion): string[] {
  if (version === 1)
    return target === 'kiosk'
      ? ['general', 'landing', 'navbar', 'inputs', 'buttons', 'link', 'infoBlock', 'fonts']
      : ['general', 'navbar', 'inputs', 'buttons', 'link', 'infoBlock', 'fonts'];
  return target === 'kiosk'
    ? ['theme', 'navbar', 'actionbar', 'landing', 'menu', 'product', 'cart', 'checkout', 'confirm', 'general']
    : ['theme', 'navbar', 'actionbar', 'menu', 'product', 'cart', 'checkout', 'confirm', 'footer', 'general'];
}

/** The complete default layout of a target and version. */
export function defaultLayoutConfig(target: LayoutTarget, version: DesignVersion): Record<string, unknown> {
  return layoutConfigSchema(target, version).parse({}) as Record<string, unknown>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge of a section patch over stored values: objects merge key by key, everything else replaces. */
export function mergeLayout(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeLayout(base[key], value);
  return out;
}

/**
 * Applies a (partial) layout patch to stored values and returns the complete, validated layout. The patch is
 * checked on its own first, so an error names what the caller sent rather than something already stored.
 */
export function applyLayoutPatch(
  target: LayoutTarget,
  version: DesignVersion,
  stored: unknown,
  patch: unknown,
): { ok: true; layout: Record<string, unknown> } | { ok: false; error: z.ZodError } {
  const schema = layoutConfigSchema(target, version);
  const checked = schema.safeParse(patch ?? {});
  if (!checked.success) return { ok: false, error: checked.error };
  const merged = schema.safeParse(mergeLayout(isPlainObject(stored) ? stored : {}, patch ?? {}));
  if (!merged.success) return { ok: false, error: merged.error };
  return { ok: true, layout: merged.data as Record<string, unknown> };
}
