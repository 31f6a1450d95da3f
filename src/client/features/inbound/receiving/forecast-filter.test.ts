import { describe, expect, it } from 'vitest';
import type { LocalForecast } from '../../../offline/types';
import { filterForecasts, forecastWaitsForSync } from './forecast-filter';

function forecast(id: number, logNos: string[], realname: string, status = 1): LocalForecast {
  return {
    id,
    wareId: 1,
    kind: 1,
    status,
    remark: '',
    shopInfo: { id: id * 10, uid: `U${id}`, realname },
    parcels: logNos.map((logNo, i) => ({
      id: id * 100 + i,
      logNo,
      status,
      gmtReceived: null,
      cancelled: false,
    })),
    items: [],
    updatedAt: '2025-01-01T00:00:00.000Z',
    logNos,
  };
}

const list = [
  forecast(1, ['1Z999AA10123456784'], 'Alice'),
  forecast(2, ['794612345678'], 'Bob', 2),
  forecast(3, ['TRACK0003'], 'Carol'),
];

describe('expected parcels filter', () => {
  it('lists the newest forecast first', () => {
    expect(filterForecasts(list, {}).map((f) => f.id)).toEqual([3, 2, 1]);
  });

  it('filters by status', () => {
    expect(filterForecasts(list, { status: 2 }).map((f) => f.id)).toEqual([2]);
  });

  it('matches part of a tracking number in any case, a seller, or a forecast number', () => {
    expect(filterForecasts(list, { text: '1z999' }).map((f) => f.id)).toEqual([1]);
    expect(filterForecasts(list, { text: 'caro' }).map((f) => f.id)).toEqual([3]);
    expect(filterForecasts(list, { text: '#2' }).map((f) => f.id)).toEqual([2]);
    expect(filterForecasts(list, { text: 'nobody' })).toEqual([]);
  });

  it('marks a forecast waiting to sync when one of its parcels has a queued receipt', () => {
    expect(forecastWaitsForSync(list[0], new Set(['1Z999AA10123456784']))).toBe(true);
    expect(forecastWaitsForSync(list[1], new Set(['1Z999AA10123456784']))).toBe(false);
    expect(forecastWaitsForSync({ ...list[1], localOpId: 'x' }, new Set())).toBe(true);
  });
});
