import { describe, expect, it } from 'vitest';
import { rateCardInput, rateCardOfInput } from '../../../../domain/wallet/fees';
import type { RateCard } from '../../../../domain/wallet/fees';
import {
  dayProblem,
  daysProblem,
  moneyProblem,
  percentProblem,
  requestOfValues,
  valuesOfCard,
} from './rate-card-form';

const CARD: RateCard = {
  shippingFeeCents: 625,
  transshipmentFeeCents: 300,
  switchUserFeeCents: 0,
  consignmentFeeBasisPoints: 1250,
  cashOutDeductionBasisPoints: 5,
  baseFreeDays: 30,
  baseDailyFeeCents: 8,
  premiumFreeDays: 0,
  premiumDailyFeeCents: 1_000_000,
};

describe('the rate card form', () => {
  it('shows a card as the text an admin types, and sends back the same card', () => {
    const values = valuesOfCard(CARD);
    expect(values).toMatchObject({
      shippingFee: '6.25',
      consignmentFeePercent: '12.5',
      cashOutDeductionPercent: '0.05',
    });
    expect(rateCardOfInput(rateCardInput.parse(requestOfValues(values)))).toEqual(CARD);
  });

  it('names the problem of each field the way the server refuses it', () => {
    expect(moneyProblem('')).toEqual({ key: 'fees.problem.required' });
    expect(moneyProblem('abc')).toEqual({ key: 'fees.problem.notNumber' });
    expect(moneyProblem('-2')).toEqual({ key: 'fees.problem.negative' });
    expect(moneyProblem('1.234')).toEqual({ key: 'fees.problem.decimals' });
    expect(moneyProblem('10000.01')).toEqual({ key: 'fees.problem.tooLarge', params: { max: '10000.00' } });
    expect(moneyProblem('10000')).toBeNull();
    expect(percentProblem('100.5')).toEqual({ key: 'fees.problem.tooLarge', params: { max: '100.00' } });
    expect(percentProblem('0')).toBeNull();
    expect(daysProblem('1.5')).toEqual({ key: 'fees.problem.wholeDays', params: { max: 3650 } });
    expect(daysProblem('3651')).not.toBeNull();
    expect(daysProblem('0')).toBeNull();
    expect(dayProblem('')).toEqual({ key: 'fees.problem.day' });
    expect(dayProblem('2026-02-30')).toEqual({ key: 'fees.problem.day' });
    expect(dayProblem('2026-03-01')).toBeNull();
  });
});
