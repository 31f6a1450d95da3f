import { brandKey } from '../../../domain/skus/brands';
import { SkuStatus } from '../../../domain/skus/skus';
import type { SkuCreateRequest, SkuListRequest, SkuRow, SkuUpdateRequest } from '../../../domain/skus/skus';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, iso, isUniqueViolation } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import type { SkuRecord } from '../../kernel/sku-lookup';
import { ensureBrands } from './brand-service';

export function toSkuRow(r: SkuRecord): SkuRow {
  return {
    id: r.id,
    sku: r.sku,
    brand: r.brand,
    name: r.name,
    sizes: r.sizes ?? [],
    image: r.image,
    status: r.status,
    gmtModify: iso(r.updated_at),
  };
}

export async function listSkus(ctx: AuthedContext, filter: SkuListRequest) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  let q = ctx.db.selectFrom('skus');
  if (filter.keyword) {
    const p = containsPattern(filter.keyword);
    q = q.where((eb) => eb.or([eb('sku', 'ilike', p), eb('name', 'ilike', p), eb('brand', 'ilike', p)]));
  }
  if (filter.brand) q = q.where('brand', 'ilike', filter.brand);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('sku').limit(req.pageSize).offset(req.offset).execute();
  return pageOf(req, Number(total), rows.map(toSkuRow));
}

/** A picture is named by the hash /upload answered: it must be an uploaded picture. */
async function assertPicture(db: Db, hash: string | undefined): Promise<void> {
  if (!hash) return;
  const found = await db
    .selectFrom('files')
    .select('hash')
    .where('hash', '=', hash)
    .where('mime', 'like', 'image/%')
    .executeTakeFirst();
  if (!found) throw badRequest('skus:errors.unknownImage');
}

/** The brand as the brand list spells it, added to the list when new. */
async function brandOf(db: Db, name: string): Promise<string> {
  const { spelling } = await ensureBrands(db, [name]);
  return spelling.get(brandKey(name)) ?? name;
}

export async function createSku(ctx: AuthedContext, input: SkuCreateRequest): Promise<SkuRow> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await assertPicture(trx, input.image);
      const brand = await brandOf(trx, input.brand);
      const row = await trx
        .insertInto('skus')
        .values({
          sku: input.sku,
          brand,
          name: input.name,
          sizes: JSON.stringify(input.sizes),
          image: input.image,
          status: SkuStatus.enabled,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        ctx,
        { action: 'sku.create', entity: 'sku', entityId: row.id, after: toSkuRow(row) },
        trx,
      );
      return toSkuRow(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('skus:errors.skuTaken', { sku: input.sku });
    throw err;
  }
}

export async function updateSku(ctx: AuthedContext, input: SkuUpdateRequest): Promise<SkuRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('skus')
      .selectAll()
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('skus:errors.skuNotFound');
    await assertPicture(trx, input.image);
    const after = await trx
      .updateTable('skus')
      .set({
        brand: input.brand === undefined ? before.brand : await brandOf(trx, input.brand),
        name: input.name ?? before.name,
        sizes: JSON.stringify(input.sizes ?? before.sizes),
        image: input.image ?? before.image,
        updated_at: new Date(),
      })
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      ctx,
      {
        action: 'sku.update',
        entity: 'sku',
        entityId: input.id,
        before: toSkuRow(before),
        after: toSkuRow(after),
      },
      trx,
    );
    return toSkuRow(after);
  });
}

/** Enable or disable; updated_at moves so the tablets' offline catalogue drops or takes it back. */
export async function setSkuStatus(ctx: AuthedContext, id: number, status: SkuStatus): Promise<SkuRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('skus')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('skus:errors.skuNotFound');
    const after = await trx
      .updateTable('skus')
      .set({ status, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const action = status === SkuStatus.enabled ? 'sku.enable' : 'sku.disable';
    await recordAudit(
      ctx,
      { action, entity: 'sku', entityId: id, before: toSkuRow(before), after: toSkuRow(after) },
      trx,
    );
    return toSkuRow(after);
  });
}
