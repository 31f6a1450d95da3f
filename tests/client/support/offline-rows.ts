import type { LocalForecast, LocalItem, LocalShelf } from '../../../src/client/offline/types';

/** Cache rows as a pull would leave them, for the offline engine's tests. */
export function aForecast(over: Partial<LocalForecast> = {}): LocalForecast {
  const parcels = over.parcels ?? [
    { id: 11, logNo: 'TRACK0001', status: 1, gmtReceived: null, cancelled: false },
  ];
  return {
    id: 1,
    wareId: 3,
    kind: 1,
    status: 1,
    remark: '',
    shopInfo: { id: 40, uid: 'S40', realname: 'Seller' },
    parcels,
    items: [
      { id: 21, sku: 'DD1391-100', brand: 'Nike', name: 'Dunk Low', size: '42', quantity: 2, inspected: 0 },
    ],
    updatedAt: '2025-01-01T00:00:00.000000Z',
    logNos: parcels.map((p) => p.logNo),
    ...over,
  };
}

export function aShelf(over: Partial<LocalShelf> = {}): LocalShelf {
  return {
    id: 5,
    wareId: 3,
    name: 'A-01',
    code: 'W3-A-01',
    rackId: 2,
    rackName: 'A',
    status: 1,
    updatedAt: '2025-01-01T00:00:00.000000Z',
    ...over,
  };
}

export function anItem(over: Partial<LocalItem> = {}): LocalItem {
  return {
    id: 100,
    wareId: 3,
    oneId: '10000050',
    shopUserId: 40,
    packId: 1,
    parcelId: 11,
    logNo: 'TRACK0001',
    sku: 'DD1391-100',
    brand: 'Nike',
    remarks: 'Dunk Low',
    spec: '42',
    status: 1,
    checkResult: 1,
    shelfId: null,
    gmtIn: '2025-01-01 00:00:00',
    updatedAt: '2025-01-01T00:00:00.000000Z',
    size: '42',
    grade: 1,
    shelfName: '',
    ...over,
  };
}
