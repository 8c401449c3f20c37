import { documentTitle, PRERENDERED_ATTRIBUTE } from './public-pages';

/**
 * The static server writes each page response's CSP nonce where this token stands (shared/static-server
 * security-headers.cjs PAGE_NONCE_TOKEN), so the inline critical CSS runs under `style-src 'nonce-…'`.
 */
export const PAGE_NONCE_TOKEN = '__CSP_NONCE__';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html (its script tags, favicon) with one page drawn into #root, that page's critical CSS in the
 * head under the page nonce and its tab title.
 */
export function pageHtml(
  template: string,
  page: { path: string; title: string },
  rendered: { html: string; css: string; names: string[] },
): string {
  // `</style` cannot appear in emotion's output for our styles, but a rule must never end the tag early.
  const css = rendered.css.replace(/<\/style/gi, '<\\/style');
  const style = `<style data-emotion="css ${rendered.names.join(' ')}" nonce="${PAGE_NONCE_TOKEN}">${css}</style>`;
  const root = /<div id="root"><\/div>/;
  if (!root.test(template)) throw new Error('index.html has no empty <div id="root"></div> to draw into');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(page.title))}</title>`)
    .replace('</head>', () => `${style}</head>`)
    .replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.path)}">${rendered.html}</div>`);
}
