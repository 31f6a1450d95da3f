import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForecastCreateRequest, ForecastUpdateRequest } from '../../../../../domain/inbound';
import { requestEnvelope } from '../../../../api/http';
import { forecastKeys } from './forecast-list';

/**
 * POST /forecast/create and /forecast/update (business). The form shows a refusal itself, next to
 * what was typed, so the http client does not notify; the answer's message is the success text.
 */
export type SavedForecast = { id: number; message: string };

export async function createForecast(body: ForecastCreateRequest): Promise<SavedForecast> {
  const answer = await requestEnvelope<{ id: number }>('/forecast/create', {
    method: 'POST',
    body,
    notify: false,
  });
  return { id: answer.data.id, message: answer.msg };
}

export async function updateForecast(body: ForecastUpdateRequest): Promise<SavedForecast> {
  const answer = await requestEnvelope<{ id: number }>('/forecast/update', {
    method: 'POST',
    body,
    notify: false,
  });
  return { id: answer.data.id, message: answer.msg };
}

export function useCreateForecast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForecast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.lists() }),
  });
}

export function useUpdateForecast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateForecast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.all }),
  });
}
