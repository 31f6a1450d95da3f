import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthedContext } from './context';
import { conflict } from './errors';

/**
 * The client's request key (src/domain/kernel/request-key.ts), one rule for every request that moves
 * money or creates a record: the key is claimed in the transaction that makes the record, with the
 * first answer. The same key again answers that first result and does nothing; the same key with
 * another request is a 409. Concurrent sends of one key wait at the claim (the primary key on owner
 * and key) for the first one's commit, then answer its result; if it failed, the next one runs.
 */

type Trx = Transaction<DB>;

/** One send: its route's scope and the body that makes it this request (secrets left out). */
export type KeyedRequest = { scope: string; key: string | undefined; body: unknown };

/** 409: the key was used before for another request. */
export const requestKeyReused = () => conflict('errors.requestKeyReused');

/** The value with its object keys in order, so equal bodies give equal JSON. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
}

export function fingerprintOf(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([scope, canonical(body)]))
    .digest('hex');
}

type Claim = { fresh: true; answer: unknown } | { fresh: false; fingerprint: string; answer: string | null };

/**
 * Runs `work` in one transaction, once per user and key; without a key (older clients), every send
 * runs. The answer must be JSON data: a repeat gets it back parsed.
 */
export async function oncePerRequestKey<T>(
  ctx: AuthedContext,
  request: KeyedRequest,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const { key, scope } = request;
  if (key === undefined) return ctx.db.transaction().execute(work);
  const fingerprint = fingerprintOf(scope, request.body);
  const owner = ctx.user.id;
  const claim = await ctx.db.transaction().execute(async (trx): Promise<Claim> => {
    const claimed = await trx
      .insertInto('request_keys')
      .values({ owner_id: owner, request_key: key, scope, fingerprint })
      .onConflict((oc) => oc.columns(['owner_id', 'request_key']).doNothing())
      .returning('owner_id')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('request_keys')
        .select(['fingerprint', 'answer'])
        .where('owner_id', '=', owner)
        .where('request_key', '=', key)
        .executeTakeFirstOrThrow();
      return { fresh: false, ...first };
    }
    const answer = await work(trx);
    await trx
      .updateTable('request_keys')
      .set({ answer: JSON.stringify(answer) })
      .where('owner_id', '=', owner)
      .where('request_key', '=', key)
      .execute();
    return { fresh: true, answer };
  });
  if (claim.fresh) return claim.answer as T;
  if (claim.fingerprint !== fingerprint) throw requestKeyReused();
  if (claim.answer === null) throw new Error(`request key ${key} of user ${owner} has no answer`);
  return JSON.parse(claim.answer) as T;
}
