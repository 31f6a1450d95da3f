import {
  forecastCancelAnswer,
  forecastCreateRequest,
  forecastDetail,
  forecastIdAnswer,
  forecastIdQuery,
  forecastIdRequest,
  forecastListRequest,
  forecastRow,
  forecastUpdateRequest,
} from '../../../domain/inbound/inbound';
import { BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { getForecast, listForecasts } from './forecast-queries';
import { cancelForecast, createForecast, updateForecast } from './forecast-service';

/** Seller portal: my-package (inbound shipments) and its forecast screens. */
const business = (action: Action) => ({ kind: 'permission', code: BusinessPart.inbound, action }) as const;

export const businessForecastRoutes = [
  defineRoute({
    method: 'POST',
    path: '/forecast/list',
    hosts: ['business'],
    access: business('query'),
    summary: "The seller's inbound forecasts with their parcel statuses (paged, filtered)",
    body: forecastListRequest.optional(),
    response: pageSchema(forecastRow),
    handler: (ctx, { body }) => listForecasts(ctx, { shopUserId: ctx.user.id }, body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/forecast/create',
    hosts: ['business'],
    access: business('add'),
    summary: 'Forecast parcels to a warehouse: tracking numbers and the expected items (event 10)',
    body: forecastCreateRequest,
    response: forecastIdAnswer,
    handler: async (ctx, { body }) =>
      new WithMessage(await createForecast(ctx, body), 'inbound:forecast.created'),
  }),
  defineRoute({
    method: 'GET',
    path: '/forecast/get',
    hosts: ['business'],
    access: business('get'),
    summary: "One of the seller's forecasts with parcels, expected items, inspected items and events",
    query: forecastIdQuery,
    response: forecastDetail,
    handler: (ctx, { query }) => getForecast(ctx, { shopUserId: ctx.user.id }, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/forecast/update',
    hosts: ['business'],
    access: business('edit'),
    summary: 'Edit a forecast while it is scheduled (event 10)',
    body: forecastUpdateRequest,
    response: forecastIdAnswer,
    handler: async (ctx, { body }) =>
      new WithMessage(await updateForecast(ctx, body), 'inbound:forecast.updated'),
  }),
  defineRoute({
    method: 'POST',
    path: '/forecast/cancel',
    hosts: ['business'],
    access: business('edit'),
    summary: 'Cancel a forecast while it is scheduled (event 10); its tracking numbers become free',
    body: forecastIdRequest,
    response: forecastCancelAnswer,
    handler: async (ctx, { body }) =>
      new WithMessage(await cancelForecast(ctx, body.id), 'inbound:forecast.cancelled'),
  }),
];
