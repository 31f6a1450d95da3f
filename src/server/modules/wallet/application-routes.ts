import { z } from 'zod';
import { BusinessPart, FinancePage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import {
  adminApplicationListRequest,
  applicationIdQuery,
  applicationIdRequest,
  applicationListRequest,
  applicationRejectRequest,
  applicationRow,
  drawAccountAddRequest,
  drawAccountRow,
  payoutAccountRow,
  rechargeApplyRequest,
  rechargeApproveRequest,
  withdrawalApplyRequest,
  withdrawalPaidRequest,
} from '../../../domain/wallet/applications';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { addDrawAccount, deleteDrawAccount, listDrawAccounts } from './application-draw-accounts';
import { revealPayoutAccount } from './application-payout-account';
import {
  approveRecharge,
  approveWithdrawal,
  markWithdrawalPaid,
  markWithdrawalPaying,
  rejectRecharge,
  rejectWithdrawal,
} from './application-review';
import { applyForRecharge, applyForWithdrawal, cancelWithdrawal } from './application-seller';
import { listApplications, readApplication } from './application-store';

/**
 * Recharge and withdrawal applications: the seller's wallet/WalletCharge and wallet/Withdrawal, and the
 * platform's Finance/PlatformFlow with WithdrawalDetail and ChargeDetail (spec section 2).
 */
const seller = (action: Action) => ({ kind: 'permission', code: BusinessPart.wallet, action }) as const;
const platformFlow = (action: Action) =>
  ({ kind: 'permission', code: FinancePage.platformFlow, action }) as const;
const done = (key: string) => `wallet:applications.done.${key}`;

const sellerRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/wallet/recharge/apply',
    hosts: ['business'],
    access: seller('add'),
    summary:
      'Apply for a recharge (USD or RMB, payment method, amount, transfer reference, proof picture URL)',
    body: rechargeApplyRequest,
    response: applicationRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await applyForRecharge(ctx, body), done('rechargeApplied')),
  }),
  defineRoute({
    method: 'POST',
    path: '/wallet/withdrawal/apply',
    hosts: ['business'],
    access: seller('add'),
    summary:
      'Apply for a withdrawal (at least $55, a saved draw account, the password again); the amount is held',
    body: withdrawalApplyRequest,
    response: applicationRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await applyForWithdrawal(ctx, body), done('withdrawalApplied')),
  }),
  defineRoute({
    method: 'POST',
    path: '/wallet/withdrawal/cancel',
    hosts: ['business'],
    access: seller('edit'),
    summary: 'Cancel an own withdrawal until it is paid; the held amount is released (fee type 23)',
    body: applicationIdRequest,
    response: applicationRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await cancelWithdrawal(ctx, body.id), done('cancelled')),
  }),
  defineRoute({
    method: 'POST',
    path: '/wallet/application/list',
    hosts: ['business'],
    access: seller('query'),
    summary: "The seller's own recharge and withdrawal applications, newest first (paged, filtered)",
    body: applicationListRequest.optional(),
    response: pageSchema(applicationRow),
    handler: (ctx, { body }) => listApplications(ctx, { ...(body ?? {}), sellerId: ctx.user.id }),
  }),
  defineRoute({
    method: 'GET',
    path: '/wallet/application/get',
    hosts: ['business'],
    access: seller('get'),
    summary: "One of the seller's own applications (another seller's: 404)",
    query: applicationIdQuery,
    response: applicationRow,
    handler: (ctx, { query }) => readApplication(ctx, ctx.db, query.id, ctx.user.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/wallet/drawAccount/list',
    hosts: ['business'],
    access: seller('query'),
    summary: "The seller's saved draw accounts (numbers masked)",
    response: z.array(drawAccountRow),
    handler: (ctx) => listDrawAccounts(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/wallet/drawAccount/add',
    hosts: ['business'],
    access: seller('add'),
    summary: 'Save a draw account (holder type, Alipay or bank, holder name, number, bank name)',
    body: drawAccountAddRequest,
    response: drawAccountRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await addDrawAccount(ctx, body), done('drawAccountAdded')),
  }),
  defineRoute({
    method: 'POST',
    path: '/wallet/drawAccount/delete',
    hosts: ['business'],
    access: seller('delete'),
    summary: 'Delete a saved draw account (applications that used it keep it)',
    body: applicationIdRequest,
    response: z.object({ id: z.number() }),
    handler: async (ctx, { body }) =>
      new WithMessage(await deleteDrawAccount(ctx, body.id), done('drawAccountDeleted')),
  }),
];

const adminRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/finance/application/list',
    hosts: ['admin'],
    access: platformFlow('query'),
    summary: 'Recharge and withdrawal applications of every seller (paged; kind, stage, seller, period)',
    body: adminApplicationListRequest.optional(),
    response: pageSchema(applicationRow),
    handler: (ctx, { body }) => listApplications(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/finance/application/get',
    hosts: ['admin'],
    access: platformFlow('get'),
    summary: 'One application: ChargeDetail or WithdrawalDetail',
    query: applicationIdQuery,
    response: applicationRow,
    handler: (ctx, { query }) => readApplication(ctx, ctx.db, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/recharge/approve',
    hosts: ['admin'],
    access: platformFlow('edit'),
    summary:
      'Approve a recharge with the credited USD amount (RMB: and the rate applied); credits fee type 1',
    body: rechargeApproveRequest,
    response: applicationRow,
    handler: async (ctx, { body }) => new WithMessage(await approveRecharge(ctx, body), done('approved')),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/recharge/reject',
    hosts: ['admin'],
    access: platformFlow('disable'),
    summary: 'Reject a recharge with a reason',
    body: applicationRejectRequest,
    response: applicationRow,
    handler: async (ctx, { body }) => new WithMessage(await rejectRecharge(ctx, body), done('rejected')),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/withdrawal/approve',
    hosts: ['admin'],
    access: platformFlow('edit'),
    summary: 'Approve a withdrawal (platform check passed)',
    body: applicationIdRequest,
    response: applicationRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await approveWithdrawal(ctx, body.id), done('approved')),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/withdrawal/paying',
    hosts: ['admin'],
    access: platformFlow('edit'),
    summary: 'Mark an approved withdrawal as being paid out',
    body: applicationIdRequest,
    response: applicationRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await markWithdrawalPaying(ctx, body.id), done('markedPaying')),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/withdrawal/account/reveal',
    hosts: ['admin'],
    access: platformFlow('edit'),
    summary: "A withdrawal's full payout account, for the reviewer who pays it; each reveal is audited",
    body: applicationIdRequest,
    response: payoutAccountRow,
    handler: (ctx, { body }) => revealPayoutAccount(ctx, body.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/withdrawal/paid',
    hosts: ['admin'],
    access: platformFlow('edit'),
    summary: 'Mark a withdrawal paid with the payout reference; the held amount is captured',
    body: withdrawalPaidRequest,
    response: applicationRow,
    handler: async (ctx, { body }) =>
      new WithMessage(await markWithdrawalPaid(ctx, body), done('markedPaid')),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/withdrawal/reject',
    hosts: ['admin'],
    access: platformFlow('disable'),
    summary: 'Reject a withdrawal with a reason; the held amount is released (fee type 23)',
    body: applicationRejectRequest,
    response: applicationRow,
    handler: async (ctx, { body }) => new WithMessage(await rejectWithdrawal(ctx, body), done('rejected')),
  }),
];

export const applicationRoutes: AnyRoute[] = [...sellerRoutes, ...adminRoutes];
