import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParcelAssignRequest } from '../../../../../domain/inbound';
import { requestEnvelope } from '../../../../api/http';
import { forecastKeys } from './forecast-list';

/**
 * POST /parcel/assign (admin): the parcel becomes a received forecast of the chosen seller. Both the
 * unforecast list (it leaves) and the forecast lists (a new one appears) refresh.
 */
export async function assignParcel(body: ParcelAssignRequest): Promise<{ packId: number; message: string }> {
  const answer = await requestEnvelope<{ packId: number; parcelId: number }>('/parcel/assign', {
    method: 'POST',
    body,
    notify: false,
  });
  return { packId: answer.data.packId, message: answer.msg };
}

export function useAssignParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.all }),
  });
}
