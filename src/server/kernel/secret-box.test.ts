import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSecretKey, secretBox } from './secret-box';

describe('secrets at rest', () => {
  const box = secretBox(crypto.randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('access-token-123');
    expect(sealed).not.toContain('access-token-123');
    expect(box.open(sealed)).toBe('access-token-123');
    expect(box.seal('access-token-123')).not.toBe(sealed);
  });

  it('refuses an altered value and one sealed with another key', () => {
    const sealed = box.seal('refresh-token');
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('refresh-tokex').toString('base64url')].join('.');
    expect(() => box.open(altered)).toThrow();
    expect(() => secretBox(crypto.randomBytes(32)).open(sealed)).toThrow();
  });

  it('makes a key in DATA_DIR once and keeps it; SECRET_KEY wins when set', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
    try {
      const first = appSecretKey({ dataDir });
      expect(appSecretKey({ dataDir }).equals(first)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
      const configured = crypto.randomBytes(32);
      expect(appSecretKey({ dataDir, secretKey: configured.toString('base64') }).equals(configured)).toBe(
        true,
      );
      expect(() => appSecretKey({ dataDir, secretKey: 'c2hvcnQ=' })).toThrow(/32 bytes/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
