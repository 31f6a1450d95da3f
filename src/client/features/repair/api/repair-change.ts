import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiHost } from '../../../../domain/kernel/users';
import { requestEnvelope } from '../../../api/http';
import { sharedQueryKeys } from '../../../api/shared-query-keys';
import { repairKeys } from './repair-keys';

/** A repair step's answer with the server's word for it (the notification the screen shows). */
export type Said<T> = { data: T; message: string };

/**
 * One repair step (create, cancel, approve, a task, a price): POST, the refusal left to the screen
 * (nothing notifies here). Afterwards every repair view, the pairs' stock lists and drawer records,
 * and the wallet (holds, charges and refunds move with the steps) are read again.
 */
export function useRepairChange<In, Out = unknown>(path: string, host: ApiHost) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: In): Promise<Said<Out>> => {
      const answer = await requestEnvelope<Out>(path, { method: 'POST', body, host, notify: false });
      return { data: answer.data, message: answer.msg };
    },
    onSettled: () =>
      Promise.all(
        [
          repairKeys.all,
          sharedQueryKeys.wallet,
          sharedQueryKeys.stockViews,
          sharedQueryKeys.productRecords,
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
