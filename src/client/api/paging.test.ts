import { describe, expect, it } from 'vitest';
import { readPage, toPageQuery } from './paging';

describe('paging helpers', () => {
  it('sends pageNo and pageSize as current and size, keeping the filters', () => {
    expect(toPageQuery({ pageNo: 3, pageSize: 20, sku: 'DD1391' })).toEqual({
      current: 3,
      size: 20,
      sku: 'DD1391',
    });
  });

  it('reads rows from data.data', () => {
    const page = readPage({ pageNo: 2, pageSize: 10, totalCount: 11, totalPage: 2, data: [{ id: 11 }] });
    expect(page).toEqual({ pageNo: 2, pageSize: 10, totalCount: 11, totalPage: 2, rows: [{ id: 11 }] });
  });

  it('reads rows from data.records and works out what is missing', () => {
    const page = readPage({ records: [{ id: 1 }, { id: 2 }], total: 25 }, { pageNo: 1, pageSize: 10 });
    expect(page).toEqual({
      pageNo: 1,
      pageSize: 10,
      totalCount: 25,
      totalPage: 3,
      rows: [{ id: 1 }, { id: 2 }],
    });
  });

  it('gives an empty page for an empty answer', () => {
    expect(readPage(null).rows).toEqual([]);
  });
});
