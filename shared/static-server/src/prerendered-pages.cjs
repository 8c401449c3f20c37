// @ts-check
// The host's signed-out pages drawn at build time (host/src/prerender/, written to dist/prerendered/<page>.html):
// sent for their paths with this response's style nonce, and sent back filled in when their form was posted
// before any script ran. Why: docs/decisions/020-host-shell.md "Pre-rendered sign-in pages".

const fs = require('node:fs');
const path = require('node:path');

/** Stands where the page's style nonce goes (host/src/prerender/page-html.ts writes it on the critical CSS tag). */
const PAGE_NONCE_TOKEN = '__CSP_NONCE__';
/** A form post read whole is at most this long (a sign-up's five fields are far below it); longer → 413. */
const FORM_POST_MAX_BYTES = 16 * 1024;

/**
 * The pre-rendered page of `pathname` (one lowercase segment such as `/login`), or null when the build drew none.
 * Read on every request, like index.html, so a deploy's swap of the file is seen at once.
 * @param {string} root @param {string} pathname @returns {Promise<string | null>}
 */
async function readPrerenderedPage(root, pathname) {
  const file = prerenderedPageFile(root, pathname);
  if (!file) return null;
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** Where the drawn page of `pathname` would be, or null for a path that cannot have one. @param {string} root @param {string} pathname */
function prerenderedPageFile(root, pathname) {
  return /^\/[a-z][a-z-]*$/.test(pathname) ? path.join(root, 'prerendered', `${pathname.slice(1)}.html`) : null;
}

/** @param {string} html @param {string} nonce */
function withPageNonce(html, nonce) {
  return html.split(`nonce="${PAGE_NONCE_TOKEN}"`).join(`nonce="${nonce}"`);
}

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with each posted value in the `value` of its form's field of that name, so a form sent before the scripts
 * arrived comes back as it was typed (the scripts, once here, take the values over: host/src/prerender/typed-values.ts).
 * Only text fields the page has are filled (never a password); names it does not have are ignored.
 * @param {string} html @param {URLSearchParams} posted
 */
function withPostedValues(html, posted) {
  return html.replace(/<input\b[^>]*>/g, (tag) => {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    const type = /\stype="([^"]*)"/.exec(tag)?.[1] ?? 'text';
    // A password is never written into a page (it would sit in view-source, the page cache and history): the visitor
    // types it again, as after any refused sign-in.
    if (!name || !posted.has(name) || ['checkbox', 'radio', 'submit', 'hidden', 'file', 'password'].includes(type)) return tag;
    const value = ` value="${escapeAttribute(posted.get(name) ?? '')}"`;
    const withoutValue = tag.replace(/\svalue="[^"]*"/, '');
    return withoutValue.replace(/\s*\/?>$/, (end) => `${value}${end}`);
  });
}

/**
 * Whether this request is a page's own form sent by the browser without scripts (a script-driven sign-in posts JSON).
 * @param {{ method: string, headers: Record<string, string | string[] | undefined> }} req
 */
function isFormPost(req) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  return req.method === 'POST' && type === 'application/x-www-form-urlencoded';
}

/**
 * The posted fields, read from the raw body stream (the host parses no bodies), or null past the size cap.
 * @param {AsyncIterable<Buffer | string>} body @returns {Promise<URLSearchParams | null>}
 */
async function readFormPost(body) {
  let text = '';
  for await (const chunk of body) {
    text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    if (Buffer.byteLength(text) > FORM_POST_MAX_BYTES) return null;
  }
  return new URLSearchParams(text);
}

module.exports = {
  PAGE_NONCE_TOKEN,
  FORM_POST_MAX_BYTES,
  prerenderedPageFile,
  readPrerenderedPage,
  withPageNonce,
  withPostedValues,
  isFormPost,
  readFormPost,
};
