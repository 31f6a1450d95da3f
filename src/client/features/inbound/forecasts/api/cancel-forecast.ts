import { requestEnvelope } from '../../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../../offline/resumable-mutations';
import { forecastKeys } from './forecast-list';

/** POST /forecast/cancel (business): only while scheduled; the http client shows a refusal. */
export async function cancelForecast(id: number): Promise<{ status: number; message: string }> {
  const answer = await requestEnvelope<{ id: number; status: number }>('/forecast/cancel', {
    method: 'POST',
    body: { id },
  });
  return { status: answer.data.status, message: answer.msg };
}

export const cancelForecastMutation = resumableMutation({
  mutationKey: ['forecasts', 'cancel'],
  mutationFn: cancelForecast,
  refresh: (client) => client.invalidateQueries({ queryKey: forecastKeys.all }),
});

export const useCancelForecast = () => useResumableMutation(cancelForecastMutation);
