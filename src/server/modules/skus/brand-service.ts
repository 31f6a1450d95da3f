import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { brandKey } from '../../../domain/skus/brands';
import type {
  BrandCreateRequest,
  BrandListRequest,
  BrandRow,
  BrandUpdateRequest,
} from '../../../domain/skus/brands';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, iso, isUniqueViolation } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

type BrandRecord = Selectable<DB['brands']>;

function toBrandRow(r: BrandRecord, skuCount: number): BrandRow {
  return { id: r.id, name: r.name, skuCount, gmtCreate: iso(r.created_at), gmtModify: iso(r.updated_at) };
}

async function skuCountOf(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('skus')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<string>`lower(brand)`, '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listBrands(ctx: AuthedContext, filter: BrandListRequest) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  let q = ctx.db.selectFrom('brands as b');
  if (filter.name) q = q.where('b.name', 'ilike', containsPattern(filter.name));
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('skus as s')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where(sql<string>`lower(s.brand)`, '=', eb.ref('b.name_key'))
        .as('sku_count'),
    )
    .orderBy('b.name_key')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(
    req,
    Number(total),
    rows.map((r) => toBrandRow(r, Number(r.sku_count ?? 0))),
  );
}

/** Two writers racing past the check end in the same 409 as the check. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('skus:errors.brandTaken', { name });
    throw err;
  }
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('brands').select('id').where('name_key', '=', brandKey(name));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict('skus:errors.brandTaken', { name });
}

export async function createBrand(ctx: AuthedContext, input: BrandCreateRequest): Promise<BrandRow> {
  return uniqueName(input.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, input.name);
      const row = await trx
        .insertInto('brands')
        .values({ name: input.name, name_key: brandKey(input.name) })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toBrandRow(row, await skuCountOf(trx, row.name_key));
      await recordAudit(ctx, { action: 'brand.create', entity: 'brand', entityId: row.id, after }, trx);
      return after;
    }),
  );
}

/**
 * A rename carries over to the SKUs of the brand; their updated_at moves so the tablets' offline
 * catalogue pulls the new name.
 */
export async function updateBrand(ctx: AuthedContext, input: BrandUpdateRequest): Promise<BrandRow> {
  return uniqueName(input.name, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('brands')
        .selectAll()
        .where('id', '=', input.id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound('skus:errors.brandNotFound');
      await assertNameFree(trx, input.name, input.id);
      const row = await trx
        .updateTable('brands')
        .set({ name: input.name, name_key: brandKey(input.name), updated_at: new Date() })
        .where('id', '=', input.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('skus')
        .set({ brand: input.name, updated_at: new Date() })
        .where(sql<string>`lower(brand)`, '=', before.name_key)
        .execute();
      const after = toBrandRow(row, await skuCountOf(trx, row.name_key));
      await recordAudit(
        ctx,
        {
          action: 'brand.update',
          entity: 'brand',
          entityId: row.id,
          before: toBrandRow(before, after.skuCount),
          after,
        },
        trx,
      );
      return after;
    }),
  );
}

/**
 * Adds the brands a SKU write names that the list does not have yet. Answers how many were new, and
 * the stored spelling of each brand so SKUs use the list's spelling.
 */
export async function ensureBrands(
  db: Db,
  names: readonly string[],
): Promise<{ created: number; spelling: Map<string, string> }> {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(brandKey(name))) byKey.set(brandKey(name), name.trim());
  if (byKey.size === 0) return { created: 0, spelling: new Map() };
  const keys = [...byKey.keys()];
  const inserted = await db
    .insertInto('brands')
    .values(keys.map((key) => ({ name: byKey.get(key) as string, name_key: key })))
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returning('id')
    .execute();
  const stored = await db
    .selectFrom('brands')
    .select(['name', 'name_key'])
    .where('name_key', 'in', keys)
    .execute();
  return { created: inserted.length, spelling: new Map(stored.map((b) => [b.name_key, b.name])) };
}

/** Brands of the SKUs already in the catalogue (the demo seed writes SKUs before brands exist). */
export async function seedBrandsFromSkus(db: Db): Promise<void> {
  const rows = await db.selectFrom('skus').select('brand').distinct().execute();
  await ensureBrands(
    db,
    rows.map((r) => r.brand).filter((b) => b.trim() !== ''),
  );
}
