import type { DrawAccountAddRequest, DrawAccountRow } from '../../../domain/wallet/applications';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { toDrawAccountRow } from './application-store';

/** A seller's saved withdrawal accounts. The number is kept whole and answered masked, always. */

/** Enough for every bank and Alipay account a seller uses; more is a mistake, not a need. */
export const DRAW_ACCOUNTS_MAX = 20;

export async function listDrawAccounts(ctx: AuthedContext): Promise<DrawAccountRow[]> {
  const rows = await ctx.db
    .selectFrom('wallet_draw_accounts')
    .selectAll()
    .where('seller_id', '=', ctx.user.id)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(toDrawAccountRow);
}

export async function addDrawAccount(
  ctx: AuthedContext,
  input: DrawAccountAddRequest,
): Promise<DrawAccountRow> {
  return ctx.db.transaction().execute(async (trx) => {
    // The seller's row serialises two adds racing past the count.
    await trx.selectFrom('users').select('id').where('id', '=', ctx.user.id).forUpdate().execute();
    const { n } = await trx
      .selectFrom('wallet_draw_accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seller_id', '=', ctx.user.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(n) >= DRAW_ACCOUNTS_MAX) {
      throw conflict('wallet:applications.errors.tooManyDrawAccounts', { max: DRAW_ACCOUNTS_MAX });
    }
    const row = await trx
      .insertInto('wallet_draw_accounts')
      .values({
        seller_id: ctx.user.id,
        holder_type: input.holderType,
        method: input.method,
        holder_name: input.holderName,
        account_number: input.accountNumber.replace(/\s+/g, ''),
        bank_name: input.method === 2 ? (input.bankName ?? '') : '',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toDrawAccountRow(row);
    await recordAudit(
      ctx,
      { action: 'wallet.drawAccount.add', entity: 'drawAccount', entityId: row.id, after },
      trx,
    );
    return after;
  });
}

export async function deleteDrawAccount(ctx: AuthedContext, id: number): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('wallet_draw_accounts')
      .set({ deleted_at: new Date() })
      .where('id', '=', id)
      .where('seller_id', '=', ctx.user.id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('wallet:applications.errors.drawAccountNotFound', { id });
    await recordAudit(
      ctx,
      {
        action: 'wallet.drawAccount.delete',
        entity: 'drawAccount',
        entityId: id,
        before: toDrawAccountRow(row),
      },
      trx,
    );
    return { id };
  });
}

/** The seller's own live draw account, or a 404 naming it. */
export async function ownDrawAccount(db: Db, sellerId: number, id: number) {
  const row = await db
    .selectFrom('wallet_draw_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('wallet:applications.errors.drawAccountNotFound', { id });
  return row;
}
