import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { resolveTrustProxy } from '../config';
import { createUser, openTestDb, TEST_CONFIG } from '../test/app';

/**
 * Behind the host server (shared/static-server), each client is its own address to the API: the host sets
 * X-Forwarded-For to the socket it saw, and the API trusts exactly that proxy (TRUST_PROXY). Two clients behind the
 * host are throttled apart, and a forged X-Forwarded-For changes nothing. The throttle watched is sign-up's
 * ("already has an account" answers per client, auth/signup-throttle.ts); the clients are distinct loopback
 * addresses (127.0.0.2, 127.0.0.3), as the whole of 127/8 is this machine.
 */

const { serveApp } = require('../../../shared/static-server/src/server.cjs') as {
  serveApp: (opts: {
    root: string;
    kind: 'host';
    port: number;
    apiUrl: string;
    manifest: Record<string, string>;
    env: Record<string, string>;
  }) => Promise<{ close(): Promise<void>; server: http.Server }>;
};

let api: FastifyInstance;
let host: Awaited<ReturnType<typeof serveApp>>;
let closeDb: () => Promise<void>;
let hostPort = 0;
let takenEmail = '';

beforeAll(async () => {
  const { db, close } = await openTestDb();
  closeDb = close;
  takenEmail = (await createUser(db)).email;
  api = await buildApp({
    db,
    config: { ...TEST_CONFIG, trustProxy: resolveTrustProxy('loopback') },
    pendingOrderAlerts: false,
    rollupFolding: false,
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const root = mkdtempSync(path.join(tmpdir(), 'client-address-host-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>host</title>');
  host = await serveApp({
    root,
    kind: 'host',
    port: 0,
    apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    manifest: {},
    env: {},
  });
  hostPort = (host.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await host?.close();
  await api?.close();
  await closeDb?.();
});

/** A sign-up with a taken address through the host, from `from` (a loopback address), with extra headers. */
function signupThroughHost(from: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({
    name: { given: 'Ana', family: 'Probe' },
    email: takenEmail,
    password: 'Kumara-Harvest-2026',
    passwordRepeat: 'Kumara-Harvest-2026',
    isMerchant: true,
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: hostPort,
        localAddress: from,
        method: 'POST',
        path: '/signup',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('two clients behind the host are throttled apart, and a forged X-Forwarded-For changes nothing', async () => {
  const first: number[] = [];
  for (let i = 0; i < 6; i += 1) first.push(await signupThroughHost('127.0.0.2'));
  expect(first).toEqual([409, 409, 409, 409, 409, 429]);
  // the throttled client claiming another address is still itself
  expect(await signupThroughHost('127.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).toBe(429);
  // the other client is not held up by the first, even when it claims to be the first
  expect(await signupThroughHost('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' })).toBe(409);
  expect(await signupThroughHost('127.0.0.3')).toBe(409);
});

test('TRUST_PROXY names the proxies; "true" (trust everyone) and bad entries are refused', () => {
  expect(resolveTrustProxy(undefined)).toBe(false);
  expect(resolveTrustProxy('false')).toBe(false);
  expect(resolveTrustProxy(' loopback, 10.0.0.0/8 ,172.28.0.10, fd00::/8')).toEqual([
    'loopback',
    '10.0.0.0/8',
    '172.28.0.10',
    'fd00::/8',
  ]);
  expect(() => resolveTrustProxy('true')).toThrow(/must name the proxies/);
  for (const bad of ['proxy.example', '10.0.0.0/33', '*'])
    expect(() => resolveTrustProxy(bad)).toThrow(/not an address, a CIDR range/);
});
