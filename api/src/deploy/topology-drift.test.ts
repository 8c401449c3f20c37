import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../config';
import { DRAIN_MAX_FACTOR } from '../http/shutdown';

/**
 * docker-compose.yml and `pnpm topology` (scripts/lib/topology/) run the same production shape: the same load-balancer
 * file, the same environment names, the same API paths behind the balancer. Drift in any of these fails here.
 */

interface TopologyEnvironment {
  LB_CONFIG: string;
  LB_API_SLOTS: number;
  SHUTDOWN_DRAIN_MS: number;
  API_STOP_GRACE_MS: number;
  API_ONLY_IN_COMPOSE: Record<string, string>;
  API_ONLY_IN_TOPOLOGY: Record<string, string>;
  lbEnvironment(p: { lbPort: number; hostPort: number; apiPorts: number[]; closedPort: number }): Record<string, string>;
  apiEnvironment(p: Record<string, unknown>): Record<string, string>;
}
const topology = require('../../../scripts/lib/topology/environment.cjs') as TopologyEnvironment;
const apiPaths = require('../../../shared/webpack-config/src/api-paths.cjs') as {
  isApiRequest(method: string, pathname: string): boolean;
  PUBLIC_CALLS: { method: string; path: string }[];
};

interface Service {
  environment?: Record<string, string>;
  volumes?: string[];
  stop_grace_period?: string;
}
const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const haproxyCfg = readFileSync(topology.LB_CONFIG, 'utf8');

const localLb = topology.lbEnvironment({ lbPort: 30000, hostPort: 30001, apiPorts: [30011, 30012, 30013], closedPort: 30019 });
const localApi = topology.apiEnvironment({
  port: 30011,
  databaseUrl: 'postgres://p/x',
  readDatabaseUrl: 'postgres://s/x',
  jwtSecret: 'j',
  integrationsKey: 'k',
  publicUrl: 'http://localhost:30000',
  dataDir: '/tmp/x/pglite',
  seed: true,
});
const composeApis = Object.keys(compose.services).filter((name) => /^api-\d+$/.test(name));
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

test('one load-balancer file: compose mounts the file the topology runs', () => {
  expect(path.relative(REPO_ROOT, topology.LB_CONFIG)).toBe('deploy/haproxy.cfg');
  expect(compose.services.lb?.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
});

test('the load balancer is given every name its file uses, under the same names on both sides', () => {
  const used = sorted([...haproxyCfg.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((match) => match[1] as string));
  expect(sorted(Object.keys(compose.services.lb?.environment ?? {}))).toEqual(used);
  expect(sorted(Object.keys(localLb))).toEqual(used);
});

test('as many API replicas in compose as servers in the file, each named there', () => {
  const servers = [...haproxyCfg.matchAll(/^\s*server (api\d+) "\$\{(API\d+_ADDR)\}"/gm)];
  expect(servers).toHaveLength(topology.LB_API_SLOTS);
  expect(composeApis).toHaveLength(topology.LB_API_SLOTS);
  const lbEnv = compose.services.lb?.environment ?? {};
  expect(sorted(servers.map((server) => lbEnv[server[2] as string] ?? ''))).toEqual(composeApis.map((name) => `${name}:4000`));
});

test('the API processes get the same environment names in compose and in the topology (declared exceptions only)', () => {
  for (const name of composeApis)
    expect(compose.services[name]?.environment).toEqual(compose.services[composeApis[0] as string]?.environment);
  const inCompose = Object.keys(compose.services[composeApis[0] as string]?.environment ?? {});
  const inTopology = Object.keys(localApi);
  // an exception must still be one (a name set on both sides is no longer an exception)
  for (const name of Object.keys(topology.API_ONLY_IN_COMPOSE)) {
    expect(inCompose).toContain(name);
    expect(inTopology).not.toContain(name);
  }
  for (const name of Object.keys(topology.API_ONLY_IN_TOPOLOGY)) {
    expect(inTopology).toContain(name);
    expect(inCompose).not.toContain(name);
  }
  expect(sorted(inCompose.filter((name) => !(name in topology.API_ONLY_IN_COMPOSE)))).toEqual(
    sorted(inTopology.filter((name) => !(name in topology.API_ONLY_IN_TOPOLOGY))),
  );
});

/** A duration as HAProxy and compose write it ("250ms", "1s", "20s"), in ms. */
function ms(value: string | undefined): number {
  const match = /^(\d+)(ms|s)?$/.exec(value ?? '');
  if (!match) throw new Error(`not a duration: ${value}`);
  return Number(match[1]) * (match[2] === 'ms' ? 1 : 1000);
}

// A replica told to stop must keep listening until the balancer has stopped sending to it (http/shutdown.ts): a
// listener closed earlier meets requests already on their way, and one reset after it was sent is lost to its client.
test("a replica's drain outlasts the balancer's checks, and its stop grace outlasts the drain", () => {
  const defaults = /^\s*default-server (.+)$/m.exec(haproxyCfg.slice(haproxyCfg.indexOf('backend api')))?.[1] ?? '';
  const setting = (name: string) => new RegExp(`(?:^|\\s)${name} (\\S+)`).exec(defaults)?.[1];
  const inter = ms(setting('inter'));
  const fastinter = ms(setting('fastinter') ?? setting('inter'));
  const fall = Number(setting('fall'));
  // the checks after the first failure, then a margin for the check answers and requests already dispatched
  const markedDown = inter + (fall - 1) * fastinter;
  const margin = 1000;
  expect(markedDown).toBeGreaterThan(0);
  for (const drain of [localApi.SHUTDOWN_DRAIN_MS, compose.services[composeApis[0] as string]?.environment?.SHUTDOWN_DRAIN_MS])
    expect(Number(drain)).toBeGreaterThanOrEqual(markedDown + margin);
  expect(Number(localApi.SHUTDOWN_DRAIN_MS)).toBe(topology.SHUTDOWN_DRAIN_MS);
  const grace = ms(compose.services[composeApis[0] as string]?.stop_grace_period);
  expect(grace).toBe(topology.API_STOP_GRACE_MS);
  // the longest drain (it waits for the requests to stop coming), then 5 s for what is in flight and the pools
  expect(grace).toBeGreaterThanOrEqual(DRAIN_MAX_FACTOR * topology.SHUTDOWN_DRAIN_MS + 5000);
});

/** The file's routing, read from its `acl` and `use_backend api if …` lines (the subset of HAProxy it uses). */
function routesToApi(method: string, pathname: string): boolean {
  const acls = new Map<string, ((m: string, p: string) => boolean)[]>();
  for (const [, name, kind, rest] of haproxyCfg.matchAll(/^\s*acl (\S+) (\S+) (.+)$/gm)) {
    const values = (rest as string).trim().split(/\s+/);
    const check = (m: string, p: string): boolean => {
      if (kind === 'method') return values.includes(m);
      if (kind === 'path') return values.includes(p);
      if (kind === 'path_beg') return values.some((value) => p.startsWith(value));
      if (kind === 'path_reg') return values.some((value) => new RegExp(value).test(p));
      throw new Error(`acl kind ${kind} is not read by this test`);
    };
    acls.set(name as string, [...(acls.get(name as string) ?? []), check]);
  }
  const holds = (name: string) => (acls.get(name) ?? []).some((check) => check(method, pathname));
  return [...haproxyCfg.matchAll(/^\s*use_backend api if (.+)$/gm)].some((match) =>
    (match[1] as string)
      .trim()
      .split(/\s+/)
      .every((name) => holds(name)),
  );
}

test('the load balancer sends exactly the API calls of api-paths.cjs to the API, everything else to the host', () => {
  const samples: [string, string][] = [
    ['GET', '/'],
    ['GET', '/dashboard'],
    ['GET', '/shop/orders'],
    ['GET', '/remotes.json'],
    ['GET', '/api/health'],
    ['POST', '/api/categories'],
    ['GET', '/guests'],
    ['GET', '/guests/abc/extra'],
  ];
  for (const call of apiPaths.PUBLIC_CALLS) {
    const concrete = call.path.replace(/:[A-Za-z]+/g, 'abc123');
    samples.push([call.method, concrete], [call.method === 'GET' ? 'POST' : 'GET', concrete]);
  }
  for (const [method, pathname] of samples)
    expect(`${method} ${pathname} → ${routesToApi(method, pathname) ? 'api' : 'host'}`).toBe(
      `${method} ${pathname} → ${apiPaths.isApiRequest(method, pathname) ? 'api' : 'host'}`,
    );
});

const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((file) => existsSync(file));
(haproxy ? test : test.skip)('HAProxy accepts the file with either side’s environment', () => {
  for (const env of [localLb, compose.services.lb?.environment ?? {}])
    execFileSync(haproxy as string, ['-c', '-q', '-f', topology.LB_CONFIG], { env: { ...process.env, ...env }, stdio: 'pipe' });
});
