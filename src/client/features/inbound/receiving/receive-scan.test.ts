import { describe, expect, it } from 'vitest';
import type { LocalForecast, QueuedOp } from '../../../offline/types';
import { classifyScan, indexOwnReceipts, indexParcels } from './receive-scan';

function forecast(
  id: number,
  parcels: {
    logNo: string;
    status?: number;
    cancelled?: boolean;
    receivedBy?: string;
    gmtReceived?: string;
  }[],
): LocalForecast {
  return {
    id,
    wareId: 1,
    kind: 1,
    status: 1,
    remark: '',
    shopInfo: { id: 1, uid: 'S1', realname: 'Ann' },
    parcels: parcels.map((p, i) => ({
      id: id * 10 + i,
      logNo: p.logNo,
      status: p.status ?? 1,
      gmtReceived: p.gmtReceived ?? null,
      cancelled: p.cancelled ?? false,
      receivedBy: p.receivedBy,
    })),
    items: [],
    updatedAt: '',
    logNos: parcels.map((p) => p.logNo),
  };
}

const op = (logNo: string, state: QueuedOp['state'], seq: number): QueuedOp =>
  ({
    opId: `op${seq}`,
    seq,
    type: 'receiveParcel',
    payload: { logNo, wareId: 1 },
    state,
    createdAt: '2025-05-05T08:00:00.000Z',
  }) as unknown as QueuedOp;

function lookup(forecasts: LocalForecast[], ops: QueuedOp[] = []) {
  const parcels = indexParcels(forecasts);
  const own = indexOwnReceipts(ops);
  return { parcel: (l: string) => parcels.get(l), ownReceipt: (l: string) => own.get(l) };
}

describe('what a receiving scan means', () => {
  it('normalises case and refuses numbers the tracking rule refuses', () => {
    expect(classifyScan(' 1z999aa1 ', lookup([])).logNo).toBe('1Z999AA1');
    for (const bad of ['0ABCDEFGH', 'SHORT12', 'OC12345678901', 'AB-123456789'])
      expect(classifyScan(bad, lookup([])).kind).toBe('invalid');
  });

  it('matches a scheduled parcel of a forecast', () => {
    const outcome = classifyScan('TRACK0001', lookup([forecast(3, [{ logNo: 'TRACK0001' }])]));
    expect(outcome.kind).toBe('matched');
  });

  it('a parcel the server received says when and by whom', () => {
    const outcome = classifyScan(
      'TRACK0001',
      lookup([
        forecast(3, [
          { logNo: 'TRACK0001', status: 2, receivedBy: 'Bo', gmtReceived: '2025-05-01T00:00:00.000Z' },
        ]),
      ]),
    );
    expect(outcome).toMatchObject({
      kind: 'alreadyReceived',
      onThisTablet: false,
      by: 'Bo',
      at: '2025-05-01T00:00:00.000Z',
    });
  });

  it("this tablet's receipt wins: waiting while pending, not once rejected", () => {
    const f = [forecast(3, [{ logNo: 'TRACK0001' }])];
    expect(classifyScan('TRACK0001', lookup(f, [op('TRACK0001', 'pending', 1)]))).toMatchObject({
      kind: 'alreadyReceived',
      onThisTablet: true,
      waiting: true,
    });
    expect(classifyScan('TRACK0001', lookup(f, [op('TRACK0001', 'applied', 1)]))).toMatchObject({
      onThisTablet: true,
      waiting: false,
    });
    expect(classifyScan('TRACK0001', lookup(f, [op('TRACK0001', 'rejected', 1)])).kind).toBe('matched');
  });

  it('an unknown or cancelled tracking number is an unforecast parcel', () => {
    expect(classifyScan('TRACK0009', lookup([])).kind).toBe('unforecast');
    expect(
      classifyScan('TRACK0001', lookup([forecast(3, [{ logNo: 'TRACK0001', cancelled: true }])])).kind,
    ).toBe('unforecast');
  });
});
