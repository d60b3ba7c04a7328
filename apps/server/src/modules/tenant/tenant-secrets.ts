import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loadOrCreate } from '../identity/deployment-secrets.ts';

/*
 * Secrets a tenant configures (its external provider's client secret) are stored encrypted:
 * AES-256-GCM under a deployment key generated on first start, like the signing keys. A copy of
 * the tenant tables (an export, a report query, a leaked backup of those tables) then holds no
 * usable secret. Values written before encryption existed (no prefix) are read as they are.
 */

const SECRET_KEY_NAME = 'tenant.secret-key';
const PREFIX = 'enc:v1:';

export type TSecretBox = {
  /** The stored form of a secret. */
  seal: (plain: string) => string;
  /** The secret of a stored value (a legacy plain value as it is); throws when it was tampered with. */
  open: (stored: string) => string;
};

/** A secret box over a 32-byte key. */
export function createSecretBox(key: Buffer): TSecretBox {
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')}`;
    },
    open: (stored) => {
      if (!stored.startsWith(PREFIX)) {
        return stored;
      }
      const [iv = '', tag = '', sealed = ''] = stored.slice(PREFIX.length).split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The deployment's secret box (its key made on first start; two nodes starting at once share one). */
export async function loadSecretBox(db: Kysely<Database>): Promise<TSecretBox> {
  const key = await loadOrCreate(db, SECRET_KEY_NAME, async () => randomBytes(32).toString('base64url'));
  return createSecretBox(Buffer.from(key, 'base64url'));
}
