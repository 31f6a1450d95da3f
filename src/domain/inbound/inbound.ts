import { z } from 'zod';
import { ONE_ID_PATTERN } from '../kernel/one-id';
import { productEvent, shopInfo } from '../kernel/products';
import { isValidTrackingNumber } from '../kernel/tracking';
import { pagingFields, rowId } from '../kernel/request-fields';
import {
  COST_CENTS_MAX,
  FORECAST_ITEMS_MAX,
  FORECAST_STATUSES,
  ITEM_QUANTITY_MAX,
  normalizeTrackingNumber,
  RETURN_ONE_IDS_MAX,
  TRACKING_NUMBERS_PER_FORECAST_MAX,
} from './rules';

/**
 * Inbound: a seller's forecast (reservation, "pack") of parcels to a warehouse, and the parcels
 * themselves (spec sections 3-5). Codes are the spec's; the transitions are our design (the spec
 * says "not shown"), written here once for the server to enforce and the client to show buttons.
 *
 *   business  POST /forecast/list | /forecast/create | /forecast/update | /forecast/cancel, GET /forecast/get
 *   admin     POST /forecast/list, GET /forecast/get, POST /parcel/unforecast/list | /parcel/assign
 *   warehouse POST /forecast/list, GET /forecast/get, POST /parcel/receive, POST /return/receive
 */

// The statuses, transitions and limits live in inbound-rules.ts (no zod), for the client's offline caches.
export * from './rules';

const id = rowId;
const optionalId = id.optional();

export const trackingNumberSchema = z
  .string()
  .trim()
  .max(64)
  .transform(normalizeTrackingNumber)
  .refine(isValidTrackingNumber, {
    message: 'at least 8 letters, digits or underscores, not starting with 0, and not an OC order code',
  });

export const skuCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform((s) => s.toUpperCase());
export const sizeSchema = z.string().trim().min(1).max(16);
export const centsSchema = z.number().int().min(0).max(COST_CENTS_MAX);

/** One expected line: a catalogue SKU, or free text when the SKU is not in the catalogue. */
export const forecastItemInput = z
  .strictObject({
    sku: skuCodeSchema.optional(),
    name: z.string().trim().max(200).optional(),
    brand: z.string().trim().max(64).optional(),
    size: sizeSchema,
    quantity: z.number().int().min(1).max(ITEM_QUANTITY_MAX),
    /** Integer cents. */
    costPrice: centsSchema.default(0),
    /** Source of goods. */
    supply: z.string().trim().max(64).default(''),
  })
  .refine((v) => Boolean(v.sku) || Boolean(v.name), {
    message: 'give a SKU or a product name',
    path: ['name'],
  });
export type ForecastItemInput = z.infer<typeof forecastItemInput>;

const logNos = z
  .array(trackingNumberSchema)
  .min(1)
  .max(TRACKING_NUMBERS_PER_FORECAST_MAX)
  .refine((list) => new Set(list).size === list.length, { message: 'the same tracking number twice' });

export const forecastCreateRequest = z.strictObject({
  wareId: id,
  logNos,
  items: z.array(forecastItemInput).min(1).max(FORECAST_ITEMS_MAX),
  remark: z.string().trim().max(500).default(''),
});
export type ForecastCreateRequest = z.infer<typeof forecastCreateRequest>;

export const forecastUpdateRequest = z.strictObject({
  id,
  wareId: optionalId,
  logNos: logNos.optional(),
  items: z.array(forecastItemInput).min(1).max(FORECAST_ITEMS_MAX).optional(),
  remark: z.string().trim().max(500).optional(),
});
export type ForecastUpdateRequest = z.infer<typeof forecastUpdateRequest>;

export const forecastIdRequest = z.strictObject({ id });
export const forecastIdQuery = z.strictObject({ id });

export const forecastListRequest = z.strictObject({
  status: z.union(FORECAST_STATUSES.map((s) => z.literal(s))).optional(),
  kind: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Contains-match on any of the forecast's tracking numbers. */
  logNo: z.string().trim().max(64).optional(),
  wareId: optionalId,
  /** Admin only: one seller. */
  shopUserId: optionalId,
  beginTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
  ...pagingFields,
});
export type ForecastListRequest = z.infer<typeof forecastListRequest>;

export const unforecastListRequest = z.strictObject({
  wareId: optionalId,
  logNo: z.string().trim().max(64).optional(),
  ...pagingFields,
});
export type UnforecastListRequest = z.infer<typeof unforecastListRequest>;

/** An admin gives an unforecast parcel to the seller it belongs to. */
export const parcelAssignRequest = z.strictObject({
  parcelId: id,
  shopUserId: id,
  remark: z.string().trim().max(500).default(''),
});
export type ParcelAssignRequest = z.infer<typeof parcelAssignRequest>;

/** The receiving scan (online body; the sync op adds wareId). */
export const receiveParcelInput = z.strictObject({ logNo: trackingNumberSchema });
export type ReceiveParcelInput = z.infer<typeof receiveParcelInput>;

/** A parcel a platform sent back, received against the ONE IDs it holds. */
export const receiveReturnInput = z.strictObject({
  logNo: trackingNumberSchema,
  oneIds: z
    .array(z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID'))
    .min(1)
    .max(RETURN_ONE_IDS_MAX)
    .refine((list) => new Set(list).size === list.length, { message: 'the same ONE ID twice' }),
  remark: z.string().trim().max(500).default(''),
});
export type ReceiveReturnInput = z.infer<typeof receiveReturnInput>;

/** A forecast's parcel as lists and the detail show it. */
export const parcelView = z.object({
  id: z.number(),
  logNo: z.string(),
  status: z.number(),
  gmtReceived: z.string().nullable(),
  receivedBy: z.string(),
});
export type ParcelView = z.infer<typeof parcelView>;

/** A row of POST /forecast/list (every host). */
export const forecastRow = z.object({
  id: z.number(),
  kind: z.number(),
  status: z.number(),
  wareId: z.number(),
  wareName: z.string(),
  shopInfo,
  logNos: z.array(parcelView),
  itemCount: z.number(),
  inspectedCount: z.number(),
  remark: z.string(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type ForecastRow = z.infer<typeof forecastRow>;

/** An expected line of a forecast. Money is integer cents. */
export const forecastLine = z.object({
  id: z.number(),
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number(),
  costPrice: z.number(),
  supply: z.string(),
  inspected: z.number(),
});
export type ForecastLine = z.infer<typeof forecastLine>;

/** An item inspected out of a forecast (sellers get no shelf: null and ''). */
export const inspectedProduct = z.object({
  id: z.number(),
  oneId: z.string(),
  packItemId: z.number().nullable(),
  sku: z.string(),
  brand: z.string(),
  remarks: z.string(),
  spec: z.string(),
  status: z.number(),
  checkResult: z.number().nullable(),
  checkRemark: z.string(),
  shelfId: z.number().nullable(),
  shelvesName: z.string(),
  gmtInspected: z.string().nullable(),
  imageList: z.array(z.string()),
});
export type InspectedProduct = z.infer<typeof inspectedProduct>;

/** GET /forecast/get: the row with its expected lines, inspected items and events. */
export const forecastDetail = forecastRow.extend({
  items: z.array(forecastLine),
  products: z.array(inspectedProduct),
  eventList: z.array(productEvent),
});
export type ForecastDetail = z.infer<typeof forecastDetail>;

/** A row of POST /parcel/unforecast/list. */
export const unforecastParcelRow = z.object({
  id: z.number(),
  logNo: z.string(),
  status: z.number(),
  wareId: z.number(),
  wareName: z.string(),
  gmtReceived: z.string().nullable(),
  receivedBy: z.string(),
});
export type UnforecastParcelRow = z.infer<typeof unforecastParcelRow>;

/** POST /parcel/receive. `forecast` is false when the parcel waits for an admin to assign it. */
export const parcelReceipt = z.object({
  parcelId: z.number(),
  packId: z.number().nullable(),
  logNo: z.string(),
  status: z.number(),
  forecast: z.boolean(),
});
export type ParcelReceipt = z.infer<typeof parcelReceipt>;

/** POST /return/receive. */
export const returnReceipt = z.object({
  packId: z.number(),
  parcelId: z.number(),
  logNo: z.string(),
  status: z.number(),
  oneIds: z.array(z.string()),
});
export type ReturnReceipt = z.infer<typeof returnReceipt>;

/** GET /workplace/inbound_summary: today's counts since `since`, and what waits for each step. */
export const inboundSummaryAnswer = z.object({
  since: z.string(),
  today: z.object({ received: z.number(), inspected: z.number(), shelved: z.number() }),
  waiting: z.object({
    toReceive: z.number(),
    toInspect: z.number(),
    toShelve: z.number(),
    unforecast: z.number(),
  }),
});
export type InboundSummary = z.infer<typeof inboundSummaryAnswer>;

/** Answers of the forecast changes: the forecast's id (cancel: and its new status), an assigned parcel. */
export const forecastIdAnswer = z.object({ id: z.number() });
export const forecastCancelAnswer = z.object({ id: z.number(), status: z.number() });
export const parcelAssignAnswer = z.object({ packId: z.number(), parcelId: z.number() });
