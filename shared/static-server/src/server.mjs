// Serves one built app the way it is deployed: a remote's folder with CORS (the host's page loads it from another
// origin), or the host with its deep-link fallback, its run-time remotes manifest and the API behind the same origin.

import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const require = createRequire(import.meta.url);
const { API_PREFIX, PUBLIC_CALLS } = require('@backoffice/webpack-config/src/api-paths.cjs');
const { remotesManifest } = require('@backoffice/webpack-config/src/remotes-manifest.cjs');
const { hostConfigFromEnv } = require('@backoffice/webpack-config/src/host-config.cjs');

/** Hashed chunks never change; entries (main.js, remoteEntry.js) and pages must be re-checked on every load. */
function cacheHeaders(reply, filePath) {
  const hashed = /[\\/]chunks[\\/]/.test(filePath);
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * @param {{ root: string, kind: 'host' | 'remote', port: number, host?: string, apiUrl?: string,
 *           manifest?: Record<string, string>, logger?: boolean }} opts
 */
export async function serveApp(opts) {
  const app = Fastify({ logger: opts.logger ?? false });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  if (opts.kind === 'remote') {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }

  if (opts.kind === 'host') {
    if (!opts.apiUrl) throw new Error('The host server needs apiUrl');
    await app.register(replyFrom, { base: opts.apiUrl, undici: { connections: 64 } });
    // The host parses no bodies: an API call's body streams through to the API unchanged.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    const forward = (req, reply) =>
      reply.from(req.url, {
        // The API is down or restarting: say so in the API's own error shape, never a proxy stack.
        onError: (replyToSend) =>
          replyToSend.code(502).send({ message: 'The service is not reachable right now. Please try again in a moment.' }),
      });
    app.all(`${API_PREFIX}*`, forward);
    for (const call of PUBLIC_CALLS) app.route({ method: call.method, url: call.path, handler: forward });
    const manifest = opts.manifest ?? remotesManifest(process.env);
    app.get('/remotes.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return manifest;
    });
    const hostConfig = hostConfigFromEnv(process.env);
    app.get('/host-config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return hostConfig;
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(opts.root),
    setHeaders: cacheHeaders,
    wildcard: true,
    index: ['index.html'],
  });

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !path.extname(req.url.split('?')[0]);
    if (opts.kind === 'host' && wantsPage) {
      // Deep links (/shop/orders, /admin/users/42) are the host's page; its router and single-spa take it from there.
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    reply.code(404).send({ message: 'Not found' });
  });

  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  return app;
}
