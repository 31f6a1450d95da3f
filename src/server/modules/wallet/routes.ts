import { isTimeRangeOrdered } from '../../../domain/accounts/accounts';
import { BusinessPart, FinancePage } from '../../../domain/kernel/permissions';
import {
  chargeDeductionAnswerSchema,
  chargeDeductionRequest,
  merchantFlowRequest,
  sellerLedgerEntryRowSchema,
  walletEntryIdQuery,
  walletSummaryOf,
  walletSummarySchema,
  walletTransactionListRequest,
} from '../../../domain/wallet/wallet';
import {
  platformAccountStatementRequest,
  platformAccountStatementSchema,
  selfOperatedRequest,
  selfOperatedSchema,
} from '../../../domain/wallet/self-operated';
import { merchantFlowSchema, sellerStatementRowSchema } from '../../../domain/wallet/statement';
import { badRequest, notFound } from '../../http/errors';
import { pageOf, pageRequest, pageSchema } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { chargeDeduction, merchantFlow } from './finance-service';
import { sellerEntry, statementPage } from './ledger-queries';
import { balanceOf } from './ledger-service';
import { platformAccountStatement, selfOperated } from './self-operated-service';

/**
 * The wallet's ledger routes: a seller's wallet (summary, transactions, one transaction), always the
 * caller's own (its export is a download route, modules/downloads/routes.ts); and the admin finance pages on the ledger (ChargeDeduction, MerchantFlow, SelfOperated).
 */

const business = { kind: 'permission', code: BusinessPart.wallet } as const;

function checkRange(r: { beginTime?: string; endTime?: string }): void {
  if (!isTimeRangeOrdered(r.beginTime, r.endTime)) throw badRequest('wallet:ledger.errors.badRange');
}

export const walletRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/wallet/summary',
    hosts: ['business'],
    access: { ...business, action: 'query' },
    summary: "The seller's wallet: available, held and total, in cents",
    response: walletSummarySchema,
    handler: async (ctx) => walletSummaryOf(await balanceOf(ctx.db, ctx.user.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/wallet/transaction/list',
    hosts: ['business'],
    access: { ...business, action: 'query' },
    summary:
      "The seller's statement, newest first, by fee type, status and time (beginTime/endTime): a hold and its capture or release are one row with its life",
    body: walletTransactionListRequest.optional(),
    response: pageSchema(sellerStatementRowSchema),
    handler: async (ctx, { body }) => {
      const r = body ?? {};
      checkRange(r);
      const req = pageRequest(r, ctx.config.maxPageSize);
      const page = await statementPage(ctx.db, { ...r, sellerId: ctx.user.id }, req.offset, req.pageSize);
      return pageOf(req, page.totalCount, page.rows);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/wallet/transaction/get',
    hosts: ['business'],
    access: { ...business, action: 'get' },
    summary: "One of the seller's transactions (another seller's answers 404)",
    query: walletEntryIdQuery,
    response: sellerLedgerEntryRowSchema,
    handler: async (ctx, { query }) => {
      const row = await sellerEntry(ctx.db, ctx.user.id, query.id);
      if (!row) throw notFound('wallet:ledger.errors.entryNotFound');
      return row;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/charge_deduction',
    hosts: ['admin'],
    access: { kind: 'permission', code: FinancePage.chargeDeduction, action: 'add' },
    summary: 'A manual deposit (credit) or deduction (charge) for one seller, with a reason; audited',
    body: chargeDeductionRequest,
    response: chargeDeductionAnswerSchema,
    handler: (ctx, { body }) => chargeDeduction(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/merchant_flow',
    hosts: ['admin'],
    access: { kind: 'permission', code: FinancePage.merchantFlow, action: 'query' },
    summary:
      "A seller's statement of a period (a hold and its capture or release as one row) with the opening and closing balance",
    body: merchantFlowRequest,
    response: merchantFlowSchema,
    handler: (ctx, { body }) => {
      checkRange(body);
      return merchantFlow(ctx, body);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/finance/self_operated',
    hosts: ['admin'],
    access: { kind: 'permission', code: FinancePage.selfOperated, action: 'query' },
    summary:
      "The platform's own accounts and the sellers' funds they mirror: balance now, and opening, in, out and closing over a period (beginTime/endTime)",
    query: selfOperatedRequest,
    response: selfOperatedSchema,
    handler: (ctx, { query }) => selfOperated(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/self_operated/entries',
    hosts: ['admin'],
    access: { kind: 'permission', code: FinancePage.selfOperated, action: 'query' },
    summary:
      "One platform account's statement for a period: its postings, newest first, with opening and closing",
    body: platformAccountStatementRequest,
    response: platformAccountStatementSchema,
    handler: (ctx, { body }) => platformAccountStatement(ctx, body),
  }),
];
