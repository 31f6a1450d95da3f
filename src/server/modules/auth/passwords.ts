import crypto from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): ARCHITECTURE.md section 7. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A real hash of a password nobody knows: checking an unknown username against it costs what a
// wrong password costs, so the answer's timing does not tell which usernames exist.
let dummyHash: Promise<string> | null = null;

/** Verifies against the account's hash, or against the dummy hash when there is no account. */
export async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  if (hash !== null) return verifyPassword(hash, password);
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
