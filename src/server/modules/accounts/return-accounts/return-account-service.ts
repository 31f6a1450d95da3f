import type { z } from 'zod';
import type {
  ReturnAccountCreateRequest,
  ReturnAccountEditRequest,
  ReturnAccountListRequest,
  ReturnAccountView,
  returnAccountFields,
} from '../../../../domain/listing/return-accounts';
import type { AuthedContext } from '../../../http/context';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { pageOf, pageRequest } from '../../../http/paging';
import type { Page } from '../../../http/paging';
import { oncePerRequestKey } from '../../../http/request-keys';
import { recordAudit } from '../../../kernel/audit-log';
import type { Db } from '../../../kernel/db-helpers';
import { containsPattern, isUniqueViolation } from '../../../kernel/db-helpers';
import { accountById, accountRows, viewOf } from './return-account-store';

/**
 * Return accounts (admin Account/ReturnAccount): add, change, switch on and off, delete one no sale
 * names; each change audited. One account id per marketplace (409 for a second), and the warehouse
 * named must exist (400 naming wareId).
 */
type Fields = z.output<typeof returnAccountFields>;

const audited = (ctx: AuthedContext, db: Db, action: string, id: number, change: object) =>
  recordAudit(
    ctx,
    { action: `accounts.returnAccount.${action}`, entity: 'return_account', entityId: id, ...change },
    db,
  );

function columnsOf(f: Fields) {
  return {
    marketplace: f.marketplace,
    account_name: f.accountName,
    account_ref: f.accountRef,
    contact_name: f.contactName,
    phone: f.phone ?? '',
    email: f.email ?? '',
    street1: f.street1,
    street2: f.street2 ?? '',
    city: f.city,
    state: f.state,
    zip: f.zip,
    country: f.country,
    ware_id: f.wareId ?? null,
    active: f.active,
    remark: f.remark ?? '',
  };
}

async function requireWarehouse(db: Db, wareId: number | null | undefined) {
  if (wareId === null || wareId === undefined) return;
  const found = await db.selectFrom('warehouses').select('id').where('id', '=', wareId).executeTakeFirst();
  if (!found) throw badRequest('return-accounts:errors.noWarehouse', { field: 'wareId', id: wareId });
}

async function requireAccount(db: Db, id: number): Promise<ReturnAccountView> {
  const account = await accountById(db, id);
  if (!account) throw notFound('return-accounts:errors.notFound', { id });
  return account;
}

/** A second account with the same id at one marketplace: 409, nothing saved. */
async function uniquely<T>(f: Fields, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('return-accounts:errors.duplicate', { accountRef: f.accountRef });
    throw error;
  }
}

export async function listReturnAccounts(
  ctx: AuthedContext,
  request: ReturnAccountListRequest,
): Promise<Page<ReturnAccountView>> {
  const req = pageRequest(request, ctx.config.maxPageSize);
  let query = accountRows(ctx.db);
  if (request.marketplace) query = query.where('r.marketplace', '=', request.marketplace);
  if (request.active !== undefined) query = query.where('r.active', '=', request.active);
  if (request.keyword) {
    const like = containsPattern(request.keyword);
    query = query.where((eb) =>
      eb.or([
        eb('r.account_name', 'ilike', like),
        eb('r.account_ref', 'ilike', like),
        eb('r.contact_name', 'ilike', like),
        eb('r.city', 'ilike', like),
      ]),
    );
  }
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('r.marketplace')
    .orderBy('r.active', 'desc')
    .orderBy('r.id')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(req, Number(counted.n), rows.map(viewOf));
}

export function getReturnAccount(ctx: AuthedContext, id: number): Promise<ReturnAccountView> {
  return requireAccount(ctx.db, id);
}

export async function createReturnAccount(
  ctx: AuthedContext,
  request: ReturnAccountCreateRequest & Fields,
): Promise<ReturnAccountView> {
  const { requestKey, ...fields } = request;
  await requireWarehouse(ctx.db, fields.wareId);
  const id = await uniquely(fields, () =>
    oncePerRequestKey(
      ctx,
      { scope: 'accounts.returnAccount.add', key: requestKey, body: fields },
      async (trx) => {
        const row = await trx
          .insertInto('return_accounts')
          .values({ ...columnsOf(fields), created_by: ctx.user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        const after = await requireAccount(trx, row.id);
        await audited(ctx, trx, 'add', row.id, { after });
        return row.id;
      },
    ),
  );
  return requireAccount(ctx.db, id);
}

export async function editReturnAccount(
  ctx: AuthedContext,
  request: ReturnAccountEditRequest,
): Promise<ReturnAccountView> {
  const { id, ...fields } = request;
  await requireWarehouse(ctx.db, fields.wareId);
  return uniquely(fields, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await requireAccount(trx, id);
      await trx
        .updateTable('return_accounts')
        .set({ ...columnsOf(fields), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const after = await requireAccount(trx, id);
      await audited(ctx, trx, 'edit', id, { before, after });
      return after;
    }),
  );
}

export async function setReturnAccountActive(
  ctx: AuthedContext,
  id: number,
  active: boolean,
): Promise<ReturnAccountView> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireAccount(trx, id);
    if (before.active === active) return before;
    await trx
      .updateTable('return_accounts')
      .set({ active, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const after = await requireAccount(trx, id);
    await audited(ctx, trx, active ? 'enable' : 'disable', id, { before, after });
    return after;
  });
}

/** Deletes an account no sale names; one that a sale's return came back through: 409 (switch it off). */
export async function deleteReturnAccount(ctx: AuthedContext, id: number): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireAccount(trx, id);
    const used = await trx
      .selectFrom('market_orders')
      .select('id')
      .where('return_account_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (used) throw conflict('return-accounts:errors.inUse', { name: before.accountName });
    await trx.deleteFrom('return_accounts').where('id', '=', id).execute();
    await audited(ctx, trx, 'delete', id, { before });
    return { id };
  });
}
