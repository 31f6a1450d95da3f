import { describe, expect, it } from 'vitest';
import { boxRefusal, isZipClutter, labelKey, matchBulkDropship, pairUploadFiles } from './bulk';
import type { BoxPair, PairStanding, ZipLabel } from './bulk';
import { LABEL_PDF_LIMITS } from './label-pdf';

const row = (n: number, oneId: string, label: string) => ({ row: n, value: { oneId, label, remark: '' } });
const pdf = (path: string): ZipLabel => ({ path, pdf: true, refusal: null });
const available = (...ids: string[]) =>
  new Map<string, PairStanding>(ids.map((id) => [id, { state: 'available' }]));

describe('the files of a bulk dropship upload', () => {
  it('takes one Excel sheet and one ZIP, in either order', () => {
    expect(pairUploadFiles(['labels.zip', 'sheet.xlsx'])).toEqual({ ok: true, sheet: 1, zip: 0 });
  });
  it.each([
    [[], 'noFiles'],
    [['a.xlsx', 'b.zip', 'c.zip'], 'tooManyFiles'],
    [['a.xlsx', 'b.pdf'], 'onlyExcelOrZip'],
    [['a.xlsx', 'b.xlsx'], 'duplicateFileType'],
    [['a.zip', 'b.zip'], 'duplicateFileType'],
    [['a.zip'], 'sheetMissing'],
    [['a.xlsx'], 'zipMissing'],
  ])('refuses %j: %s', (names, refusal) => {
    expect(pairUploadFiles(names)).toEqual({ ok: false, refusal });
  });
});

describe('labels in the ZIP', () => {
  it('compares by the file name in any case, .pdf optional, folders ignored', () => {
    expect(labelKey('labels/A-001.PDF')).toBe(labelKey('a-001'));
  });
  it('ignores folders, macOS forks and dot files', () => {
    expect(['x/', '__MACOSX/._a.pdf', 'a/.DS_Store'].every(isZipClutter)).toBe(true);
    expect(isZipClutter('a/b.pdf')).toBe(false);
  });
});

describe('matching rows and labels', () => {
  it('matches every row to its one PDF', () => {
    const result = matchBulkDropship(
      [row(2, '100000001', 'a.pdf'), row(3, '100000002', 'B')],
      [pdf('a.pdf'), pdf('labels/b.pdf')],
      available('100000001', '100000002'),
    );
    expect(result.problems).toEqual([]);
    expect(result.matched.map((m) => m.labelPath)).toEqual(['a.pdf', 'labels/b.pdf']);
  });

  it('names each bad row and each PDF no row names', () => {
    const standing = new Map<string, PairStanding>([
      ['100000001', { state: 'available' }],
      ['100000002', { state: 'busy', status: 9 }],
    ]);
    const result = matchBulkDropship(
      [
        row(2, '100000001', 'missing.pdf'),
        row(3, '100000002', 'b.pdf'),
        row(4, '100000003', 'c.pdf'),
        row(5, '100000004', 'b.pdf'),
        row(6, '100000005', 'n.pdf'),
      ],
      [pdf('b.pdf'), pdf('c.pdf'), pdf('stray.pdf'), { path: 'n.pdf', pdf: false, refusal: 'notPdf' }],
      standing,
    );
    expect(result.matched).toEqual([]);
    expect(result.problems.map((p) => [p.row, p.column, p.key.split('.').pop()])).toEqual([
      [2, 'label', 'labelMissing'],
      [3, 'oneId', 'notAvailable'],
      [4, 'oneId', 'notYourPair'],
      [5, 'oneId', 'notYourPair'],
      [5, 'label', 'labelTwice'],
      [6, 'oneId', 'notYourPair'],
      [6, 'label', 'notPdf'],
      [null, 'zip', 'labelUnused'],
    ]);
  });

  it('refuses a row whose label is refused as a buyer label, naming why and the limits', () => {
    const result = matchBulkDropship(
      [row(2, '100000001', 'locked.pdf')],
      [{ path: 'locked.pdf', pdf: true, refusal: 'encrypted' }],
      new Map([['100000001', { state: 'available' }]]),
    );
    expect(result.matched).toEqual([]);
    expect(result.problems).toEqual([
      {
        row: 2,
        column: 'label',
        value: 'locked.pdf',
        key: 'outbound:labelPdf.encrypted',
        params: LABEL_PDF_LIMITS,
      },
    ]);
  });

  it('does not report a PDF as unused when a row refused on its own names it', () => {
    const result = matchBulkDropship([], [pdf('a.pdf')], new Map(), ['A.pdf']);
    expect(result.problems).toEqual([]);
  });

  it('refuses a file of the ZIP that is not a PDF even when no row names it', () => {
    const result = matchBulkDropship([], [{ path: 'notes.txt', pdf: false, refusal: 'notPdf' }], new Map());
    expect(result.problems[0]).toMatchObject({ row: null, key: 'outbound-bulk:cell.notPdf' });
  });
});

describe('boxes', () => {
  const pair = (oneId: string, over: Partial<BoxPair> = {}): BoxPair => ({
    oneId,
    wareId: 1,
    ownerId: 7,
    inOrder: true,
    boxed: false,
    ...over,
  });
  it('packs pairs of one warehouse and one owner', () => {
    expect(boxRefusal([pair('1'), pair('2')])).toBeNull();
  });
  it('never across warehouses', () => {
    expect(boxRefusal([pair('1'), pair('2', { wareId: 2 })])?.refusal).toBe('crossWarehouse');
  });
  it('never across owners, pairs of another order, or pairs already boxed', () => {
    expect(boxRefusal([pair('1'), pair('2', { ownerId: 8 })])?.refusal).toBe('mixedOwners');
    expect(boxRefusal([pair('1'), pair('2', { inOrder: false })])).toEqual({
      refusal: 'notInOrder',
      oneIds: ['2'],
    });
    expect(boxRefusal([pair('1', { boxed: true }), pair('2')])).toEqual({
      refusal: 'alreadyBoxed',
      oneIds: ['1'],
    });
  });
});
