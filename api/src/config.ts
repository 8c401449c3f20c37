import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { ImagesConfig } from './images/storage';
import { DEV_INTEGRATIONS_KEY, parseEncryptionKey } from './integrations/secret-box';
import { resolveVapidConfig, type VapidConfig } from './push/vapid';

/** Everything the server reads from the environment, resolved once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** When set, a real PostgreSQL server; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /**
   * READ_DATABASE_URL: a standby of DATABASE_URL the report and dashboard queries read from (db/read-routing.ts).
   * Unset or empty: every query goes to DATABASE_URL.
   */
  readDatabaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  /** Seed demo data on the first start (a marker row prevents a second run). */
  seed: boolean;
  /**
   * TRUST_PROXY: the proxies whose `X-Forwarded-For` names the client (addresses, CIDR ranges, or proxy-addr's
   * `loopback` / `linklocal` / `uniquelocal`), so throttling sees each client's address; false: none (the socket's
   * address is the client's). Never "trust everyone": any client could then pick its own address.
   */
  trustProxy: false | string[];
  /** Origins allowed to call the API cross-origin (dev servers of standalone remotes). Empty: same-origin only. */
  corsOrigins: string[];
  logLevel: string;
  /**
   * PUBLIC_URL: where people open the app (the host), used for links in e-mails and provider redirects. Never taken
   * from a request's Host header. No trailing slash.
   */
  publicUrl: string;
  /** NODE_ENV === 'production': development-only routes (GET /dev/outbox, /api/docs) are not registered. */
  production: boolean;
  /**
   * DEV_OUTBOX=1: serve the local outbox at GET /dev/outbox (it shows every mail, password-reset links included, to
   * anyone who can reach it). Off unless asked for; refused in production and with a HOST that is not loopback.
   */
  devOutbox: boolean;
  /** The mail adapter: SMTP_URL, else `.eml` files in MAIL_OUTBOX_DIR (default `<DATA_DIR>/../outbox`). */
  mail: { smtpUrl: string | null; outboxDir: string; from: string };
  /** INTEGRATIONS_ENCRYPTION_KEY (32 bytes): seals integration API keys at rest (integrations/secret-box.ts). */
  integrationsKey: Buffer;
  /**
   * STORE_DOMAIN_SUFFIX: the embed store's default domain is `<sanitised shop name>.<suffix>` (spec 001 §2, "the
   * provider's shop-domain suffix").
   */
  storeDomainSuffix: string;
  /** Image uploads: IMAGES_DIR (default `<DATA_DIR>/../images`), or an image host with IMAGE_UPLOAD_URL + IMAGE_UPLOAD_PRESET. */
  images: ImagesConfig;
  /**
   * CLOCK_START (an ISO 8601 instant with an offset): the server's clock starts there and ticks on, for browser tests
   * and demos that need a known "today" (e.g. a Monday 00:30 in Auckland). Refused in production.
   */
  clockStart: Date | null;
  /**
   * CLIENT_LIMITS=off: the per-client limits of POST /guests and the order intake (http/client-throttle.ts) are lifted,
   * for browser tests and benches that place many orders from one address on purpose. Refused in production.
   */
  clientLimitsOff: boolean;
  /**
   * GOOGLE_GEOCODING_API_KEY: a server key for Google Geocoding, which places delivery addresses for the radius and the
   * per-km fee. Unset: the local gazetteer (adapters/geocoding/local.ts).
   */
  geocodingApiKey: string | null;
  /**
   * Web Push (spec 000 §2 "New-order push notification"): VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (+ VAPID_SUBJECT);
   * generated and kept beside the data folder outside production (push/vapid.ts); null: push is off.
   */
  push: VapidConfig | null;
  /**
   * REQUIRE_ADMIN_TWO_STEP: platform admins must set up two-step sign-in before any admin route answers them
   * (auth/mfa/enforce.ts). Always on in production (turning it off there is refused); off by default elsewhere, so
   * the `npm start` demo's seeded admin and the seed client keep signing in with a password alone.
   */
  requireAdminTwoStep: boolean;
}

export const DEFAULT_STORE_DOMAIN_SUFFIX = 'store.localhost';

/** api/src → repository root. Works under tsx and under jest (both CommonJS here). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const MIN_SECRET_LENGTH = 32;

function envFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function envPort(value: string | undefined): number {
  if (!value) return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0-65535, got "${value}"`);
  return port;
}

/**
 * The JWT secret. Without JWT_SECRET we generate one and keep it beside the data folder, so a restart keeps
 * everybody signed in. Replicas must share a secret: set JWT_SECRET explicitly when running more than one.
 */
export function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return fromEnv;
  }
  const file = path.join(path.dirname(dataDir), 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** An absolute http(s) URL without a trailing slash (PUBLIC_URL). */
export function resolvePublicUrl(value: string | undefined): string {
  const text = (value || 'http://localhost:3000').trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http or https, got "${text}"`);
  if (url.search || url.hash) throw new Error('PUBLIC_URL must not have a query or fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * INTEGRATIONS_ENCRYPTION_KEY, or the development key of the embedded mode. A production server on a real database
 * must be given one: every replica has to open what another sealed, and a default key protects nothing.
 */
export function resolveIntegrationsKey(env: NodeJS.ProcessEnv): Buffer {
  const text = env.INTEGRATIONS_ENCRYPTION_KEY;
  if (text) return parseEncryptionKey(text);
  if (env.NODE_ENV === 'production' && env.DATABASE_URL)
    throw new Error('INTEGRATIONS_ENCRYPTION_KEY is required in production with DATABASE_URL');
  return DEV_INTEGRATIONS_KEY;
}

/** 127.0.0.0/8, ::1 (and its IPv4-mapped form) or the name localhost. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(host);
}

function resolveDevOutbox(env: NodeJS.ProcessEnv, host: string): boolean {
  if (!envFlag(env.DEV_OUTBOX, false)) return false;
  if (env.NODE_ENV === 'production') throw new Error('DEV_OUTBOX shows every mail sent; it is refused in production');
  if (!isLoopbackAddress(host))
    throw new Error(`DEV_OUTBOX needs the API on a loopback HOST (127.0.0.1, ::1 or localhost), got "${host}"`);
  return true;
}

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY → the trusted proxies, or false. A bare "true" is refused: it would trust whatever a client claims. */
export function resolveTrustProxy(value: string | undefined): false | string[] {
  const text = (value ?? '').trim();
  if (['', '0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(text.toLowerCase()))
    throw new Error(
      'TRUST_PROXY must name the proxies in front of the API (addresses, CIDR ranges, or loopback / linklocal / uniquelocal), e.g. TRUST_PROXY=10.0.0.5 — "true" would let any client choose its own address',
    );
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const version = isIP(address);
    const bitsOk =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32) && extra === undefined);
    if (!PROXY_RANGE_NAMES.includes(entry.toLowerCase()) && !(version !== 0 && bitsOk))
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of ${PROXY_RANGE_NAMES.join(', ')}`);
  }
  return entries.map((entry) => (PROXY_RANGE_NAMES.includes(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}

function resolveClientLimitsOff(env: NodeJS.ProcessEnv): boolean {
  if (!env.CLIENT_LIMITS) return false;
  if (env.CLIENT_LIMITS !== 'off') throw new Error(`CLIENT_LIMITS may only be 'off' (got ${env.CLIENT_LIMITS})`);
  if (env.NODE_ENV === 'production') throw new Error('CLIENT_LIMITS=off is for tests and benches; it is refused in production');
  return true;
}

function resolveRequireAdminTwoStep(env: NodeJS.ProcessEnv): boolean {
  const production = env.NODE_ENV === 'production';
  const on = envFlag(env.REQUIRE_ADMIN_TWO_STEP, production);
  if (production && !on)
    throw new Error('REQUIRE_ADMIN_TWO_STEP cannot be turned off in production: admins must use two-step sign-in');
  return on;
}

function resolveClockStart(env: NodeJS.ProcessEnv): Date | null {
  if (!env.CLOCK_START) return null;
  if (env.NODE_ENV === 'production') throw new Error('CLOCK_START is for tests and demos; it is refused in production');
  const start = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(env.CLOCK_START) ? new Date(env.CLOCK_START) : null;
  if (!start || Number.isNaN(start.getTime()))
    throw new Error(
      `CLOCK_START must be an ISO 8601 instant with an offset, e.g. 2026-11-23T00:30:00+13:00 (got ${env.CLOCK_START})`,
    );
  return start;
}

/** The server's clock: real time, or real time shifted so it read `start` when the server started. */
export function serverClock(start: Date | null, realNow: () => number = Date.now): () => Date {
  if (!start) return () => new Date(realNow());
  const shift = start.getTime() - realNow();
  return () => new Date(realNow() + shift);
}

function resolveReadDatabaseUrl(env: NodeJS.ProcessEnv): string | null {
  if (!env.READ_DATABASE_URL) return null;
  if (!env.DATABASE_URL) throw new Error('READ_DATABASE_URL is a standby of DATABASE_URL: set DATABASE_URL too');
  return env.READ_DATABASE_URL;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data', 'pglite'));
  const host = env.HOST || '127.0.0.1';
  return {
    port: envPort(env.PORT),
    host,
    databaseUrl: env.DATABASE_URL || null,
    readDatabaseUrl: resolveReadDatabaseUrl(env),
    dataDir,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    seed: envFlag(env.SEED, true),
    trustProxy: resolveTrustProxy(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'warn',
    publicUrl: resolvePublicUrl(env.PUBLIC_URL),
    production: env.NODE_ENV === 'production',
    devOutbox: resolveDevOutbox(env, host),
    mail: {
      smtpUrl: env.SMTP_URL || null,
      outboxDir: path.resolve(env.MAIL_OUTBOX_DIR || path.join(path.dirname(dataDir), 'outbox')),
      from: env.MAIL_FROM || 'Venue Back-office <no-reply@localhost>',
    },
    integrationsKey: resolveIntegrationsKey(env),
    geocodingApiKey: env.GOOGLE_GEOCODING_API_KEY?.trim() || null,
    images: {
      dir: path.resolve(env.IMAGES_DIR || path.join(path.dirname(dataDir), 'images')),
      uploadUrl: env.IMAGE_UPLOAD_URL || null,
      uploadPreset: env.IMAGE_UPLOAD_PRESET || null,
    },
    clockStart: resolveClockStart(env),
    clientLimitsOff: resolveClientLimitsOff(env),
    push: resolveVapidConfig(env, dataDir),
    requireAdminTwoStep: resolveRequireAdminTwoStep(env),
    storeDomainSuffix: (env.STORE_DOMAIN_SUFFIX || DEFAULT_STORE_DOMAIN_SUFFIX).trim().replace(/^\.+/, '').toLowerCase(),
  };
}
