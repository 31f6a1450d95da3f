import { z } from 'zod';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';

/**
 * The B2B board (issue 26 point 6; spec sections 1 and 9): a seller offers available pairs of one
 * warehouse to the other sellers of the platform at one price for the lot; another seller buys the
 * offer. The purchase is a switch user (order kind 7) at that price, paid through the wallet (the
 * buyer charged, the seller credited, in the same transaction as the owner change), with the platform
 * fee of 0%; the pairs never leave their shelf. An open offer holds its pairs (item status 7, switch
 * user), so no other order takes them; withdrawing the offer frees them.
 *
 *   POST /sourcing/b2b/offer/create    b2bOfferRequest -> B2bOfferView
 *   POST /sourcing/b2b/offer/withdraw  b2bWithdrawRequest -> B2bOfferView
 *   POST /sourcing/b2b/offers          b2bMyOffersRequest -> page of B2bOfferView (the seller's own)
 *   POST /sourcing/b2b/offerable       b2bOfferableRequest -> page of OfferablePair
 *   POST /sourcing/b2b/board           b2bBoardRequest -> page of B2bBoardOffer (the other sellers' open offers)
 *   POST /sourcing/b2b/buy             b2bBuyRequest -> B2bPurchase
 */

/** Offer numbers: BB (B2B board) and the id padded to 8 digits, apart from every order kind's prefix. */
export const B2B_OFFER_PREFIX = 'BB';
export const b2bOfferNo = (id: number): string => `${B2B_OFFER_PREFIX}${String(id).padStart(8, '0')}`;
export const isB2bOfferNo = (no: string): boolean => /^BB\d{8,10}$/.test(no.trim().toUpperCase());

/** An offer's status (ours: the spec has none for the board). */
export const B2bOfferStatus = { open: 1, sold: 2, withdrawn: 3 } as const;
export type B2bOfferStatus = (typeof B2bOfferStatus)[keyof typeof B2bOfferStatus];
export const B2B_OFFER_STATUSES: readonly B2bOfferStatus[] = [1, 2, 3];
export const B2B_OFFER_STATUS_LABEL: Record<B2bOfferStatus, string> = {
  1: 'sourcing-b2b:status.open',
  2: 'sourcing-b2b:status.sold',
  3: 'sourcing-b2b:status.withdrawn',
};

/** At most this many pairs in one offer (they are bought together, by one switch user order). */
export const B2B_OFFER_PAIRS_MAX = 50;
/** The highest price of one offer: $1,000,000.00. */
export const B2B_PRICE_MAX_CENTS = 100_000_000;
/**
 * Spec section 9: "The B2B platform fee is 0%", in basis points of the price. Fee/Platform keeps it as
 * the B2B platform's row (code `b2b`, migration 0102), which no admin can change (fees.ts isFeeLocked).
 */
export const B2B_PLATFORM_FEE_BP = 0;
export const B2B_MARKETPLACE_CODE = 'b2b';

export type B2bSettlement = { buyerPaysCents: number; platformFeeCents: number; sellerGetsCents: number };

/** What a purchase moves: the buyer pays the price, the platform keeps its fee of it, the seller gets the rest. */
export function b2bSettlement(priceCents: number, feeBasisPoints = B2B_PLATFORM_FEE_BP): B2bSettlement {
  const platformFeeCents = Math.round((priceCents * feeBasisPoints) / 10_000);
  return { buyerPaysCents: priceCents, platformFeeCents, sellerGetsCents: priceCents - platformFeeCents };
}

export type B2bBuyRefusal = 'ownOffer' | 'offerSold' | 'offerWithdrawn';

/** Why this buyer may not buy the offer now, or null: never one's own, never one already closed. */
export function buyRefusal(
  offer: { status: number; sellerId: number },
  buyerId: number,
): B2bBuyRefusal | null {
  if (offer.sellerId === buyerId) return 'ownOffer';
  if (offer.status === B2bOfferStatus.sold) return 'offerSold';
  if (offer.status === B2bOfferStatus.withdrawn) return 'offerWithdrawn';
  return null;
}

/** How much the buyer's available balance lacks to pay a price (0 when it covers it). */
export const b2bShortfallCents = (availableCents: number, priceCents: number): number =>
  Math.max(0, priceCents - availableCents);

// ---- Requests ----

const oneId = z.string().trim().min(1).max(32);
const keyword = z.string().trim().max(64).optional();

export const b2bOfferRequest = z.strictObject({
  oneIds: z
    .array(oneId)
    .min(1, 'choose at least one pair')
    .max(B2B_OFFER_PAIRS_MAX, `at most ${B2B_OFFER_PAIRS_MAX} pairs in one offer`)
    .refine((list) => new Set(list).size === list.length, { message: 'the same ONE ID twice' }),
  /** The price of the whole offer, integer cents. */
  priceCents: z
    .number()
    .int('a price in whole cents')
    .min(1, 'a price above $0.00')
    .max(B2B_PRICE_MAX_CENTS, 'a price of at most $1,000,000.00'),
  remark: z.string().trim().max(200).default(''),
  ...requestKeyFields,
});
export type B2bOfferRequest = z.infer<typeof b2bOfferRequest>;

export const b2bWithdrawRequest = z.strictObject({ id: rowId });
export const b2bBuyRequest = z.strictObject({ id: rowId, ...requestKeyFields });
export type B2bBuyRequest = z.infer<typeof b2bBuyRequest>;

export const b2bBoardRequest = z.strictObject({
  /** Part of a SKU or of a name. */
  keyword,
  /** A shoe size exactly, e.g. "10.5" (`size` is the page size). */
  pairSize: z.string().trim().max(16).optional(),
  ...pagingFields,
});
export type B2bBoardRequest = z.infer<typeof b2bBoardRequest>;

export const b2bMyOffersRequest = z.strictObject({
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  ...pagingFields,
});
export type B2bMyOffersRequest = z.infer<typeof b2bMyOffersRequest>;

export const b2bOfferableRequest = z.strictObject({ keyword, ...pagingFields });
export type B2bOfferableRequest = z.infer<typeof b2bOfferableRequest>;

// ---- Answers ----

/** A pair as the board shows it to another seller: what it is, not its ONE ID (that is its owner's). */
const boardPair = z.object({
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  size: z.string(),
  /** The inspection grade (src/domain/inspection/rules.ts). */
  checkResult: z.number().nullable(),
});
const ownPair = boardPair.extend({ oneId: z.string() });

export const b2bBoardOffer = z.object({
  id: z.number(),
  offerNo: z.string(),
  /** The offering seller's merchant code. */
  sellerUid: z.string(),
  wareName: z.string(),
  priceCents: z.number(),
  remark: z.string(),
  createdAt: z.string(),
  items: z.array(boardPair),
});
export type B2bBoardOffer = z.infer<typeof b2bBoardOffer>;

export const b2bOfferView = z.object({
  id: z.number(),
  offerNo: z.string(),
  status: z.number(),
  wareName: z.string(),
  priceCents: z.number(),
  remark: z.string(),
  createdAt: z.string(),
  /** When it was sold or withdrawn. */
  closedAt: z.string().nullable(),
  /** Sold: the buyer's merchant code and the switch user order. */
  buyerUid: z.string().nullable(),
  orderNo: z.string().nullable(),
  items: z.array(ownPair),
});
export type B2bOfferView = z.infer<typeof b2bOfferView>;

export const offerablePair = ownPair.extend({ wareId: z.number(), wareName: z.string() });
export type OfferablePair = z.infer<typeof offerablePair>;

export const b2bPurchase = z.object({
  offerNo: z.string(),
  /** The switch user order (kind 7) that handed the pairs over. */
  orderNo: z.string(),
  priceCents: z.number(),
  platformFeeCents: z.number(),
  wareName: z.string(),
  /** The buyer's pairs now. */
  oneIds: z.array(z.string()),
});
export type B2bPurchase = z.infer<typeof b2bPurchase>;
