/**
 * A seller's merchant authorization flags (spec section 7), without zod: the client reads them
 * on every page of the business portal, and zod would put ~25 KB in every portal's first load.
 * src/domain/accounts/accounts.ts builds the API schema from MERCHANT_FLAG_NAMES, so the shape lives here only.
 */
export const MERCHANT_FLAG_NAMES = ['knetCrossListing', 'touchPro', 'flex'] as const;
export type MerchantFlagName = (typeof MERCHANT_FLAG_NAMES)[number];
export type MerchantFlags = Record<MerchantFlagName, boolean>;

export const NO_MERCHANT_FLAGS: MerchantFlags = { knetCrossListing: false, touchPro: false, flex: false };

/** The flags in `value` (extra fields dropped, as the schema does), or undefined when one is not a boolean. */
export function merchantFlagsIn(value: unknown): MerchantFlags | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const flags = { ...NO_MERCHANT_FLAGS };
  for (const name of MERCHANT_FLAG_NAMES) {
    const flag = record[name];
    if (typeof flag !== 'boolean') return undefined;
    flags[name] = flag;
  }
  return flags;
}
