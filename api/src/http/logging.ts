import type { FastifyServerOptions } from 'fastify';

/**
 * Request logging without secrets: whatever a log line carries — today only method, URL and address, but a
 * later `request.log.info({ headers })` or an error with its request attached must not leak either — the bearer
 * token, cookies and a kiosk's unit key are censored by the logger itself. Tokens never travel in URLs (the order
 * stream authenticates by header), so URLs are safe to log.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["kiosk-key"]',
  'headers.authorization',
  'headers.cookie',
  'headers["kiosk-key"]',
  'body.password',
  'body.kioskKey',
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}
