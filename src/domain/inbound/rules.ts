/**
 * Inbound codes and rules without zod (spec sections 3-5): parcel and forecast statuses, their
 * transitions, the limits of a forecast. The client's offline caches read them on every warehouse
 * screen; the request schemas are in inbound.ts (which re-exports this module).
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
export const FORECAST_TRANSITIONS: Record<
  ForecastAction,
  { from: readonly ForecastStatus[]; to: ForecastStatus; by: InboundActor }
> = {
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
export const PARCEL_TRANSITIONS: Record<
  'receive' | 'complete',
  { from: readonly ParcelStatus[]; to: ParcelStatus }
> = {
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
