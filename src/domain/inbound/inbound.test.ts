import { describe, expect, it } from 'vitest';
import {
  canTakeForecastAction,
  FORECAST_STATUS_LABEL,
  FORECAST_STATUSES,
  FORECAST_TRANSITIONS,
  forecastCreateRequest,
  forecastIsEditable,
  ForecastStatus,
  PARCEL_STATUS_LABEL,
  PARCEL_STATUSES,
  receiveParcelInput,
  receiveReturnInput,
} from './inbound';

describe('forecast and parcel statuses', () => {
  it('uses the spec codes 1 scheduled, 2 received, 3 platform returned, 4 checked-authenticated', () => {
    expect(PARCEL_STATUSES).toEqual([1, 2, 3, 4]);
    expect(Object.keys(PARCEL_STATUS_LABEL).map(Number)).toEqual([1, 2, 3, 4]);
    expect(FORECAST_STATUSES.every((s) => FORECAST_STATUS_LABEL[s])).toBe(true);
  });

  it('lets a seller edit and cancel a forecast only while scheduled', () => {
    expect(FORECAST_STATUSES.filter(forecastIsEditable)).toEqual([ForecastStatus.scheduled]);
    expect(FORECAST_STATUSES.filter((s) => canTakeForecastAction('cancel', s))).toEqual([
      ForecastStatus.scheduled,
    ]);
    expect(FORECAST_TRANSITIONS.cancel.to).toBe(ForecastStatus.cancelled);
  });

  it('receives into a scheduled or already received forecast, and completes received ones', () => {
    expect(FORECAST_STATUSES.filter((s) => canTakeForecastAction('receive', s))).toEqual([1, 2]);
    expect(canTakeForecastAction('completeInspection', ForecastStatus.received)).toBe(true);
    expect(canTakeForecastAction('completeInspection', ForecastStatus.scheduled)).toBe(false);
    expect(canTakeForecastAction('completeReinspection', ForecastStatus.platformReturned)).toBe(true);
    expect(canTakeForecastAction('update', ForecastStatus.cancelled)).toBe(false);
  });
});

describe('forecast requests', () => {
  const item = { sku: 'dd1391-100', size: '9', quantity: 1 };

  it('normalizes tracking numbers and SKU codes to upper case', () => {
    const r = forecastCreateRequest.parse({ wareId: 1, logNos: [' 1z999aa10123456784 '], items: [item] });
    expect(r.logNos).toEqual(['1Z999AA10123456784']);
    expect(r.items[0]).toMatchObject({ sku: 'DD1391-100', costPrice: 0, supply: '' });
  });

  it('accepts up to 3 distinct valid tracking numbers', () => {
    const ok = (logNos: string[]) =>
      forecastCreateRequest.safeParse({ wareId: 1, logNos, items: [item] }).success;
    expect(ok(['ABCDEFGH1', 'ABCDEFGH2', 'ABCDEFGH3'])).toBe(true);
    expect(ok(['ABCDEFGH1', 'ABCDEFGH2', 'ABCDEFGH3', 'ABCDEFGH4'])).toBe(false);
    expect(ok(['ABCDEFGH1', 'abcdefgh1'])).toBe(false);
    expect(ok([])).toBe(false);
    for (const bad of ['SHORT12', '01234567890', 'OC1234567890A', 'OC1234567890AB', 'WITH-DASH-123'])
      expect(ok([bad]), bad).toBe(false);
    expect(ok(['OC123456789012345'])).toBe(true);
  });

  it('needs a SKU or a name per line, a quantity of 1-999 and whole cents', () => {
    const line = (l: Record<string, unknown>) =>
      forecastCreateRequest.safeParse({ wareId: 1, logNos: ['ABCDEFGH1'], items: [l] }).success;
    expect(line({ name: 'Free text', size: '9', quantity: 1 })).toBe(true);
    expect(line({ size: '9', quantity: 1 })).toBe(false);
    expect(line({ ...item, quantity: 0 })).toBe(false);
    expect(line({ ...item, quantity: 1000 })).toBe(false);
    expect(line({ ...item, costPrice: 12.5 })).toBe(false);
    expect(line({ ...item, costPrice: -1 })).toBe(false);
  });

  it('checks the receiving scan and the ONE IDs of a return', () => {
    expect(receiveParcelInput.safeParse({ logNo: '0000000000' }).success).toBe(false);
    expect(receiveReturnInput.safeParse({ logNo: 'RETURN0001', oneIds: ['10000001'] }).success).toBe(true);
    expect(
      receiveReturnInput.safeParse({ logNo: 'RETURN0001', oneIds: ['10000001', '10000001'] }).success,
    ).toBe(false);
    expect(receiveReturnInput.safeParse({ logNo: 'RETURN0001', oneIds: ['123'] }).success).toBe(false);
  });
});
