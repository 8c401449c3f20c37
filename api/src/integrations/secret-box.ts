import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (integration API keys): AES-256-GCM with a 32-byte key from INTEGRATIONS_ENCRYPTION_KEY. The
 * stored text is `v1.<iv>.<tag>.<ciphertext>` (base64url), so a key rotation can add `v2` later. The database alone
 * never reveals a key; GCM's tag makes a tampered value fail to open rather than decrypt to garbage.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * The embedded (development) mode's key, used only when INTEGRATIONS_ENCRYPTION_KEY is unset and NODE_ENV is not
 * production (config.ts refuses to start a production server without one). Anyone with the source can derive it.
 */
export const DEV_INTEGRATIONS_KEY = createHash('sha256').update('venue-backoffice development integrations key').digest();

/** INTEGRATIONS_ENCRYPTION_KEY: 32 bytes, as 64 hex characters or base64 / base64url. */
export function parseEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64url');
  if (key.length !== 32) throw new Error('INTEGRATIONS_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the integrations key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
