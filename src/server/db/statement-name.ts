import crypto from 'node:crypto';

/** Distinct query texts remembered; past it the table starts over (the hashes are only a cache). */
const REMEMBERED_TEXTS = 2000;
const hashes = new Map<string, string>();

/**
 * The name a query text is prepared under: a prefix and the text's SHA-1, the same on every
 * connection and after a restart. Hashed once per text, since every request sends the same few.
 */
export function statementName(prefix: string, text: string): string {
  let hash = hashes.get(text);
  if (hash === undefined) {
    if (hashes.size >= REMEMBERED_TEXTS) hashes.clear();
    hash = crypto.createHash('sha1').update(text).digest('base64url');
    hashes.set(text, hash);
  }
  return prefix + hash;
}
