import { z } from 'zod';
import { MARKETPLACES } from '../listing/marketplaces';
import { MAX_LISTING_BATCH, MIN_LISTING_PRICE_CENTS } from '../listing/rules';
import { ONE_ID_PATTERN } from '../kernel/one-id';
import { rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';
import { ConsignmentSaleStatus, ConsignmentStatus } from './kind-codes';

/**
 * Consignment's requests and facts (kind 6, issue 25 point 3; the kind's table is
 * kind-tables-consignment.ts). Money in integer cents.
 *
 *   business  POST /outbound/consignment/create (pairs, each with its consignment price; one order per
 *             pair), POST /outbound/consignment/price (before the pair sold)
 *   admin     POST /outbound/consignment/approve (switch to group) | /outbound/consignment/sell (the
 *             platform's sale) | /outbound/consignment/complete
 */

const priceCents = z
  .number()
  .int('a price in whole cents')
  .min(MIN_LISTING_PRICE_CENTS, `a price of at least $${MIN_LISTING_PRICE_CENTS / 100}`)
  .max(100_000_000);

export const consignmentCreateRequest = z.strictObject({
  items: z
    .array(
      z.strictObject({
        oneId: z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID is 8 to 15 digits'),
        priceCents,
      }),
    )
    .min(1, 'choose at least one pair')
    .max(MAX_LISTING_BATCH, `at most ${MAX_LISTING_BATCH} pairs at once`)
    .refine((list) => new Set(list.map((i) => i.oneId)).size === list.length, {
      message: 'the same ONE ID twice',
    }),
  remark: z.string().trim().max(500).default(''),
  ...requestKeyFields,
});
export type ConsignmentCreateRequest = z.infer<typeof consignmentCreateRequest>;

export const consignmentPriceRequest = z.strictObject({ id: rowId, priceCents });
export type ConsignmentPriceRequest = z.infer<typeof consignmentPriceRequest>;

/** An admin records the platform's sale of a pair in the group: where, its order number and price. */
export const consignmentSaleRequest = z.strictObject({
  id: rowId,
  platName: z.enum(MARKETPLACES),
  platOrderNo: z.string().trim().min(1, 'the platform order number').max(64),
  soldPriceCents: priceCents,
  ...requestKeyFields,
});
export type ConsignmentSaleRequest = z.infer<typeof consignmentSaleRequest>;

/** The statuses before the pair sold: the consignment price may still change. */
export const PRICE_OPEN_STATUSES: readonly number[] = [
  ConsignmentStatus.consigning,
  ConsignmentStatus.switchToGroup,
];

/** The sale status of a consignment in a status: sold from the sale on (spec section 4). */
export function consignmentSaleStatus(status: number, soldPriceCents: number | null): 1 | 2 {
  return soldPriceCents !== null && status !== ConsignmentStatus.cancelled
    ? ConsignmentSaleStatus.sold
    : ConsignmentSaleStatus.consigning;
}

/** What the seller is paid for a sale: the price less the consignment fee (11) and the platform fee (22). */
export const consignmentPayoutCents = (f: {
  soldPriceCents: number | null;
  consignmentFeeCents: number | null;
  platformFeeCents: number | null;
}) => (f.soldPriceCents ?? 0) - (f.consignmentFeeCents ?? 0) - (f.platformFeeCents ?? 0);

/** A consignment order's own facts in the order view (null for other kinds). */
export const consignmentFacts = z.object({
  priceCents: z.number().nullable(),
  saleStatus: z.union([z.literal(1), z.literal(2)]),
  platName: z.enum(MARKETPLACES).nullable(),
  /** The marketplace's order number: admins only (spec section 6); null for the seller. */
  platOrderNo: z.string().nullable(),
  soldPriceCents: z.number().nullable(),
  consignmentFeeCents: z.number().nullable(),
  platformFeeCents: z.number().nullable(),
  payoutCents: z.number().nullable(),
  /** A platform return took the payout back (fee 17). */
  returned: z.boolean(),
});
export type ConsignmentFacts = z.infer<typeof consignmentFacts>;
