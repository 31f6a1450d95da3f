import { describe, expect, it } from 'vitest';
import { batchPreview } from './batch-preview';

describe('batch preview', () => {
  it('names the first and last shelves with the domain padding', () => {
    expect(batchPreview({ prefix: 'A-', from: 1, to: 40 })).toEqual({
      ok: true,
      first: 'A-01',
      last: 'A-40',
      count: 40,
    });
    expect(batchPreview({ prefix: 'B', from: 95, to: 105 })).toEqual({
      ok: true,
      first: 'B095',
      last: 'B105',
      count: 11,
    });
  });

  it('allows exactly 500 and refuses 501', () => {
    expect(batchPreview({ prefix: 'C-', from: 1, to: 500 })).toMatchObject({ ok: true, count: 500 });
    expect(batchPreview({ prefix: 'C-', from: 1, to: 501 })).toEqual({
      ok: false,
      problems: { to: { key: 'batch.tooMany', params: { max: 500 } } },
    });
  });

  it('names each field that is wrong', () => {
    expect(batchPreview({ prefix: '货', from: '', to: 3 })).toEqual({
      ok: false,
      problems: { prefix: { key: 'warehouses:errors.shelfNameChinese' }, from: { key: 'form.required' } },
    });
    expect(batchPreview({ prefix: 'A', from: 5, to: 4 })).toEqual({
      ok: false,
      problems: { to: { key: 'batch.toBelowFrom' } },
    });
    expect(batchPreview({ prefix: 'X'.repeat(27), from: 1, to: 2 })).toEqual({
      ok: false,
      problems: { prefix: { key: 'form.tooLong', params: { max: 26 } } },
    });
  });
});
