// Encrypts small secrets at rest (the admins' TOTP secrets) with AES-256-GCM: a copy of the database alone
// does not give an attacker anyone's second factor. The key comes from TWO_FACTOR_KEY (every instance
// behind a load balancer gets the same one); without it, from a key file made once beside the data, which
// suits one instance (README, Configuration; docs/decisions/0087-two-factor-sign-in.md).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

export interface SecretBox {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
}

/** A 32-byte key written as 64 hex digits or as base64. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('TWO_FACTOR_KEY must be 32 bytes, as 64 hex digits or in base64.');
  return key;
}

/** The configured key, else the key file's (created with a random key, readable by this user only). */
export function loadKey(configured: string | undefined, keyFile: string): Buffer {
  if (configured) return parseKey(configured);
  if (!fs.existsSync(keyFile)) {
    fs.mkdirSync(path.dirname(keyFile), { recursive: true });
    // 'wx': if another instance made it first, this one fails here and reads that instance's key below.
    try {
      fs.writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseKey(fs.readFileSync(keyFile, 'utf8'));
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || !data) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
