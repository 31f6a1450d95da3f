import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Files stored by content hash under DATA_DIR/files, outside the web root. */
export type FileStore = {
  put: (bytes: Buffer) => Promise<string>;
  read: (hash: string) => Promise<Buffer | null>;
  pathOf: (hash: string) => string;
};

const HASH_PATTERN = /^[a-f0-9]{64}$/;

export function isContentHash(value: string): boolean {
  return HASH_PATTERN.test(value);
}

export function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

export function createFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  const pathOf = (hash: string) => {
    if (!isContentHash(hash)) throw new Error('not a content hash');
    return path.join(root, hash.slice(0, 2), hash);
  };
  return {
    pathOf,
    async put(bytes) {
      const hash = sha256(bytes);
      const target = pathOf(hash);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, target);
      return hash;
    },
    async read(hash) {
      if (!isContentHash(hash)) return null;
      try {
        return await fs.readFile(pathOf(hash));
      } catch {
        return null;
      }
    },
  };
}
