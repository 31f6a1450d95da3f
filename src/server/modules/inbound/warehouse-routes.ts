import {
  forecastDetail,
  forecastIdQuery,
  forecastListRequest,
  forecastRow,
  parcelReceipt,
  receiveParcelInput,
  receiveReturnInput,
  returnReceipt,
  unforecastListRequest,
  unforecastParcelRow,
} from '../../../domain/inbound/inbound';
import { WarehousePermission } from '../../../domain/kernel/permissions';
import type { Action, WarehousePermissionCode } from '../../../domain/kernel/permissions';
import { OP_ACCESS } from '../../../domain/sync/sync';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { runOnline, selectedWarehouse } from '../../kernel/action-context';
import { getForecast, listForecasts } from './forecast-queries';
import { receiveParcel } from './receiving-service';
import { receiveReturn } from './returns-service';
import { listUnforecastParcels } from './unforecast-service';

/** Warehouse portal: WarehousingAppoint (expected parcels), receiving and returns of the selected warehouse. */
const grant = (code: WarehousePermissionCode, action: Action) =>
  ({ kind: 'warehouse', code, action }) as const;
const appointment = (action: Action) => grant(WarehousePermission.appointment, action);

export const warehouseInboundRoutes = [
  defineRoute({
    method: 'POST',
    path: '/forecast/list',
    hosts: ['warehouse'],
    access: appointment('query'),
    summary: 'Expected parcels (forecasts) of the selected warehouse (paged, filtered)',
    body: forecastListRequest.optional(),
    response: pageSchema(forecastRow),
    handler: (ctx, { body }) => listForecasts(ctx, { wareId: selectedWarehouse(ctx) }, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/forecast/get',
    hosts: ['warehouse'],
    access: appointment('get'),
    summary:
      'One forecast of the selected warehouse with parcels, expected items, inspected items and events',
    query: forecastIdQuery,
    response: forecastDetail,
    handler: (ctx, { query }) => getForecast(ctx, { wareId: selectedWarehouse(ctx) }, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/parcel/unforecast/list',
    hosts: ['warehouse'],
    access: appointment('query'),
    summary: 'Parcels of the selected warehouse received without a forecast',
    body: unforecastListRequest.optional(),
    response: pageSchema(unforecastParcelRow),
    handler: (ctx, { body }) => listUnforecastParcels(ctx, body ?? {}, selectedWarehouse(ctx)),
  }),
  defineRoute({
    method: 'POST',
    path: '/parcel/receive',
    hosts: ['warehouse'],
    access: grant(OP_ACCESS.receiveParcel.code, OP_ACCESS.receiveParcel.action),
    summary:
      'Receiving scan: the forecast parcel becomes received (event 15), or an unforecast parcel is recorded',
    body: receiveParcelInput,
    response: parcelReceipt,
    handler: async (ctx, { body }) => {
      const wareId = selectedWarehouse(ctx);
      const receipt = await runOnline(ctx, (trx, meta) => receiveParcel(ctx, trx, meta, { ...body, wareId }));
      return new WithMessage(
        receipt,
        receipt.forecast ? 'inbound:receive.received' : 'inbound:receive.unforecast',
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/return/receive',
    hosts: ['warehouse'],
    access: grant(OP_ACCESS.receiveReturn.code, OP_ACCESS.receiveReturn.action),
    summary: 'Receive a parcel returned by a platform against its original ONE IDs (parcel status 3)',
    body: receiveReturnInput,
    response: returnReceipt,
    handler: async (ctx, { body }) => {
      const wareId = selectedWarehouse(ctx);
      const receipt = await runOnline(ctx, (trx, meta) => receiveReturn(ctx, trx, meta, { ...body, wareId }));
      return new WithMessage(receipt, 'inbound:receive.returned');
    },
  }),
];
