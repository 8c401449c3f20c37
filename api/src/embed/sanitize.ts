import sanitizeHtml from 'sanitize-html';

/**
 * The embed store footer's free content is HTML the merchant writes and every customer's browser renders, so it is
 * cleaned before it is stored (safe by construction: nothing a store renders can carry script): a short list of text tags, links and images only,
 * no scripts or styles (their content is dropped too), no event-handler attributes, and only http(s), mailto and
 * tel links (no javascript: or data: URLs).
 */
const FOOTER_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // a link that opens a new tab must not hand the store's window to the other site
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitiseFooterContent(html: string): string {
  return sanitizeHtml(html, FOOTER_OPTIONS);
}
