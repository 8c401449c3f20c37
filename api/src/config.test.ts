import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, REPO_ROOT, serverClock } from './config';

describe('loadConfig', () => {
  test('defaults: port 4000 on 127.0.0.1, PGlite under <repo>/.data, seed on', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
    const config = loadConfig({ DATA_DIR: path.join(dir, 'pglite') });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: null,
      seed: true,
      trustProxy: false,
      corsOrigins: [],
    });
    expect(path.resolve(REPO_ROOT, 'api', 'src')).toBe(__dirname);
  });

  test('without JWT_SECRET a secret is generated once, kept beside the data folder (mode 600) and reused', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
    const env = { DATA_DIR: path.join(dir, 'pglite') };
    const first = loadConfig(env).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(env).jwtSecret).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  test('explicit settings, and refusals', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://localhost/x',
      JWT_SECRET: 's'.repeat(40),
      SEED: 'false',
      CORS_ORIGINS: 'http://localhost:3001, http://localhost:3002',
    });
    expect(config).toMatchObject({ port: 4100, host: '0.0.0.0', databaseUrl: 'postgres://localhost/x', seed: false });
    expect(config.corsOrigins).toEqual(['http://localhost:3001', 'http://localhost:3002']);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
  });

  test('PUBLIC_URL, mail and production: defaults and explicit values', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
    const defaults = loadConfig({ DATA_DIR: path.join(dir, 'pglite') });
    expect(defaults.publicUrl).toBe('http://localhost:3000');
    expect(defaults.production).toBe(false);
    expect(defaults.mail).toEqual({
      smtpUrl: null,
      outboxDir: path.join(dir, 'outbox'),
      from: 'Venue Back-office <no-reply@localhost>',
    });
    const explicit = loadConfig({
      DATA_DIR: dir,
      PUBLIC_URL: 'https://backoffice.example.nz/app/',
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://u:p@smtp.example.nz:465',
      MAIL_OUTBOX_DIR: path.join(dir, 'mails'),
      MAIL_FROM: 'Venues <hello@example.nz>',
    });
    expect(explicit.publicUrl).toBe('https://backoffice.example.nz/app');
    expect(explicit.production).toBe(true);
    expect(explicit.mail).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.nz:465',
      outboxDir: path.join(dir, 'mails'),
      from: 'Venues <hello@example.nz>',
    });
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'localhost:3000' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'ftp://example.nz' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://example.nz/?x=1' })).toThrow(/PUBLIC_URL/);
  });
});

describe('CLIENT_LIMITS=off: the per-client order limits lifted for browser tests and benches', () => {
  it('is off unless asked, takes only "off", and is refused in production', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).clientLimitsOff).toBe(false);
    expect(loadConfig({ ...base, CLIENT_LIMITS: 'off' }).clientLimitsOff).toBe(true);
    expect(() => loadConfig({ ...base, CLIENT_LIMITS: 'none' })).toThrow(/CLIENT_LIMITS/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', CLIENT_LIMITS: 'off' })).toThrow(/production/);
  });
});

describe('CLOCK_START: a server clock that starts at a known instant', () => {
  test('unset: real time; set: ticks on from the instant; bad or in production: refused', () => {
    const base = { DATA_DIR: '/tmp/backoffice-config-test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).clockStart).toBeNull();
    const start = loadConfig({ ...base, CLOCK_START: '2026-11-23T00:30:00+13:00' }).clockStart;
    expect(start?.toISOString()).toBe('2026-11-22T11:30:00.000Z');
    expect(() => loadConfig({ ...base, CLOCK_START: 'monday' })).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ ...base, CLOCK_START: '2026-11-23T00:30:00' })).toThrow(/offset/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', CLOCK_START: '2026-11-23T00:30:00Z' })).toThrow(/production/);

    let real = 1_000_000;
    const clock = serverClock(start ?? null, () => real);
    expect(clock().toISOString()).toBe('2026-11-22T11:30:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-22T11:31:30.000Z');
    expect(serverClock(null, () => real)().getTime()).toBe(real);
  });
});
