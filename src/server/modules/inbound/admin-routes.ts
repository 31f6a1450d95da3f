import {
  forecastDetail,
  forecastIdQuery,
  forecastListRequest,
  forecastRow,
  parcelAssignAnswer,
  parcelAssignRequest,
  unforecastListRequest,
  unforecastParcelRow,
} from '../../../domain/inbound/inbound';
import { AdminPage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { getForecast, listForecasts } from './forecast-queries';
import { assignUnforecastParcel, listUnforecastParcels } from './unforecast-service';

/** Admin portal: BusiForecast (every seller's reservations) and unforecast parcels to assign. */
const busiForecast = (action: Action) =>
  ({ kind: 'permission', code: AdminPage.busiForecast, action }) as const;

export const adminForecastRoutes = [
  defineRoute({
    method: 'POST',
    path: '/forecast/list',
    hosts: ['admin'],
    access: busiForecast('query'),
    summary:
      "Every seller's inbound forecasts (paged; filter by seller, warehouse, status, tracking number, dates)",
    body: forecastListRequest.optional(),
    response: pageSchema(forecastRow),
    handler: (ctx, { body }) => listForecasts(ctx, {}, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/forecast/get',
    hosts: ['admin'],
    access: busiForecast('get'),
    summary: 'One forecast with parcels, expected items, inspected items and events',
    query: forecastIdQuery,
    response: forecastDetail,
    handler: (ctx, { query }) => getForecast(ctx, {}, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/parcel/unforecast/list',
    hosts: ['admin'],
    access: busiForecast('query'),
    summary: 'Parcels received without a forecast, waiting to be assigned to a seller',
    body: unforecastListRequest.optional(),
    response: pageSchema(unforecastParcelRow),
    handler: (ctx, { body }) => listUnforecastParcels(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/parcel/assign',
    hosts: ['admin'],
    access: busiForecast('edit'),
    summary: 'Give an unforecast parcel to its seller (a received forecast is made for it)',
    body: parcelAssignRequest,
    response: parcelAssignAnswer,
    handler: async (ctx, { body }) =>
      new WithMessage(await assignUnforecastParcel(ctx, body), 'inbound:parcel.assigned'),
  }),
];
