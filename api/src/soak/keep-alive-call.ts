import { Agent, request } from 'node:http';

/**
 * The topology soak's requests through the load balancer: `node:http` on kept-alive sockets (at most 64 open, as many
 * as the requests in flight need). The same answers as `call` (crash.ts, fetch), at about half the client's CPU per
 * request: on a machine whose cores the three APIs, PostgreSQL and HAProxy share with the client, fetch's own cost was
 * a sixth of the whole. A request that gets no answer rejects with the socket's error, as fetch does.
 */
export function keepAliveCaller(base: string) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const call = (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; json: Record<string, unknown> }> =>
    new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string | number> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      const req = request({ host: url.hostname, port: url.port, method, path, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {
            // not JSON (an empty answer): {}
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return { call, close: () => agent.destroy() };
}
