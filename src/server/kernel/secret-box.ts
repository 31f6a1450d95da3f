import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (marketplace tokens; ARCHITECTURE section 7): AES-256-GCM with a 32-byte key from
 * SECRET_KEY (base64) or, without one, a key made on first use in DATA_DIR/secret.key (mode 0600).
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url; a value sealed with another key or
 * altered does not open (throws), so a stolen database alone gives no token.
 */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const KEY_BYTES = 32;
const IV_BYTES = 12;

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The secret key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** The app's key: SECRET_KEY when set, else DATA_DIR/secret.key, made once. */
export function appSecretKey(config: { secretKey?: string; dataDir: string }): Buffer {
  if (config.secretKey) {
    const key = Buffer.from(config.secretKey, 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`SECRET_KEY must be ${KEY_BYTES} bytes in base64`);
    return key;
  }
  const file = path.join(config.dataDir, 'secret.key');
  try {
    return fs.readFileSync(file);
  } catch {
    const key = crypto.randomBytes(KEY_BYTES);
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      // Another start made it first: use theirs.
      return fs.readFileSync(file);
    }
  }
}
