import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity: the key pair push services check our pushes against, and a contact for them. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push service may use (RFC 8292). */
  subject: string;
}

const DEV_SUBJECT = 'mailto:no-reply@localhost';

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  const pair = value as { publicKey?: unknown; privateKey?: unknown } | null;
  return typeof pair?.publicKey === 'string' && typeof pair.privateKey === 'string';
}

/**
 * VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (+ VAPID_SUBJECT) from the environment. Without them, outside production, a
 * pair is generated once and kept beside the data folder (`vapid.json`, like the JWT secret), so the browsers'
 * subscriptions survive a restart. In production without keys push is off (null): generated keys per replica would
 * not match each other, and every subscription is bound to one public key.
 */
export function resolveVapidConfig(env: NodeJS.ProcessEnv, dataDir: string): VapidConfig | null {
  const subject = env.VAPID_SUBJECT || DEV_SUBJECT;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (env.NODE_ENV === 'production') return null;
  const file = path.join(path.dirname(dataDir), 'vapid.json');
  if (existsSync(file)) {
    try {
      const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isKeyPair(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
    } catch {
      // unreadable: make a new pair below (devices subscribe again)
    }
  }
  const pair = webpush.generateVAPIDKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(pair)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...pair, subject };
}
