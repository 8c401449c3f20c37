// @ts-check
// How the host compresses what the API answers through its /api proxy. The global @fastify/compress plugin treats a
// proxied answer as a stream of unknown size: every answer, even a 200-byte status change, got its own brotli stream
// (a fresh encoder with a 4 MB window, fed through a stream pipeline), which was a quarter of the host's CPU in
// `pnpm soak` for a few hundred bytes saved. Here an answer is read whole when the API said its length
// (fastify does for every JSON answer) and compressed in one synchronous call at a cheap setting; a small answer goes
// as it came; what the API streams (the order events, images) is passed through as it arrives.

const zlib = require('node:zlib');

/** Below this the headers outweigh the bytes saved (and a 1-packet answer stays 1 packet). */
const PROXY_COMPRESS_MIN_BYTES = 1024;
/**
 * Above this an answer is compressed as a stream instead (on zlib's thread pool): one synchronous call on a few MB
 * would hold every other request of the host for several milliseconds.
 */
const PROXY_COMPRESS_SYNC_MAX_BYTES = 1024 * 1024;

/**
 * Dynamic answers are compressed once and thrown away, so the cheap end of each: brotli quality 4 (the setting
 * CDNs use on the fly; 11 is for files compressed once) with a 256 KB window (lgwin 18; the 4 MB default only costs
 * memory on answers this size), gzip level 4 for a client without brotli.
 */
const BROTLI_OPTIONS = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};
const GZIP_OPTIONS = { level: 4 };

/** JSON and text; never an event stream, which must reach the browser frame by frame. */
const COMPRESSIBLE_TYPE = /^\s*(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+)\s*(?:;|$)/i;

/**
 * The encoding the client takes that we prefer (brotli, then gzip), or null. A q=0 refuses that encoding.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
function acceptedEncoding(header) {
  if (!header) return null;
  /** @type {Map<string, number>} */
  const quality = new Map();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    quality.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const takes = (/** @type {string} */ name) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * Whether an answer with these headers is compressed, and how: 'sync' (read whole, one call), 'stream' (larger than
 * PROXY_COMPRESS_SYNC_MAX_BYTES) or null (sent as it came).
 * @param {{ method: string, status: number, headers: Record<string, string | string[] | undefined> }} answer
 * @returns {'sync' | 'stream' | null}
 */
function compressionFor({ method, status, headers }) {
  if (method === 'HEAD' || status === 204 || status === 304 || status === 206) return null;
  // the API compressed it already (the kept order lists), or said no proxy may change it (the event stream)
  if (headers['content-encoding'] || /\bno-transform\b/i.test(String(headers['cache-control'] ?? ''))) return null;
  if (!COMPRESSIBLE_TYPE.test(String(headers['content-type'] ?? ''))) return null;
  // An answer without a length is one the API streams on purpose: it goes through as it arrives, never held back by
  // an encoder waiting for more input.
  const length = Number(headers['content-length']);
  if (!Number.isFinite(length) || length < PROXY_COMPRESS_MIN_BYTES) return null;
  return length <= PROXY_COMPRESS_SYNC_MAX_BYTES ? 'sync' : 'stream';
}

/** @param {import('fastify').FastifyReply} reply */
function addVary(reply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** @param {Buffer} body @param {'br' | 'gzip'} encoding */
function compressSync(body, encoding) {
  if (encoding === 'gzip') return zlib.gzipSync(body, GZIP_OPTIONS);
  return zlib.brotliCompressSync(body, {
    params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * The proxy's `onResponse`: sends the API's answer (its headers are already on `reply`) compressed as above.
 * `fail` answers when the API's body breaks off before it was read whole (nothing has been sent yet then).
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {{ statusCode: number, headers: Record<string, string | string[] | undefined>, stream: import('node:stream').Readable }} res
 * @param {(reply: import('fastify').FastifyReply) => void} fail
 */
function sendProxied(request, reply, res, fail) {
  const how = compressionFor({ method: request.method, status: res.statusCode, headers: res.headers });
  const encoding = how && acceptedEncoding(request.headers['accept-encoding']);
  if (!how || !encoding) {
    reply.send(res.stream);
    return;
  }
  addVary(reply);
  reply.header('content-encoding', encoding);
  if (how === 'stream') {
    reply.removeHeader('content-length');
    const encoder = encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip(GZIP_OPTIONS);
    res.stream.once('error', (error) => encoder.destroy(error));
    reply.send(res.stream.pipe(encoder));
    return;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  res.stream.on('data', (chunk) => chunks.push(chunk));
  res.stream.once('error', () => {
    reply.removeHeader('content-encoding');
    fail(reply);
  });
  res.stream.once('end', () => {
    const body = compressSync(Buffer.concat(chunks), encoding);
    reply.header('content-length', body.length);
    reply.send(body);
  });
}

module.exports = {
  sendProxied,
  compressionFor,
  acceptedEncoding,
  PROXY_COMPRESS_MIN_BYTES,
  PROXY_COMPRESS_SYNC_MAX_BYTES,
};
