import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { merchantFlowSchema } from '../../../../domain/wallet/statement';
import { chargeDeductionAnswerSchema } from '../../../../domain/wallet/wallet';
import type { ChargeDeductionRequest } from '../../../../domain/wallet/wallet';
import { postJson } from '../../../api/http';
import { FRESH_FIGURES } from './fresh-figures';

/**
 * The admin's finance commands on the ledger (admin host): POST /finance/charge_deduction, a manual
 * deposit or deduction for one seller. The form shows the server's refusal itself (notify: false),
 * so a 409 "insufficient balance" reads exactly as the server words it.
 */
export type ChargeDeductionInput = Omit<ChargeDeductionRequest, 'amount'> & { amount: string };

export function useChargeDeduction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChargeDeductionInput) =>
      chargeDeductionAnswerSchema.parse(await postJson('/finance/charge_deduction', body, { notify: false })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['finance'] }),
  });
}

export type MerchantFlowParams = {
  sellerId: number;
  beginTime: string;
  endTime: string;
  pageNo: number;
  pageSize: number;
};

/** Finance/MerchantFlow: POST /finance/merchant_flow, a seller's statement for a period. */
export function useMerchantFlow(params: MerchantFlowParams | null) {
  return useQuery({
    queryKey: ['finance', 'merchantFlow', params] as const,
    queryFn: async () => merchantFlowSchema.parse(await postJson('/finance/merchant_flow', params)),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    ...FRESH_FIGURES,
  });
}
