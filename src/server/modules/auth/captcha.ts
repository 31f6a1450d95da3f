import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { DB } from '../../db/schema';

export const CAPTCHA_COOKIE = 'captchaId';
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;

// Letters that look alike in a distorted picture are left out.
const CAPTCHA_OPTIONS = { size: 4, noise: 2, color: true, ignoreChars: '0oO1lIi' };

/** Answers compare case-insensitively; the id salts the hash so equal answers differ. */
function answerHash(id: string, answer: string): string {
  return crypto.createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

/**
 * A new picture and its id. Only the answer's hash is stored. svg-captcha is called through its
 * module object at each use, so tests replace the text generator with a spy on it.
 */
export async function issueCaptcha(db: Kysely<DB>): Promise<{ id: string; svg: string }> {
  const { text, data } = svgCaptcha.create(CAPTCHA_OPTIONS);
  const id = crypto.randomBytes(24).toString('base64url');
  const now = Date.now();
  // Expired pictures are useless: clear them while we are here.
  await db
    .deleteFrom('captchas')
    .where('expires_at', '<', new Date(now - CAPTCHA_LIFETIME_MS))
    .execute();
  await db
    .insertInto('captchas')
    .values({ id, answer_hash: answerHash(id, text), expires_at: new Date(now + CAPTCHA_LIFETIME_MS) })
    .execute();
  return { id, svg: data };
}

/**
 * Uses up the captcha (right or wrong, each picture gets one guess) and says whether the answer
 * matched. The conditional update makes single use hold across processes.
 */
export async function consumeCaptcha(
  db: Kysely<DB>,
  id: string | undefined,
  answer: string,
): Promise<boolean> {
  if (!id || id.length > 64) return false;
  const row = await db
    .updateTable('captchas')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('answer_hash')
    .executeTakeFirst();
  if (!row) return false;
  const expected = Buffer.from(row.answer_hash, 'hex');
  const given = Buffer.from(answerHash(id, answer), 'hex');
  return crypto.timingSafeEqual(expected, given);
}
