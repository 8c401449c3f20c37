import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser security headers of every API answer (docs/decisions/009-api-security-accounts-and-sessions.md):
 * - `X-Content-Type-Options: nosniff` on everything, so no answer is ever read as another type than it says;
 * - `Cache-Control: no-store` on every answer to a request that carries credentials (a bearer, guest or kiosk token)
 *   and on every other answer that did not declare itself public (sign-in, sign-up, reset, guests, links whose token is
 *   the permission): nothing personal is kept by a browser or a shared proxy. Public files (images, icons) keep the
 *   `public, …` their routes give them;
 * - on every HTML page the API serves (the API docs, the local checkout page) a Content-Security-Policy with
 *   `frame-ancestors 'none'`: no page of ours can be framed, and a page without a policy of its own gets the strict one
 *   below.
 */

/** The policy of an API page that names none: scripts and styles from the API's own origin only, never framed. */
export const API_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // the docs UI (swagger-ui) sets style attributes from its script
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A page's own policy: nothing but what it names, never framed. `styles`: the exact text of its inline <style>s. */
export function pageCsp({ styles = [] }: { styles?: readonly string[] } = {}): string {
  const hashes = styles.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [
    "default-src 'none'",
    ...(hashes.length > 0 ? [`style-src ${hashes.join(' ')}`] : []),
    "base-uri 'none'",
    // no form-action: a form's POST may redirect to another origin of ours (the checkout's success URL)
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether the request carries credentials (a bearer, guest or kiosk token; the event stream refuses one in the URL). */
function carriesCredentials(request: FastifyRequest): boolean {
  return !!(request.headers.authorization || request.headers['kiosk-key']);
}

function setHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  if (carriesCredentials(request) || !/^public\b/i.test(cacheControl)) reply.header('cache-control', 'no-store');
  const type = String(reply.getHeader('content-type') ?? '');
  if (/^text\/html\b/i.test(type)) {
    const own = reply.getHeader('content-security-policy');
    if (!own || !/frame-ancestors 'none'/.test(String(own))) reply.header('content-security-policy', API_PAGE_CSP);
  }
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setHeaders(request, reply);
    return payload;
  });
}
