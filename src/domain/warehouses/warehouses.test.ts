import { describe, expect, it } from 'vitest';
import {
  batchShelfNames,
  containsChinese,
  labelNameProblem,
  pseudoShelfListed,
  shelfBatchCreateRequest,
  shelfCode,
  shelfListRequest,
} from './warehouses';

describe('containsChinese', () => {
  it.each(['货架A', 'A区', '中', '𠀀', '豈'])('finds Han ideographs in %s', (text) => {
    expect(containsChinese(text)).toBe(true);
  });

  it.each(['A，B', 'A。', '「A」', 'A、B', 'Ａ-01', 'A（1）', 'A：1'])(
    'finds CJK punctuation in %s',
    (text) => {
      expect(containsChinese(text)).toBe(true);
    },
  );

  it.each(['A-01', 'Rack B', 'C_3/4', 'shelf #12', '', 'Café'])('accepts %s', (text) => {
    expect(containsChinese(text)).toBe(false);
  });
});

describe('labelNameProblem', () => {
  it('names Chinese first, because that is the rule people know', () => {
    expect(labelNameProblem('A区')).toBe('chinese');
  });

  it('refuses other characters a label cannot print', () => {
    expect(labelNameProblem('Café')).toBe('notPrintable');
    expect(labelNameProblem('A\tB')).toBe('notPrintable');
    expect(labelNameProblem('Rack 😀')).toBe('notPrintable');
  });

  it('accepts printable ASCII', () => {
    expect(labelNameProblem('A-01 / top #3')).toBeNull();
  });
});

describe('shelfCode', () => {
  it('is the warehouse id and the upper-cased name', () => {
    expect(shelfCode(7, 'a-01')).toBe('W7-A-01');
  });

  it('turns runs of spaces into one dash so a scan reads back the same code', () => {
    expect(shelfCode(12, ' top  shelf 3 ')).toBe('W12-TOP-SHELF-3');
  });

  it('differs between warehouses for the same shelf name', () => {
    expect(shelfCode(1, 'A-01')).not.toBe(shelfCode(2, 'A-01'));
  });
});

describe('batchShelfNames', () => {
  it('pads numbers to two digits: A-01 .. A-40', () => {
    const names = batchShelfNames('A-', 1, 40);
    expect(names).toHaveLength(40);
    expect(names[0]).toBe('A-01');
    expect(names[39]).toBe('A-40');
  });

  it('pads to the width of the last number', () => {
    expect(batchShelfNames('B', 98, 101)).toEqual(['B098', 'B099', 'B100', 'B101']);
  });
});

describe('shelfBatchCreateRequest', () => {
  it('allows 500 shelves in one batch and refuses 501', () => {
    expect(shelfBatchCreateRequest.safeParse({ rackId: 1, prefix: 'A-', from: 1, to: 500 }).success).toBe(
      true,
    );
    expect(shelfBatchCreateRequest.safeParse({ rackId: 1, prefix: 'A-', from: 1, to: 501 }).success).toBe(
      false,
    );
  });

  it('refuses a range that runs backwards', () => {
    expect(shelfBatchCreateRequest.safeParse({ rackId: 1, prefix: 'A-', from: 5, to: 4 }).success).toBe(
      false,
    );
  });
});

describe('shelfListRequest', () => {
  it('refuses unknown fields', () => {
    expect(shelfListRequest.safeParse({ wareId: 1, shelfName: 'A' }).success).toBe(false);
  });
});

describe('pseudoShelfListed', () => {
  const labels = ['Ready for listing', '待上架'];

  it('is listed without filters and with status enabled', () => {
    expect(pseudoShelfListed({}, labels)).toBe(true);
    expect(pseudoShelfListed({ status: 1 }, labels)).toBe(true);
  });

  it('is left out by a rack filter, a disabled-status filter or another name', () => {
    expect(pseudoShelfListed({ rackId: 3 }, labels)).toBe(false);
    expect(pseudoShelfListed({ status: 2 }, labels)).toBe(false);
    expect(pseudoShelfListed({ nameEq: 'A-01' }, labels)).toBe(false);
  });

  it('is found by its name in either language or by its id', () => {
    expect(pseudoShelfListed({ nameEq: 'ready for listing' }, labels)).toBe(true);
    expect(pseudoShelfListed({ nameEq: '待上架' }, labels)).toBe(true);
    expect(pseudoShelfListed({ nameEq: '-2' }, labels)).toBe(true);
  });
});
