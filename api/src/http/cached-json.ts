import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer kept ready to send: its text, a validator, and its gzip made once (list caches of orders and menu). */
export interface CachedJson {
  body: string | Buffer;
  etag: string;
  gzipped(): Buffer;
}

/**
 * Sends a kept answer as browsers meet it: `304` when their copy is current (If-None-Match), gzip when they accept
 * it, the text otherwise; revalidated on every use (`private, no-cache`), and `Vary` so a proxy keeps both encodings.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
    return reply.header('content-encoding', 'gzip').send(answer.gzipped());
  return reply.send(answer.body);
}
