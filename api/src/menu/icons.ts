/**
 * The product icons offered by GET /api/icons (spec 001 §3 Product.icon {name, icon url}). The spec does not say
 * where icons come from: we ship a small built-in set, drawn here as SVG and served publicly (an <img> carries no
 * bearer token) at /api/icon-images/{name}.svg.
 */
const STROKE = 'fill="none" stroke="#1a202c" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const SHAPES: Record<string, string> = {
  coffee: `<path ${STROKE} d="M5 10h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z"/><path ${STROKE} d="M16 11h2a2 2 0 0 1 0 4h-2"/><path ${STROKE} d="M8 3v3M11 3v3M14 3v3"/>`,
  burger: `<path ${STROKE} d="M4 11a8 6 0 0 1 16 0z"/><path ${STROKE} d="M3 14h18"/><path ${STROKE} d="M4 17h16v1a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z"/>`,
  pizza: `<path ${STROKE} d="M12 21 3 5a14 10 0 0 1 18 0z"/><circle ${STROKE} cx="10" cy="9" r="1"/><circle ${STROKE} cx="14" cy="12" r="1"/>`,
  salad: `<path ${STROKE} d="M3 11h18a9 9 0 0 1-18 0z"/><path ${STROKE} d="M8 11c0-3 2-5 4-6 2 1 4 3 4 6"/>`,
  cake: `<path ${STROKE} d="M4 21h16v-8H4z"/><path ${STROKE} d="M4 16c2 1 4 1 6 0s4-1 6 0 3 1 4 0"/><path ${STROKE} d="M12 13V9M12 6v.01"/>`,
  drink: `<path ${STROKE} d="M6 4h12l-2 17H8z"/><path ${STROKE} d="M7 9h10M13 4l2-2"/>`,
  fries: `<path ${STROKE} d="M6 10h12l-2 11H8z"/><path ${STROKE} d="M8 10V4M11 10V3M14 10V4M17 10V6"/>`,
  'ice-cream': `<path ${STROKE} d="M7 11 12 22l5-11"/><path ${STROKE} d="M6 11a6 6 0 0 1 12 0z"/>`,
  sandwich: `<path ${STROKE} d="M3 15 12 6l9 9z"/><path ${STROKE} d="M3 15v3h18v-3"/>`,
  soup: `<path ${STROKE} d="M3 12h18a9 7 0 0 1-18 0z"/><path ${STROKE} d="M9 4c1 1 1 3 0 4M13 4c1 1 1 3 0 4"/>`,
  leaf: `<path ${STROKE} d="M5 19C5 9 11 4 20 4c0 9-5 15-15 15z"/><path ${STROKE} d="M5 19 13 11"/>`,
  star: `<path ${STROKE} d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"/>`,
};

export const ICON_NAMES = Object.keys(SHAPES);

export function iconSvg(name: string): string | null {
  const shape = SHAPES[name];
  if (shape === undefined) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" role="img" aria-label="${name}">${shape}</svg>`;
}

export const ICON_PATH_PREFIX = '/api/icon-images/';

export function iconList(publicUrl: string): { name: string; icon: string }[] {
  return ICON_NAMES.map((name) => ({ name, icon: `${publicUrl}${ICON_PATH_PREFIX}${name}.svg` }));
}
