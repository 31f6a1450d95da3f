import type { ParcelAssignRequest } from '../../../../../domain/inbound/inbound';
import { requestEnvelope } from '../../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../../offline/resumable-mutations';
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

export const assignParcelMutation = resumableMutation({
  mutationKey: ['forecasts', 'assignParcel'],
  mutationFn: assignParcel,
  refresh: (client) => client.invalidateQueries({ queryKey: forecastKeys.all }),
});

export const useAssignParcel = () => useResumableMutation(assignParcelMutation);
