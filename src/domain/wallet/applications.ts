import { z } from 'zod';
import { hashOfFileUrl } from '../kernel/files';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';
import { amountField } from './wallet';

/**
 * Recharge and withdrawal applications (spec sections 3, 4, 5, 9) and the seller's draw accounts.
 *
 * Stages (spec section 4) are the spec's five plus two endings it leaves to us: rejected (by the
 * platform, with a reason) and cancelled (a withdrawal the seller took back before it was paid).
 * - recharge:   submitted -> recharge successful (approved with the credited USD amount) | rejected
 * - withdrawal: submitted -> platform check (approved) -> paying -> audit successful (paid, with a
 *               payout reference); rejected by the platform or cancelled by the seller until paid.
 * The amount of a withdrawal is held in the ledger at once; paying captures it, a rejection or a
 * cancellation releases it (fee type 23).
 */

export const ApplicationKind = { recharge: 1, withdrawal: 2 } as const;
export type ApplicationKind = (typeof ApplicationKind)[keyof typeof ApplicationKind];
export const APPLICATION_KINDS: readonly ApplicationKind[] = [1, 2];
export const APPLICATION_KIND_LABEL: Record<ApplicationKind, string> = {
  1: 'wallet:applications.kind.recharge',
  2: 'wallet:applications.kind.withdrawal',
};

export const ApplicationStage = {
  submitted: 1,
  platformCheck: 2,
  paying: 3,
  auditSuccessful: 4,
  rechargeSuccessful: 5,
  rejected: 6,
  cancelled: 7,
} as const;
export type ApplicationStage = (typeof ApplicationStage)[keyof typeof ApplicationStage];
export const APPLICATION_STAGES: readonly ApplicationStage[] = [1, 2, 3, 4, 5, 6, 7];
export const APPLICATION_STAGE_LABEL: Record<ApplicationStage, string> = {
  1: 'wallet:applications.stage.submitted',
  2: 'wallet:applications.stage.platformCheck',
  3: 'wallet:applications.stage.paying',
  4: 'wallet:applications.stage.paid',
  5: 'wallet:applications.stage.rechargeSuccessful',
  6: 'wallet:applications.stage.rejected',
  7: 'wallet:applications.stage.cancelled',
};

export type ApplicationAction = 'approve' | 'markPaying' | 'markPaid' | 'reject' | 'cancel';
export type ApplicationActor = 'seller' | 'admin';

export type ApplicationTransition = {
  kind: ApplicationKind;
  action: ApplicationAction;
  from: readonly ApplicationStage[];
  to: ApplicationStage;
  by: ApplicationActor;
};

const S = ApplicationStage;
const UNPAID_WITHDRAWAL: readonly ApplicationStage[] = [S.submitted, S.platformCheck, S.paying];

/** Every allowed move of an application. Anything else is refused with 409. */
export const APPLICATION_TRANSITIONS: readonly ApplicationTransition[] = [
  { kind: 1, action: 'approve', from: [S.submitted], to: S.rechargeSuccessful, by: 'admin' },
  { kind: 1, action: 'reject', from: [S.submitted], to: S.rejected, by: 'admin' },
  { kind: 2, action: 'approve', from: [S.submitted], to: S.platformCheck, by: 'admin' },
  { kind: 2, action: 'markPaying', from: [S.platformCheck], to: S.paying, by: 'admin' },
  { kind: 2, action: 'markPaid', from: [S.paying], to: S.auditSuccessful, by: 'admin' },
  { kind: 2, action: 'reject', from: UNPAID_WITHDRAWAL, to: S.rejected, by: 'admin' },
  { kind: 2, action: 'cancel', from: UNPAID_WITHDRAWAL, to: S.cancelled, by: 'seller' },
];

export function transitionOf(kind: number, action: ApplicationAction): ApplicationTransition | undefined {
  return APPLICATION_TRANSITIONS.find((t) => t.kind === kind && t.action === action);
}

/** The stage an action leads to, or null when the application's kind or stage does not allow it. */
export function nextStage(kind: number, stage: number, action: ApplicationAction): ApplicationStage | null {
  const t = transitionOf(kind, action);
  return t && (t.from as readonly number[]).includes(stage) ? t.to : null;
}

/** The actions an actor may take on an application now (the client shows only these buttons). */
export function actionsFor(kind: number, stage: number, by: ApplicationActor): ApplicationAction[] {
  return APPLICATION_TRANSITIONS.filter(
    (t) => t.kind === kind && t.by === by && (t.from as readonly number[]).includes(stage),
  ).map((t) => t.action);
}

// ---- Constants of spec section 9 -------------------------------------------------------------

/** "Minimum withdrawal is $55" (spec section 5). */
export const MIN_WITHDRAWAL_CENTS = 5500;

export const RECHARGE_CURRENCIES = ['USD', 'RMB'] as const;
export type RechargeCurrency = (typeof RECHARGE_CURRENCIES)[number];

/** Payment methods of a recharge: 1 bank transfer, 2 another payment service. */
export const PaymentMethod = { bankTransfer: 1, otherService: 2 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  1: 'wallet:applications.paymentMethod.bankTransfer',
  2: 'wallet:applications.paymentMethod.otherService',
};

/** Withdrawal methods: Alipay and bank. */
export const WithdrawalMethod = { alipay: 1, bank: 2 } as const;
export type WithdrawalMethod = (typeof WithdrawalMethod)[keyof typeof WithdrawalMethod];
export const WITHDRAWAL_METHOD_LABEL: Record<WithdrawalMethod, string> = {
  1: 'wallet:applications.withdrawalMethod.alipay',
  2: 'wallet:applications.withdrawalMethod.bank',
};

/** Bank account holder types: Individual and Corporation. */
export const HolderType = { individual: 1, corporation: 2 } as const;
export type HolderType = (typeof HolderType)[keyof typeof HolderType];
export const HOLDER_TYPE_LABEL: Record<HolderType, string> = {
  1: 'wallet:applications.holderType.individual',
  2: 'wallet:applications.holderType.corporation',
};

// ---- Pure rules ------------------------------------------------------------------------------

/**
 * How an account number is shown, everywhere, to everyone: the last four characters only
 * ("**** 6789"); four characters or fewer show nothing of the number.
 */
export function maskAccountNumber(number: string): string {
  const plain = number.replace(/\s+/g, '');
  return plain.length <= 4 ? '****' : `**** ${plain.slice(-4)}`;
}

/** An exchange rate the reviewer enters: RMB per USD, positive, at most 6 decimals. */
export const RATE_PATTERN = /^(?:0|[1-9]\d{0,3})(?:\.\d{1,6})?$/;

export function isRate(text: string): boolean {
  return RATE_PATTERN.test(text) && Number(text) > 0;
}

/** The USD cents an RMB amount comes to at a rate (RMB per USD), rounded to the cent: the form's suggestion. */
export function usdCentsAtRate(rmbCents: number, rate: string): number | null {
  if (!isRate(rate)) return null;
  return Math.round(rmbCents / Number(rate));
}

// ---- Request schemas -------------------------------------------------------------------------

const reference = z.string().trim().min(1).max(100);
const reason = z.string().trim().min(1).max(500);

/** The URL /upload answered for the proof picture. */
const proofUrl = z
  .string()
  .max(300)
  .refine((url) => hashOfFileUrl(url) !== null, 'the address /upload answered for the proof picture');

export const rechargeApplyRequest = z.strictObject({
  currency: z.enum(RECHARGE_CURRENCIES),
  paymentMethod: z.union([z.literal(1), z.literal(2)]),
  amount: amountField,
  transferReference: reference,
  proofUrl,
  ...requestKeyFields,
});
export type RechargeApplyRequest = z.infer<typeof rechargeApplyRequest>;

export const withdrawalApplyRequest = z.strictObject({
  amount: amountField.refine((cents) => cents >= MIN_WITHDRAWAL_CENTS, 'The minimum withdrawal is $55.00'),
  method: z.union([z.literal(1), z.literal(2)]),
  drawAccountId: rowId,
  password: z.string().min(1).max(128),
  ...requestKeyFields,
});
export type WithdrawalApplyRequest = z.infer<typeof withdrawalApplyRequest>;

export const applicationIdRequest = z.strictObject({ id: rowId });
export type ApplicationIdRequest = z.infer<typeof applicationIdRequest>;
export const applicationIdQuery = z.strictObject({ id: rowId });

const timeFilter = z.iso.datetime({ offset: true });

export const applicationListRequest = z.strictObject({
  kind: z.union([z.literal(1), z.literal(2)]).optional(),
  stage: z.number().int().min(1).max(7).optional(),
  beginTime: timeFilter.optional(),
  endTime: timeFilter.optional(),
  ...pagingFields,
});
export type ApplicationListRequest = z.infer<typeof applicationListRequest>;

export const adminApplicationListRequest = applicationListRequest.extend({
  /** The seller's merchant code (uid) or username, exact. */
  seller: z.string().trim().min(1).max(64).optional(),
});
export type AdminApplicationListRequest = z.infer<typeof adminApplicationListRequest>;

export const rechargeApproveRequest = z.strictObject({
  id: rowId,
  /** The USD amount credited to the seller. */
  creditedAmount: amountField,
  /** RMB recharges: the rate (RMB per USD) the reviewer applied. */
  rate: z.string().trim().max(20).refine(isRate, 'a positive rate with at most 6 decimals').optional(),
});
export type RechargeApproveRequest = z.infer<typeof rechargeApproveRequest>;

export const applicationRejectRequest = z.strictObject({ id: rowId, reason });
export type ApplicationRejectRequest = z.infer<typeof applicationRejectRequest>;

export const withdrawalPaidRequest = z.strictObject({ id: rowId, payoutReference: reference });
export type WithdrawalPaidRequest = z.infer<typeof withdrawalPaidRequest>;

export const drawAccountAddRequest = z
  .strictObject({
    holderType: z.union([z.literal(1), z.literal(2)]),
    method: z.union([z.literal(1), z.literal(2)]),
    holderName: z.string().trim().min(1).max(100),
    accountNumber: z
      .string()
      .trim()
      .min(5)
      .max(64)
      .regex(/^[A-Za-z0-9@._+\- ]+$/, 'letters, digits, spaces and @ . _ + - only'),
    bankName: z.string().trim().max(100).optional(),
  })
  .refine((a) => a.method !== WithdrawalMethod.bank || (a.bankName ?? '') !== '', {
    path: ['bankName'],
    message: 'Bank name required for a bank account',
  });
export type DrawAccountAddRequest = z.infer<typeof drawAccountAddRequest>;

// ---- Answers ---------------------------------------------------------------------------------

export const drawAccountRow = z.object({
  id: z.number(),
  holderType: z.number(),
  method: z.number(),
  holderName: z.string(),
  /** Only ever the masked number (maskAccountNumber). */
  maskedNumber: z.string(),
  bankName: z.string(),
  gmtCreate: z.string(),
});
export type DrawAccountRow = z.infer<typeof drawAccountRow>;

/** A withdrawal's payout account in full: answered only to the finance reviewer who asks, and audited. */
export const payoutAccountRow = z.object({
  applicationId: z.number(),
  holderType: z.number(),
  method: z.number(),
  holderName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
});
export type PayoutAccountRow = z.infer<typeof payoutAccountRow>;

export const applicationRow = z.object({
  id: z.number(),
  kind: z.number(),
  stage: z.number(),
  sellerId: z.number(),
  sellerUid: z.string(),
  sellerName: z.string(),
  /** USD cents: credited (recharge, null until approved for RMB) or withdrawn. */
  amountCents: z.number().nullable(),
  currency: z.string(),
  /** What the seller applied for, in its currency. */
  originalAmountCents: z.number(),
  rate: z.string().nullable(),
  paymentMethod: z.number().nullable(),
  withdrawalMethod: z.number().nullable(),
  transferReference: z.string(),
  proofUrl: z.string().nullable(),
  drawAccount: drawAccountRow.nullable(),
  rejectReason: z.string(),
  payoutReference: z.string(),
  holdEntryId: z.number().nullable(),
  reviewerName: z.string(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;
