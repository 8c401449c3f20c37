/**
 * Embed store rules (spec 001 §2, §9): default and custom domains, CNAME instructions, font imports, colour
 * contrast. Pure functions, used by the API and the editor alike.
 */
import { slugify } from './slug';

/** Spec 001 §2: non-alphanumerics removed, spaces to hyphens, lowercase — letters transliterated first (`slugify`). */
export function sanitiseShopDomain(shopName: string): string {
  return slugify(shopName);
}

export const CNAME_TTL_SECONDS = 120;
export const CNAME_TTL_TEXT = '120 (or 5 minutes)';
export const CNAME_PROPAGATION_HOURS = 72;

/** Spec 001 §2: the shop name sanitised plus the store-domain suffix (configuration, e.g. `.store.example.com`). */
export function defaultStoreDomain(shopName: string, suffix: string): string {
  const label = sanitiseShopDomain(shopName) || 'store';
  const cleanSuffix = suffix.trim().toLowerCase().replace(/^\.+/, '');
  return `${label}.${cleanSuffix}`;
}

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

/**
 * The API's refusal of a custom domain: opened by the Domain Settings field's label ("Custom domain"), so the form
 * shows it under that field (never a path like "origins.1"); the form's own check shows `message` alone.
 */
export function customDomainRefusal(message: string): string {
  return `Custom domain is not valid. ${message}`;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A custom domain as the merchant types it: a bare host name, no scheme, no path, no port. Internationalised
 * names are normalised to their ASCII (punycode) form, which is what DNS and the CNAME record use.
 */
export function normaliseCustomDomain(input: string): DomainCheck {
  const text = input.trim().toLowerCase().replace(/\.$/, '');
  if (text === '') return { ok: false, message: 'Enter a domain name, like order.example.com.' };
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text) || text.startsWith('//'))
    return { ok: false, message: 'Enter the domain name without http:// or https://.' };
  if (/[/?#\\]/.test(text)) return { ok: false, message: 'Enter the domain name without a path (nothing after a /).' };
  if (/[\s:@]/.test(text)) return { ok: false, message: 'Enter only the domain name, without spaces, port or user name.' };
  let ascii: string;
  try {
    // WHATWG URL applies IDNA (UTS #46): "Café.example" → "xn--caf-dma.example"
    ascii = new URL(`http://${text}`).hostname;
  } catch {
    return { ok: false, message: 'That is not a valid domain name.' };
  }
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label)))
    return { ok: false, message: 'That is not a valid domain name.' };
  const tld = labels[labels.length - 1] ?? '';
  if (/^\d+$/.test(tld)) return { ok: false, message: 'Enter a domain name, not an IP address.' };
  return { ok: true, domain: ascii };
}

export interface CnameInstructions {
  recordType: 'CNAME';
  host: string;
  target: string;
  ttl: string;
  propagationHours: number;
}

/** What the merchant adds at their DNS provider so the custom domain points at the store's default domain. */
export function cnameInstructions(customDomain: string, defaultDomain: string): CnameInstructions {
  return {
    recordType: 'CNAME',
    host: customDomain,
    target: defaultDomain,
    ttl: CNAME_TTL_TEXT,
    propagationHours: CNAME_PROPAGATION_HOURS,
  };
}

/** Spec 001 §2 QR Code: the last origin as an https link. */
export function storeLink(origins: readonly string[]): string | null {
  const last = origins.filter((origin) => origin.trim() !== '').at(-1);
  return last ? `https://${last}` : null;
}

/** Spec 001 §2: the dine-in preview opens the store with order-type=dine-in and the table. */
export function dineInPreviewLink(origins: readonly string[], tableId: string): string | null {
  const base = storeLink(origins);
  if (!base) return null;
  const params = new URLSearchParams({ 'order-type': 'dine-in', table: tableId });
  return `${base}/?${params.toString()}`;
}

/** The store link that shows the unpublished draft: the store reads the token and fetches the draft with it. */
export function draftPreviewLink(origins: readonly string[], token: string): string | null {
  const base = storeLink(origins);
  if (!base) return null;
  return `${base}/?${new URLSearchParams({ preview: token }).toString()}`;
}

// ---- font imports --------------------------------------------------------------------------------------------

/** Font hosts a store may import from (font CSS and the font files it points at). */
export const FONT_HOSTS = [
  'fonts.googleapis.com',
  'fonts.gstatic.com',
  'fonts.bunny.net',
  'use.typekit.net',
  'fonts.cdnfonts.com',
] as const;
export const FONT_CATALOGUE_URL = 'https://fonts.google.com';

/**
 * `text`: the imports rebuilt from the parsed URLs, one per line (`@import url("…");` or
 * `<link rel="stylesheet" href="…">`): what is stored and published, never the merchant's own text.
 */
export type FontImportCheck = { ok: true; urls: string[]; text: string } | { ok: false; message: string };

/**
 * What a font URL may hold once serialised: letters, digits and URL punctuation, nothing that could end a CSS string
 * or an HTML attribute or start markup (quotes, brackets, backslash, parentheses, spaces).
 */
const SAFE_URL_TEXT = /^[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+$/;

function allowedFontUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!(FONT_HOSTS as readonly string[]).includes(url.hostname)) return null;
  const text = url.toString();
  return SAFE_URL_TEXT.test(text) ? text : null;
}

const IMPORT_RULE = /^@import\s+(?:url\(\s*(['"]?)([^'")\s]+)\1\s*\)|(['"])([^'"]+)\3)\s*;?$/i;
const LINK_TAG = /^<link(\s[^<>]*?)?\s*\/?>$/i;
/** One attribute with a quoted value, at the start of what is left of the tag. */
const QUOTED_ATTRIBUTE = /^\s+([a-z-]+)\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)')/i;

/**
 * A `<link>` tag's attributes, or null when the tag holds anything but `name="value"` pairs (an unquoted value, a
 * bare name, a repeated name): what a browser would read as an event handler or another attribute must not pass.
 */
function linkAttributes(text: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  let rest = text;
  while (rest.trim() !== '') {
    const match = QUOTED_ATTRIBUTE.exec(rest);
    if (!match) return null;
    const name = (match[1] ?? '').toLowerCase();
    if (attributes.has(name)) return null;
    attributes.set(name, match[2] ?? match[3] ?? '');
    rest = rest.slice(match[0].length);
  }
  return attributes;
}

const LINK_ONLY = 'Only <link rel="stylesheet" href="…"> is allowed (no other attributes)';

/**
 * Font imports (v1 `fonts.import`, v2 `theme.importFonts`): only `@import url(…)` rules or
 * `<link rel="stylesheet" href="…">` tags (those two attributes, quoted, nothing else), one per line, pointing at an
 * allowed font host over https. Anything else (other CSS, other tags or attributes, other hosts) is refused with the
 * offending line. What is kept is `text`, rebuilt from the parsed URLs, so nothing the merchant typed besides a font
 * URL ever reaches the store.
 */
export function checkFontImports(text: string): FontImportCheck {
  const urls: string[] = [];
  const rebuilt: string[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  for (const line of lines) {
    const rule = IMPORT_RULE.exec(line);
    const link = rule ? null : LINK_TAG.exec(line);
    let href: string | undefined;
    if (rule) href = rule[2] ?? rule[4];
    else if (link) {
      const attributes = linkAttributes(link[1] ?? '') ?? new Map<string, string>();
      const onlyRelAndHref = attributes.size === 2 && attributes.has('href');
      if (!onlyRelAndHref || attributes.get('rel')?.toLowerCase() !== 'stylesheet')
        return { ok: false, message: `${LINK_ONLY}: ${line}` };
      href = attributes.get('href');
    } else {
      return { ok: false, message: `Only @import or <link> lines are allowed: ${line}` };
    }
    const url = href ? allowedFontUrl(href) : null;
    if (!url) return { ok: false, message: `Fonts may be imported only over https from ${FONT_HOSTS.join(', ')}: ${line}` };
    urls.push(url);
    rebuilt.push(rule ? `@import url("${url}");` : `<link rel="stylesheet" href="${url}">`);
  }
  return { ok: true, urls, text: rebuilt.join('\n') };
}

// ---- contrast ------------------------------------------------------------------------------------------------

/** WCAG 2.x AA: 4.5:1 for body text. */
export const WCAG_AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | null {
  const value = hex.trim().replace(/^#/, '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21), or null when one is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = luminance(foreground);
  const b = luminance(background);
  if (a === null || b === null) return null;
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export function passesWcagAa(foreground: string, background: string): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio !== null && ratio >= WCAG_AA_CONTRAST;
}

/** Logos sit in a wide navbar (spec 001 §5: logo upload aspect ratio 4). */
export const LOGO_ASPECT_RATIO = 4;
/** Tolerance when judging an uploaded logo's aspect ratio. */
export const LOGO_ASPECT_TOLERANCE = 0.15;

export function logoAspectOk(width: number, height: number): boolean {
  if (width <= 0 || height <= 0) return false;
  return Math.abs(width / height - LOGO_ASPECT_RATIO) / LOGO_ASPECT_RATIO <= LOGO_ASPECT_TOLERANCE;
}
