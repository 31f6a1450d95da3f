import { describe, expect, it } from 'vitest';
import { ForecastKind, ForecastStatus, ParcelStatus } from '../../../domain/inbound/rules';
import type { LocalForecast } from '../../offline/types';
import { parcelsAwaitingInspection, parcelStatusShown } from './awaiting-parcels';

function forecast(
  id: number,
  over: Partial<LocalForecast> = {},
  parcel: Partial<LocalForecast['parcels'][number]> = {},
): LocalForecast {
  const logNo = parcel.logNo ?? `TN0000${id}X`.replace('TN0', 'TN1');
  return {
    id,
    wareId: 1,
    kind: ForecastKind.forecast,
    status: ForecastStatus.received,
    remark: '',
    shopInfo: { id: 9, uid: 'S9', realname: 'Ann Seller' },
    parcels: [
      {
        id,
        logNo,
        status: ParcelStatus.received,
        gmtReceived: `2025-01-0${id} 10:00:00`,
        cancelled: false,
        ...parcel,
      },
    ],
    items: [
      { id: id * 10, sku: 'DD1391-100', brand: 'Nike', name: 'Dunk', size: '9', quantity: 2, inspected: 1 },
    ],
    updatedAt: '',
    logNos: [logNo],
    ...over,
  };
}

describe('parcels awaiting inspection', () => {
  it('keeps received parcels with items left, forecasts without lines and platform returns, oldest receipt first', () => {
    const list = parcelsAwaitingInspection([
      forecast(3),
      forecast(1, { items: [] }),
      forecast(
        2,
        { kind: ForecastKind.platformReturn, status: ForecastStatus.platformReturned, items: [] },
        { status: ParcelStatus.platformReturned },
      ),
    ]);
    expect(list.map((p) => [p.forecastId, p.remaining])).toEqual([
      [1, null],
      [2, null],
      [3, 1],
    ]);
  });

  it('leaves out scheduled, cancelled, fully inspected and completed parcels', () => {
    const done = forecast(4);
    done.items = done.items.map((i) => ({ ...i, inspected: i.quantity }));
    const list = parcelsAwaitingInspection([
      forecast(1, { status: ForecastStatus.scheduled }, { status: ParcelStatus.scheduled }),
      forecast(2, {}, { cancelled: true }),
      forecast(3, { status: ForecastStatus.checked }, { status: ParcelStatus.checked }),
      done,
    ]);
    expect(list).toEqual([]);
  });

  it('finds parcels by tracking number, seller or SKU, in any case', () => {
    const forecasts = [
      forecast(1, {}, { logNo: 'TNALPHA001' }),
      forecast(2, { shopInfo: { id: 2, uid: 'S2', realname: 'Bob' } }, { logNo: 'TNBETA0002' }),
    ];
    expect(parcelsAwaitingInspection(forecasts, 'alpha').map((p) => p.logNo)).toEqual(['TNALPHA001']);
    expect(parcelsAwaitingInspection(forecasts, 'bob').map((p) => p.logNo)).toEqual(['TNBETA0002']);
    expect(parcelsAwaitingInspection(forecasts, 'dd1391')).toHaveLength(2);
  });

  it('shows a parcel as checked-authenticated once every expected item is inspected on the tablet', () => {
    const f = forecast(1);
    expect(parcelStatusShown(f, f.parcels[0])).toBe(ParcelStatus.received);
    const all = { ...f, items: f.items.map((i) => ({ ...i, inspected: i.quantity })) };
    expect(parcelStatusShown(all, all.parcels[0])).toBe(ParcelStatus.checked);
  });
});
