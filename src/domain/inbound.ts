import { z } from 'zod';
import { ONE_ID_PATTERN } from './products';
import { isValidTrackingNumber } from './tracking';

/**
 * Inbound: a seller's forecast (reservation, "pack") of parcels to a warehouse, and the parcels
 * themselves (spec sections 3-5). Codes are the spec's; the transitions are our design (the spec
 * says "not shown"), written here once for the server to enforce and the client to show buttons.
 *
 *   business  POST /forecast/list | /forecast/create | /forecast/update | /forecast/cancel, GET /forecast/get
 *   admin     POST /forecast/list, GET /forecast/get, POST /parcel/unforecast/list | /parcel/assign
 *   warehouse POST /forecast/list, GET /forecast/get, POST /parcel/receive, POST /return/receive
 */

/** Inbound parcel status (spec section 4). */
export const ParcelStatus = { scheduled: 1, received: 2, platformReturned: 3, checked: 4 } as const;
export type ParcelStatus = (typeof ParcelStatus)[keyof typeof ParcelStatus];
export const PARCEL_STATUSES: readonly ParcelStatus[] = [1, 2, 3, 4];
export const PARCEL_STATUS_LABEL: Record<ParcelStatus, string> = {
  1: 'inbound:parcelStatus.scheduled',
  2: 'inbound:parcelStatus.received',
  3: 'inbound:parcelStatus.platformReturned',
  4: 'inbound:parcelStatus.checked',
};

/**
 * A forecast carries the parcel statuses of its parcels, plus "cancelled" (not in the spec: we keep a
 * cancelled reservation for the seller's history rather than deleting it; 9 stays clear of the spec's codes).
 */
export const ForecastStatus = { ...ParcelStatus, cancelled: 9 } as const;
export type ForecastStatus = (typeof ForecastStatus)[keyof typeof ForecastStatus];
export const FORECAST_STATUSES: readonly ForecastStatus[] = [1, 2, 3, 4, 9];
export const FORECAST_STATUS_LABEL: Record<ForecastStatus, string> = {
  ...PARCEL_STATUS_LABEL,
  9: 'inbound:parcelStatus.cancelled',
};

/** A forecast made by a seller, or the record of a parcel a platform sent back (received against ONE IDs). */
export const ForecastKind = { forecast: 1, platformReturn: 2 } as const;
export type ForecastKind = (typeof ForecastKind)[keyof typeof ForecastKind];

export type InboundActor = 'seller' | 'warehouse' | 'admin' | 'system';

export type ForecastAction =
  | 'update'
  | 'cancel'
  | 'receive'
  | 'completeInspection'
  | 'assignUnforecast'
  | 'receiveReturn'
  | 'completeReinspection';

/** Every allowed move of a forecast: from -> to, and who takes it. Anything else is a 409. */
export const FORECAST_TRANSITIONS: Record<ForecastAction, { from: readonly ForecastStatus[]; to: ForecastStatus; by: InboundActor }> = {
  update: { from: [1], to: 1, by: 'seller' },
  cancel: { from: [1], to: 9, by: 'seller' },
  // The first parcel scanned moves the forecast to received; later parcels keep it there.
  receive: { from: [1, 2], to: 2, by: 'warehouse' },
  // Extra, unforecast items may still be inspected after the expected ones: 4 stays 4.
  completeInspection: { from: [2, 4], to: 4, by: 'system' },
  assignUnforecast: { from: [], to: 2, by: 'admin' },
  receiveReturn: { from: [], to: 3, by: 'warehouse' },
  completeReinspection: { from: [3, 4], to: 4, by: 'system' },
};

export function canTakeForecastAction(action: ForecastAction, status: number): boolean {
  return (FORECAST_TRANSITIONS[action].from as readonly number[]).includes(status);
}

/** The seller's buttons: a reservation is editable and cancellable only while scheduled. */
export function forecastIsEditable(status: number): boolean {
  return canTakeForecastAction('update', status);
}

/** Parcel moves. A parcel of a forecast starts scheduled; an unforecast or returned one starts at receipt. */
export const PARCEL_TRANSITIONS: Record<'receive' | 'complete', { from: readonly ParcelStatus[]; to: ParcelStatus }> = {
  receive: { from: [1], to: 2 },
  complete: { from: [2, 3], to: 4 },
};

/** Multi-input accepts up to 3 values (spec sections 5 and 9): at most 3 tracking numbers per forecast. */
export const TRACKING_NUMBERS_PER_FORECAST_MAX = 3;
export const FORECAST_ITEMS_MAX = 200;
export const ITEM_QUANTITY_MAX = 999;
/** $1,000,000 per item is beyond any sneaker; anything above is a typo. */
export const COST_CENTS_MAX = 100_000_000;
export const RETURN_ONE_IDS_MAX = 50;

/** Scanners and people type tracking numbers in either case; we store them upper-case. */
export function normalizeTrackingNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

const id = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = id.optional();

export const trackingNumberSchema = z
  .string()
  .trim()
  .max(64)
  .transform(normalizeTrackingNumber)
  .refine(isValidTrackingNumber, {
    message: 'at least 8 letters, digits or underscores, not starting with 0, and not an OC order code',
  });

export const skuCodeSchema = z.string().trim().min(1).max(64).transform((s) => s.toUpperCase());
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
  .refine((v) => Boolean(v.sku) || Boolean(v.name), { message: 'give a SKU or a product name', path: ['name'] });
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

const pageFields = {
  current: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).optional(),
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).optional(),
};

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
  ...pageFields,
});
export type ForecastListRequest = z.infer<typeof forecastListRequest>;

export const unforecastListRequest = z.strictObject({
  wareId: optionalId,
  logNo: z.string().trim().max(64).optional(),
  ...pageFields,
});
export type UnforecastListRequest = z.infer<typeof unforecastListRequest>;

/** An admin gives an unforecast parcel to the seller it belongs to. */
export const parcelAssignRequest = z.strictObject({ parcelId: id, shopUserId: id, remark: z.string().trim().max(500).default('') });
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
