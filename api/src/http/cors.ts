import type { FastifyInstance } from 'fastify';

/**
 * Opt-in CORS for remotes running standalone on their own dev server (CORS_ORIGINS=http://localhost:3001,…).
 * Production serves everything from one origin, so the default is no CORS headers at all. Bearer tokens,
 * not cookies, so credentials are never allowed.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      // Answer the preflight here (there is no OPTIONS route); returning the reply ends the request.
      return reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
        .header('Access-Control-Allow-Headers', 'Authorization, Content-Type')
        .header('Access-Control-Max-Age', '600')
        .status(204)
        .send();
    }
    return undefined;
  });
}
