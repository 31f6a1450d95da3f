import type { Parcel, Rate } from './labels';

/**
 * A reship order's carrier label (issue 16): its pairs go out as one parcel of stacked shoe boxes.
 * A shoe box is taken as 14 x 10 x 5 in and 3 lb with the shoes; the carrier prices the parcel
 * (and refuses one past its limits, which the approval then answers).
 */
export const SHOE_BOX = { weightOz: 48, lengthIn: 14, widthIn: 10, heightIn: 5 } as const;

export function reshipParcel(pairs: number): Parcel {
  const n = Math.max(1, pairs);
  return {
    weightOz: SHOE_BOX.weightOz * n,
    lengthIn: SHOE_BOX.lengthIn,
    widthIn: SHOE_BOX.widthIn,
    heightIn: SHOE_BOX.heightIn * n,
  };
}

/**
 * The rate a reship's label is bought at: the cheapest the carrier quoted, or (quoted again because
 * the first rates expired) the same carrier and service when it still offers them.
 */
export function reshipRate(rates: readonly Rate[], prefer?: Pick<Rate, 'carrier' | 'service'>): Rate | null {
  const same = prefer && rates.find((r) => r.carrier === prefer.carrier && r.service === prefer.service);
  if (same) return same;
  return rates.reduce<Rate | null>((best, r) => (best && best.amountCents <= r.amountCents ? best : r), null);
}
