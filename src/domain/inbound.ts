import { z } from 'zod';
import {
  COST_CENTS_MAX,
  FORECAST_ITEMS_MAX,
  FORECAST_STATUSES,
  ITEM_QUANTITY_MAX,
  normalizeTrackingNumber,
  RETURN_ONE_IDS_MAX,
  TRACKING_NUMBERS_PER_FORECAST_MAX,
} from './inbound-rules';
import { ONE_ID_PATTERN } from './one-id';
import { isValidTrackingNumber } from './tracking';
import { pagingFields, rowId } from './request-fields';

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
export * from './inbound-rules';

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
