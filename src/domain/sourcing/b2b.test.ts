import { describe, expect, it } from 'vitest';
import {
  B2B_OFFER_PAIRS_MAX,
  B2bOfferStatus,
  b2bBoardRequest,
  b2bOfferNo,
  b2bOfferRequest,
  b2bSettlement,
  b2bShortfallCents,
  buyRefusal,
  isB2bOfferNo,
} from './b2b';

describe('B2B board rules', () => {
  it('moves the whole price from the buyer to the seller: the platform fee is 0%', () => {
    expect(b2bSettlement(25_000)).toEqual({
      buyerPaysCents: 25_000,
      platformFeeCents: 0,
      sellerGetsCents: 25_000,
    });
    // A fee, were there one, is taken from the seller's side only, rounded to the cent.
    expect(b2bSettlement(12_345, 250)).toEqual({
      buyerPaysCents: 12_345,
      platformFeeCents: 309,
      sellerGetsCents: 12_036,
    });
  });

  it('refuses one’s own offer first, then a sold or withdrawn one', () => {
    const open = { status: B2bOfferStatus.open, sellerId: 7 };
    expect(buyRefusal(open, 8)).toBeNull();
    expect(buyRefusal(open, 7)).toBe('ownOffer');
    expect(buyRefusal({ status: B2bOfferStatus.sold, sellerId: 7 }, 7)).toBe('ownOffer');
    expect(buyRefusal({ status: B2bOfferStatus.sold, sellerId: 7 }, 8)).toBe('offerSold');
    expect(buyRefusal({ status: B2bOfferStatus.withdrawn, sellerId: 7 }, 8)).toBe('offerWithdrawn');
  });

  it('says how much the wallet lacks for a price, and nothing when it covers it', () => {
    expect(b2bShortfallCents(230, 25_000)).toBe(24_770);
    expect(b2bShortfallCents(25_000, 25_000)).toBe(0);
    expect(b2bShortfallCents(30_000, 25_000)).toBe(0);
  });

  it('numbers offers apart from every order kind', () => {
    expect(b2bOfferNo(12)).toBe('BB00000012');
    expect(isB2bOfferNo('BB00000012')).toBe(true);
    expect(isB2bOfferNo('SU00000012')).toBe(false);
  });
});

describe('B2B board requests', () => {
  const offer = { oneIds: ['10000001'], priceCents: 25_000 };
  const refusal = (body: unknown) => b2bOfferRequest.safeParse(body).error?.issues[0];

  it('takes pairs and a price in whole cents above $0', () => {
    expect(b2bOfferRequest.parse(offer)).toEqual({ ...offer, remark: '' });
    expect(refusal({ ...offer, priceCents: 0 })).toMatchObject({
      path: ['priceCents'],
      message: 'a price above $0.00',
    });
    expect(refusal({ ...offer, priceCents: 12.5 })?.path).toEqual(['priceCents']);
    expect(refusal({ ...offer, priceCents: 100_000_001 })?.path).toEqual(['priceCents']);
  });

  it('refuses no pair, the same pair twice and too many pairs, naming the field', () => {
    expect(refusal({ ...offer, oneIds: [] })).toMatchObject({
      path: ['oneIds'],
      message: 'choose at least one pair',
    });
    expect(refusal({ ...offer, oneIds: ['1', '1'] })).toMatchObject({ message: 'the same ONE ID twice' });
    const many = Array.from({ length: B2B_OFFER_PAIRS_MAX + 1 }, (_, i) => String(10_000_000 + i));
    expect(refusal({ ...offer, oneIds: many })?.path).toEqual(['oneIds']);
  });

  it('searches the board by keyword and shoe size apart from the page size', () => {
    expect(b2bBoardRequest.parse({ keyword: ' dunk ', pairSize: '10.5', size: 20 })).toEqual({
      keyword: 'dunk',
      pairSize: '10.5',
      size: 20,
    });
  });
});
