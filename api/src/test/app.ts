import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import type { PaymentsAdapter } from '../adapters/payments';
import { type AppConfig, buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { migrate } from '../db/migrate';
import type { Db } from '../db/types';
import { type ClientLimits, NO_CLIENT_LIMITS } from '../http/client-throttle';
import { signInternalToken } from '../sessions/internal';
import { insertShop } from '../shops/repo';
import type { ShopSettings } from '../shops/settings';
import { insertUser, type UserRow } from '../users/repo';
import { openMigratedPglite, openTestPostgres, TEST_DATABASE_URL } from './db';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export const TEST_CONFIG: AppConfig = {
  jwtSecret: TEST_JWT_SECRET,
  trustProxy: false,
  corsOrigins: [],
  logLevel: 'silent',
  publicUrl: TEST_PUBLIC_URL,
  production: false,
  // the tests read reset links from the outbox, as developers and the browser tests do (DEV_OUTBOX)
  devOutbox: true,
  // one outbox folder per test file (each file loads this module afresh)
  mail: {
    smtpUrl: null,
    outboxDir: mkdtempSync(path.join(tmpdir(), 'backoffice-test-outbox-')),
    from: 'Venue Back-office <no-reply@example.test>',
  },
  // Web Push on, as in local dev (push/vapid.ts); nothing is pushed until a test subscribes a device
  push: { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.test' },
};

export interface TestContext {
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The database of a test file: a migrated in-memory PGlite, or, with TEST_API_DB=postgres and
 * TEST_DATABASE_URL set, a throwaway schema on that PostgreSQL server (the whole suite on real Postgres).
 * Exported for the few tests that build the app themselves (e.g. to watch what a background job sends to the database).
 */
export async function openTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (process.env.TEST_API_DB === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_API_DB=postgres needs TEST_DATABASE_URL');
    const { db, dropSchema } = await openTestPostgres();
    await migrate(db);
    return { db, close: dropSchema };
  }
  const db = await openMigratedPglite();
  return { db, close: () => db.close() };
}

/** One database and one app per test file (PGlite is too heavy to open per test). */
export async function createTestContext(
  options: {
    config?: Partial<AppConfig>;
    now?: () => Date;
    payments?: PaymentsAdapter;
    rollupFolding?: boolean;
    /** Default: none (suites place many orders from one address); the throttle's own test passes the real ones. */
    clientLimits?: ClientLimits;
  } = {},
): Promise<TestContext> {
  const { db, close } = await openTestDb();
  const app = await buildApp({
    db,
    config: { ...TEST_CONFIG, ...options.config },
    ...(options.now ? { now: options.now } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.rollupFolding === false ? { rollupFolding: false } : {}),
    clientLimits: options.clientLimits ?? NO_CLIENT_LIMITS,
  });
  await app.ready();
  return {
    db,
    app,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

let counter = 0;

/** A unique e-mail per call, so tests in one file never trip over each other's users. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.test`;
}

export interface TestUser {
  row: UserRow;
  id: string;
  email: string;
  password: string;
  token: string;
  /** The token's session (sessions/). */
  sessionId: string;
}

/** A user straight in the database, with a valid token. Pass a password only when the test signs in. */
export async function createUser(
  db: Db,
  options: { roles?: UserRow['roles']; password?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? '';
  const row = await insertUser(db, {
    email,
    passwordHash: options.password ? await hashPassword(options.password) : null,
    givenName: 'Test',
    familyName: 'Person',
    roles: options.roles ?? ['merchant'],
  });
  const { token, sessionId } = await signInternalToken(db, TEST_JWT_SECRET, {
    userId: row.id,
    tokenVersion: row.token_version,
    device: 'test',
  });
  return { row, id: row.id, email, password, token, sessionId };
}

export async function createShop(db: Db, ownerId: string, name = 'Test Shop', settings: ShopSettings = {}): Promise<string> {
  return insertShop(db, {
    ownerId,
    name,
    type: 'fixed',
    status: 'Active',
    settings: { orderingPreferences: { preparationTime: 5, feePercent: 15 }, ...settings },
  });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** `options` is JSON text in the query string (spec 000 §7). */
export function withOptions(url: string, options: unknown): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(JSON.stringify(options))}`;
}

export function message(response: LightMyRequestResponse): string {
  return (response.json() as { message: string }).message;
}
