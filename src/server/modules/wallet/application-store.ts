import type { ExpressionBuilder } from 'kysely';
import { fileUrl } from '../../../domain/kernel/files';
import { maskAccountNumber } from '../../../domain/wallet/applications';
import type {
  AdminApplicationListRequest,
  ApplicationRow,
  DrawAccountRow,
} from '../../../domain/wallet/applications';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { iso, isoOrNull, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/** Reading applications and draw accounts: one row shape for seller and admin, numbers always masked. */

type DrawAccountRecord = {
  id: number;
  holder_type: number;
  method: number;
  holder_name: string;
  account_number: string;
  bank_name: string;
  created_at: Date | string;
};

export function toDrawAccountRow(r: DrawAccountRecord): DrawAccountRow {
  return {
    id: r.id,
    holderType: r.holder_type,
    method: r.method,
    holderName: r.holder_name,
    maskedNumber: maskAccountNumber(r.account_number),
    bankName: r.bank_name,
    gmtCreate: iso(r.created_at),
  };
}

function applicationQuery(db: Db) {
  return db
    .selectFrom('wallet_applications as a')
    .innerJoin('users as s', 's.id', 'a.seller_id')
    .leftJoin('users as r', 'r.id', 'a.reviewer_id')
    .leftJoin('wallet_draw_accounts as d', 'd.id', 'a.draw_account_id')
    .selectAll('a')
    .select([
      's.uid as seller_uid',
      's.username as seller_name',
      'r.username as reviewer_name',
      'd.holder_type as d_holder_type',
      'd.method as d_method',
      'd.holder_name as d_holder_name',
      'd.account_number as d_account_number',
      'd.bank_name as d_bank_name',
      'd.created_at as d_created_at',
    ]);
}

type ApplicationRecord = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

function toApplicationRow(host: string, r: ApplicationRecord): ApplicationRow {
  const drawAccount =
    r.draw_account_id !== null && r.d_holder_type !== null
      ? toDrawAccountRow({
          id: r.draw_account_id,
          holder_type: r.d_holder_type,
          method: r.d_method ?? 0,
          holder_name: r.d_holder_name ?? '',
          account_number: r.d_account_number ?? '',
          bank_name: r.d_bank_name ?? '',
          created_at: r.d_created_at ?? r.created_at,
        })
      : null;
  return {
    id: r.id,
    kind: r.kind,
    stage: r.stage,
    sellerId: r.seller_id,
    sellerUid: r.seller_uid,
    sellerName: r.seller_name,
    amountCents: r.amount_cents === null ? null : Number(r.amount_cents),
    currency: r.currency,
    originalAmountCents: Number(r.original_amount_cents),
    rate: r.rate === null ? null : String(r.rate),
    paymentMethod: r.payment_method,
    withdrawalMethod: drawAccount?.method ?? null,
    transferReference: r.transfer_reference,
    proofUrl: r.proof_file_hash ? fileUrl(host, r.proof_file_hash) : null,
    drawAccount,
    rejectReason: r.reject_reason,
    payoutReference: r.payout_reference,
    holdEntryId: r.hold_entry_id === null ? null : Number(r.hold_entry_id),
    reviewerName: r.reviewer_name ?? '',
    gmtCreate: iso(r.created_at),
    gmtModify: iso(r.updated_at),
    reviewedAt: isoOrNull(r.reviewed_at),
  };
}

/** One application as its answer; a seller asking for another seller's gets 404 (sellerId set). */
export async function readApplication(
  ctx: AuthedContext,
  db: Db,
  id: number,
  sellerId?: number,
): Promise<ApplicationRow> {
  let q = applicationQuery(db).where('a.id', '=', id);
  if (sellerId !== undefined) q = q.where('a.seller_id', '=', sellerId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('wallet:applications.errors.notFound', { id });
  return toApplicationRow(ctx.host, row);
}

type ListFilter = AdminApplicationListRequest & { sellerId?: number };
type Joined = DB & { a: DB['wallet_applications']; s: DB['users'] };

/** The list's filters, on applications (a) joined with their sellers (s). */
function matching(f: ListFilter) {
  return (eb: ExpressionBuilder<Joined, 'a' | 's'>) => {
    const c = [];
    if (f.sellerId !== undefined) c.push(eb('a.seller_id', '=', f.sellerId));
    if (f.kind !== undefined) c.push(eb('a.kind', '=', f.kind));
    if (f.stage !== undefined) c.push(eb('a.stage', '=', f.stage));
    if (f.beginTime) c.push(eb('a.created_at', '>=', new Date(f.beginTime)));
    if (f.endTime) c.push(eb('a.created_at', '<=', new Date(f.endTime)));
    if (f.seller) c.push(eb.or([eb('s.uid', '=', f.seller), eb('s.username', '=', f.seller)]));
    return eb.and(c);
  };
}

/** Applications, newest first (paged): a seller's own, or every seller's for the platform. */
export async function listApplications(ctx: AuthedContext, f: ListFilter) {
  const req = pageRequest(f, ctx.config.maxPageSize);
  const { n } = await ctx.db
    .selectFrom('wallet_applications as a')
    .innerJoin('users as s', 's.id', 'a.seller_id')
    .where(matching(f))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await applicationQuery(ctx.db)
    .where(matching(f))
    .orderBy('a.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(
    req,
    toCount(n),
    rows.map((r) => toApplicationRow(ctx.host, r)),
  );
}
