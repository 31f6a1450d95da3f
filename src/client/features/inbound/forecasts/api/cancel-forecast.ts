import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestEnvelope } from '../../../../api/http';
import { forecastKeys } from './forecast-list';

/** POST /forecast/cancel (business): only while scheduled; the http client shows a refusal. */
export async function cancelForecast(id: number): Promise<{ status: number; message: string }> {
  const answer = await requestEnvelope<{ id: number; status: number }>('/forecast/cancel', {
    method: 'POST',
    body: { id },
  });
  return { status: answer.data.status, message: answer.msg };
}

export function useCancelForecast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelForecast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.all }),
  });
}
