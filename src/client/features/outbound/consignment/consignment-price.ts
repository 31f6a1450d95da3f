import { consignmentPriceRequest } from '../../../../domain/outbound/consignment';
import { MIN_LISTING_PRICE_CENTS } from '../../../../domain/listing/rules';
import { parseAmountCents } from '../../../../domain/wallet/wallet';

/**
 * A consignment price as typed (dollars), read by the rule the server applies (at least $10, whole
 * cents; src/domain/outbound/consignment.ts): the cents to send, or why not as a key of the
 * consignment namespace's `price` group.
 */
export type PriceProblem = 'required' | 'notAmount' | 'belowMinimum' | 'tooLarge';
export type PriceCheck = { ok: true; cents: number } | { ok: false; problem: PriceProblem };

const priceCents = consignmentPriceRequest.shape.priceCents;

export function checkConsignmentPrice(typed: string): PriceCheck {
  const text = typed.trim().replace(/^\$/, '');
  if (text === '') return { ok: false, problem: 'required' };
  const parsed = parseAmountCents(text);
  if (!parsed.ok) return { ok: false, problem: parsed.reason === 'tooLarge' ? 'tooLarge' : 'notAmount' };
  if (parsed.cents < MIN_LISTING_PRICE_CENTS) return { ok: false, problem: 'belowMinimum' };
  if (!priceCents.safeParse(parsed.cents).success) return { ok: false, problem: 'tooLarge' };
  return { ok: true, cents: parsed.cents };
}

/** The lowest consignment price, in cents (the messages show it as dollars). */
export const MIN_PRICE_CENTS = MIN_LISTING_PRICE_CENTS;
