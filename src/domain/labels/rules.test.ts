import { describe, expect, it } from 'vitest';
import { parcelSchema, rateRequestSchema, labelPurchaseSchema } from './labels';
import {
  centsToDollars,
  dimensionSurchargeWarning,
  dollarsToCents,
  insurancePriceCents,
  insuranceProblem,
  lengthAndGirthIn,
  parcelProblems,
} from './rules';

const shoebox = { weightOz: 48, lengthIn: 14, widthIn: 10, heightIn: 5 };
const address = { name: 'Ann', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

describe('insurance', () => {
  it('is free up to $100', () => {
    expect(insurancePriceCents(0)).toBe(0);
    expect(insurancePriceCents(100_00)).toBe(0);
  });
  it('costs $1 for each started $100 above the free $100', () => {
    expect(insurancePriceCents(100_01)).toBe(1_00);
    expect(insurancePriceCents(200_00)).toBe(1_00);
    expect(insurancePriceCents(250_00)).toBe(2_00);
    expect(insurancePriceCents(5_000_00)).toBe(49_00);
  });
  it('refuses a negative, fractional or over $5,000 amount', () => {
    expect(insuranceProblem(-1)?.key).toBe('labels:parcel.insuranceNotAmount');
    expect(insuranceProblem(10.5)?.key).toBe('labels:parcel.insuranceNotAmount');
    expect(insuranceProblem(5_000_01)?.key).toBe('labels:parcel.insuranceTooHigh');
    expect(insuranceProblem(5_000_00)).toBeNull();
    expect(
      labelPurchaseSchema.safeParse({ shipmentId: 's', rateId: 'r', insuranceCents: 6_000_00 }).success,
    ).toBe(false);
  });
});

describe('parcel bounds', () => {
  it('accepts a shoebox', () => {
    expect(parcelProblems(shoebox)).toEqual([]);
    expect(parcelSchema.safeParse(shoebox).success).toBe(true);
  });
  it('names the field and the limit of an underweight or overweight parcel', () => {
    expect(parcelProblems({ ...shoebox, weightOz: 0.05 })).toMatchObject([
      { field: 'weightOz', key: 'labels:parcel.weightTooLow', params: { min: 0.1 } },
    ]);
    const heavy = parcelSchema.safeParse({ ...shoebox, weightOz: 1121 });
    expect(heavy.success).toBe(false);
    expect(heavy.error?.issues[0]).toMatchObject({
      path: ['weightOz'],
      message: 'must be at most 1120 oz (70 lb)',
    });
  });
  it('refuses a side over 108 in and a parcel whose length plus girth is over 165 in', () => {
    expect(parcelProblems({ ...shoebox, heightIn: 109 })).toMatchObject([
      { field: 'heightIn', key: 'labels:parcel.sideTooLong' },
    ]);
    const box = { weightOz: 160, lengthIn: 60, widthIn: 30, heightIn: 25 };
    expect(lengthAndGirthIn(box)).toBe(170);
    expect(parcelProblems(box)).toMatchObject([{ key: 'labels:parcel.tooLarge', params: { actual: 170 } }]);
  });
  it('measures length as the longest side, whichever field holds it', () => {
    expect(lengthAndGirthIn({ weightOz: 1, lengthIn: 5, widthIn: 30, heightIn: 10 })).toBe(60);
  });
});

describe('dimension surcharge warning', () => {
  it('says nothing for a shoebox', () => {
    expect(dimensionSurchargeWarning(shoebox)).toBeNull();
  });
  it('warns of a side over 22 in', () => {
    expect(dimensionSurchargeWarning({ ...shoebox, lengthIn: 22.5 })).toBe('labels:parcel.surchargeLongSide');
  });
  it('warns of a parcel over 2 cubic feet', () => {
    expect(dimensionSurchargeWarning({ weightOz: 80, lengthIn: 20, widthIn: 18, heightIn: 10 })).toBe(
      'labels:parcel.surchargeVolume',
    );
  });
});

describe('signature options', () => {
  it('take the codes 0, 1 and 2 and default to none', () => {
    const request = { from: address, to: address, parcel: shoebox };
    expect(rateRequestSchema.parse(request).signature).toBe(0);
    expect(rateRequestSchema.parse({ ...request, signature: 2 }).signature).toBe(2);
    expect(rateRequestSchema.safeParse({ ...request, signature: 3 }).success).toBe(false);
  });
});

describe('carrier amounts', () => {
  it('reads decimal dollars as cents without floating point', () => {
    expect(dollarsToCents('7.58')).toBe(758);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('12')).toBe(1200);
    expect(() => dollarsToCents('1.234')).toThrow();
  });
  it('writes cents as decimal dollars', () => {
    expect(centsToDollars(15_000)).toBe('150.00');
    expect(centsToDollars(5)).toBe('0.05');
  });
});
