import type { ForecastCreateRequest, ForecastUpdateRequest } from '../../../../../domain/inbound/inbound';
import { requestEnvelope } from '../../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../../offline/resumable-mutations';
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

export const createForecastMutation = resumableMutation({
  mutationKey: ['forecasts', 'create'],
  mutationFn: createForecast,
  refresh: (client) => client.invalidateQueries({ queryKey: forecastKeys.lists() }),
});

export const updateForecastMutation = resumableMutation({
  mutationKey: ['forecasts', 'update'],
  mutationFn: updateForecast,
  refresh: (client) => client.invalidateQueries({ queryKey: forecastKeys.all }),
});

export const useCreateForecast = () => useResumableMutation(createForecastMutation);

export const useUpdateForecast = () => useResumableMutation(updateForecastMutation);
