import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  APPLICATION_STAGE_LABEL,
  APPLICATION_STAGES,
  APPLICATION_TRANSITIONS,
  ApplicationStage as S,
  drawAccountAddRequest,
  maskAccountNumber,
  nextStage,
  rechargeApplyRequest,
  rechargeApproveRequest,
  usdCentsAtRate,
  withdrawalApplyRequest,
} from './applications';

const proofUrl = `/api/business/files/${'a'.repeat(64)}`;

describe('application stages', () => {
  it('a recharge goes from submission to recharge successful or rejected, once', () => {
    expect(nextStage(1, S.submitted, 'approve')).toBe(S.rechargeSuccessful);
    expect(nextStage(1, S.submitted, 'reject')).toBe(S.rejected);
    expect(nextStage(1, S.rechargeSuccessful, 'approve')).toBeNull();
    expect(nextStage(1, S.rejected, 'approve')).toBeNull();
    expect(nextStage(1, S.submitted, 'cancel')).toBeNull();
    expect(nextStage(1, S.submitted, 'markPaid')).toBeNull();
  });

  it('a withdrawal is approved, paid out and done; it can be rejected or cancelled until paid', () => {
    expect(nextStage(2, S.submitted, 'approve')).toBe(S.platformCheck);
    expect(nextStage(2, S.platformCheck, 'markPaying')).toBe(S.paying);
    expect(nextStage(2, S.paying, 'markPaid')).toBe(S.auditSuccessful);
    for (const stage of [S.submitted, S.platformCheck, S.paying]) {
      expect(nextStage(2, stage, 'cancel')).toBe(S.cancelled);
      expect(nextStage(2, stage, 'reject')).toBe(S.rejected);
    }
    for (const stage of [S.auditSuccessful, S.rejected, S.cancelled]) {
      expect(actionsFor(2, stage, 'seller')).toEqual([]);
      expect(actionsFor(2, stage, 'admin')).toEqual([]);
    }
    expect(nextStage(2, S.submitted, 'markPaid')).toBeNull();
  });

  it('shows the seller only cancel and the admin only review actions', () => {
    expect(actionsFor(2, S.submitted, 'seller')).toEqual(['cancel']);
    expect(actionsFor(2, S.submitted, 'admin')).toEqual(['approve', 'reject']);
    expect(actionsFor(1, S.submitted, 'seller')).toEqual([]);
  });

  it('every stage has a label and every transition ends in a known stage', () => {
    for (const stage of APPLICATION_STAGES) expect(APPLICATION_STAGE_LABEL[stage]).toMatch(/^wallet:/);
    for (const t of APPLICATION_TRANSITIONS) expect(APPLICATION_STAGES).toContain(t.to);
  });
});

describe('draw accounts', () => {
  it('shows only the last four characters of a number', () => {
    expect(maskAccountNumber('6222 0212 3456 7890')).toBe('**** 7890');
    expect(maskAccountNumber('seller@example.com')).toBe('**** .com');
    expect(maskAccountNumber('1234')).toBe('****');
  });

  it('asks a bank account for its bank name', () => {
    const base = { holderType: 1, method: 2, holderName: 'Li Lei', accountNumber: '6222021234567890' };
    expect(drawAccountAddRequest.safeParse(base).success).toBe(false);
    expect(drawAccountAddRequest.safeParse({ ...base, bankName: 'ICBC' }).success).toBe(true);
    expect(drawAccountAddRequest.safeParse({ ...base, method: 1 }).success).toBe(true);
    expect(drawAccountAddRequest.safeParse({ ...base, holderType: 3, bankName: 'ICBC' }).success).toBe(false);
  });
});

describe('application requests', () => {
  const recharge = {
    currency: 'USD',
    paymentMethod: 1,
    amount: '100.50',
    transferReference: 'TT-1',
    proofUrl,
  };

  it('reads a recharge amount as cents', () => {
    const r = rechargeApplyRequest.parse(recharge);
    expect(r.amount).toBe(10050);
  });

  it.each([['0'], ['-5'], ['1.005'], ['10000000.01'], ['abc'], [0]])('refuses the amount %s', (amount) => {
    expect(rechargeApplyRequest.safeParse({ ...recharge, amount }).success).toBe(false);
  });

  it('refuses a proof that is not an uploaded file address, an unknown currency or method', () => {
    expect(rechargeApplyRequest.safeParse({ ...recharge, proofUrl: 'http://x/y.png' }).success).toBe(false);
    expect(rechargeApplyRequest.safeParse({ ...recharge, currency: 'EUR' }).success).toBe(false);
    expect(rechargeApplyRequest.safeParse({ ...recharge, paymentMethod: 3 }).success).toBe(false);
  });

  it('refuses a withdrawal under $55', () => {
    const w = { method: 1, drawAccountId: 1, password: 'x' };
    expect(withdrawalApplyRequest.safeParse({ ...w, amount: '54.99' }).success).toBe(false);
    expect(withdrawalApplyRequest.parse({ ...w, amount: '55' }).amount).toBe(5500);
  });

  it('takes a reviewer rate with at most 6 decimals and suggests the USD amount', () => {
    expect(rechargeApproveRequest.safeParse({ id: 1, creditedAmount: '10', rate: '7.123456' }).success).toBe(
      true,
    );
    expect(rechargeApproveRequest.safeParse({ id: 1, creditedAmount: '10', rate: '7.1234567' }).success).toBe(
      false,
    );
    expect(rechargeApproveRequest.safeParse({ id: 1, creditedAmount: '10', rate: '0' }).success).toBe(false);
    expect(usdCentsAtRate(71000, '7.1')).toBe(10000);
    expect(usdCentsAtRate(100, '-1')).toBeNull();
  });
});
