import type { Selectable } from 'kysely';
import type { DB } from '../db/schema';
import { badRequest } from '../http/errors';
import { cached } from './action-context';
import type { ActionCache } from './action-context';
import type { Db } from './db-helpers';

/** A catalogue entry as stored. */
export type SkuRecord = Selectable<DB['skus']>;

/** Catalogue entries by code. Codes are stored upper-case (skuCodeSchema). */
export async function skusByCode(db: Db, codes: readonly string[]): Promise<Map<string, SkuRecord>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('skus').selectAll().where('sku', 'in', unique).execute();
  return new Map(rows.map((r) => [r.sku, r]));
}

/** The catalogue entry of a code, or a 400 that names the code and says where to add it. */
export async function requireSku(db: Db, code: string, cache: ActionCache = new Map()): Promise<SkuRecord> {
  return cached(cache, `sku:${code}`, async () => {
    const found = (await skusByCode(db, [code])).get(code);
    if (!found) throw badRequest('skus:errors.unknownSku', { sku: code });
    return found;
  });
}
