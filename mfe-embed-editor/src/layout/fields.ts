import {
  BORDER_STYLES,
  CATEGORY_MENU_POSITIONS,
  type DesignVersion,
  DISPLAY_STYLES,
  FILLING_STYLES,
  FONT_WEIGHTS,
  FOOTER_PADDING_MAX,
  FOOTER_PADDING_MIN,
  FOOTER_TYPES,
  INPUT_BORDER_STYLES,
  POSITIONS,
  PRODUCTS_COLUMNS,
  SHAPES,
  TEXT_SIZES,
  THEME_KEYS,
} from '@backoffice/contracts';

/**
 * How the editor shows one leaf of the layout config (decided by its name, the group it is in, the design version
 * and its value). The theme's colours (keyed first…tenth) are colours by their group, not by what is typed: a value
 * half typed ('#ff', 'red') keeps its colour input, so the control is not swapped under the merchant's cursor.
 */
export type FieldKind =
  | { kind: 'color' }
  | { kind: 'select'; options: readonly (string | number)[]; numeric?: boolean }
  | { kind: 'themeKey'; family: 'color' | 'font' }
  | { kind: 'number'; min: number; max: number; step: number }
  | { kind: 'checkbox' }
  | { kind: 'image' }
  | { kind: 'textarea' }
  | { kind: 'text' };

const COLOR_FIELDS = new Set(['textColor', 'backgroundColor', 'borderColor', 'selectedColor', 'secondaryBackgroundColor']);

export function fieldKind(name: string, value: unknown, version: DesignVersion, group?: string): FieldKind {
  if (typeof value === 'boolean') return { kind: 'checkbox' };
  if (group === 'colors') return { kind: 'color' };
  if (name === 'logo' || name === 'backgroundImage') return { kind: 'image' };
  if (name === 'content' || name === 'importFonts' || name === 'import') return { kind: 'textarea' };
  if (name === 'padding') return { kind: 'number', min: FOOTER_PADDING_MIN, max: FOOTER_PADDING_MAX, step: 1 };
  if (name === 'fontWeight') return { kind: 'select', options: FONT_WEIGHTS, numeric: true };
  if (name === 'productsColumns') return { kind: 'select', options: PRODUCTS_COLUMNS, numeric: true };
  if (name === 'displayStyle') return { kind: 'select', options: DISPLAY_STYLES };
  if (name === 'fillingStyle') return { kind: 'select', options: FILLING_STYLES };
  if (name === 'shape') return { kind: 'select', options: SHAPES };
  if (name === 'borderStyle') return { kind: 'select', options: version === 1 ? INPUT_BORDER_STYLES : BORDER_STYLES };
  if (name === 'logoPosition' || name === 'menuPosition' || name === 'loginPosition')
    return { kind: 'select', options: POSITIONS };
  if (name === 'categoryMenuPosition') return { kind: 'select', options: CATEGORY_MENU_POSITIONS };
  if (name === 'type') return { kind: 'select', options: FOOTER_TYPES };
  if (version === 2 && (name === 'textSize' || name.endsWith('TextSize'))) return { kind: 'select', options: TEXT_SIZES };
  if (version === 1 && name === 'textSize') return { kind: 'number', min: 8, max: 96, step: 1 };
  if (version === 2 && (COLOR_FIELDS.has(name) || name === 'textColor')) return { kind: 'themeKey', family: 'color' };
  if (version === 2 && name === 'font') return { kind: 'themeKey', family: 'font' };
  if (typeof value === 'string' && /^#[0-9a-f]{3,6}$/i.test(value)) return { kind: 'color' };
  if (name.endsWith('Color') || name.endsWith('backgroundColor')) return { kind: 'color' };
  return { kind: 'text' };
}

export const THEME_KEY_OPTIONS = THEME_KEYS;

const LABELS: Record<string, string> = {
  theme: 'Theme',
  navbar: 'Navbar',
  actionbar: 'Action bar',
  menu: 'Menu page',
  product: 'Product page',
  cart: 'Cart page',
  checkout: 'Checkout page',
  confirm: 'Confirmation modals',
  footer: 'Footer',
  landing: 'Landing page',
  general: 'General',
  inputs: 'Inputs',
  buttons: 'Buttons',
  link: 'Link',
  infoBlock: 'Info block',
  fonts: 'Fonts',
  importFonts: 'Custom font imports',
  import: 'Font imports',
  pageBackgroundColor: 'Page background colour',
  logo: 'Logo URL',
  productsColumns: 'Products per row',
  categoryMenuPosition: 'Category menu position',
  padding: 'Padding',
  type: 'Location type',
  content: 'Content',
  enabled: 'Enabled',
  EFTPOSProvider: 'EFTPOS provider',
};

/** "categoryMenuPosition" → "Category menu position" unless the spec names it otherwise. */
export function fieldLabel(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Groups whose fields share their keys with a sibling group (theme colours and fonts are both keyed first…tenth):
 * the word each of their fields adds, unseen, to its name, so "First" reads "First colour" or "First font" to a
 * screen reader instead of two fields both named "First" that only their fieldsets tell apart.
 */
const GROUP_FIELD_WORDS: Record<string, string> = {
  colors: 'colour',
  fonts: 'font',
};

/** The unseen word a group's fields add to their names, or undefined when their own labels already differ. */
export function groupFieldWord(group: string): string | undefined {
  return GROUP_FIELD_WORDS[group];
}

/** The URL value of a layout section: `?layout=<section>` keeps the open section in the URL. */
export const LAYOUT_SECTION_PARAM = 'layout';
