import { barcode, below, CONTENT_WIDTH, MARGIN, PAGE_HEIGHT, rule, textLine } from './layout';
import type { LabelElement, LabelPage } from './layout';

export type RepairListItem = { oneId: string; sku: string; size: string; repairs: string };

/** A repair order's pairs and what to repair on each, for the repairer's bench; as many pages as it takes. */
export type RepairList = {
  kind: 'repairList';
  repairOrderNo: string;
  warehouse: string;
  items: RepairListItem[];
};

export function repairListFields(list: RepairList): [string, string][] {
  return [
    ['repairOrderNo', list.repairOrderNo],
    ['warehouse', list.warehouse],
    ...list.items.flatMap((item): [string, string][] => [
      ['oneId', item.oneId],
      ['sku', item.sku],
      ['size', item.size],
      ['repairs', item.repairs],
    ]),
  ];
}

const ROW_HEIGHT = 30;
const HEADER_BOTTOM = 150;
const ROWS_PER_PAGE = Math.floor((PAGE_HEIGHT - MARGIN - 14 - HEADER_BOTTOM) / ROW_HEIGHT);

function itemRow(item: RepairListItem, y: number): LabelElement[] {
  const half = CONTENT_WIDTH / 2;
  return [
    textLine('oneId', item.oneId, y, { size: 11, bold: true, align: 'left', width: half }),
    textLine('sku', `${item.sku}  Size ${item.size}`, y, {
      size: 10,
      align: 'left',
      x: MARGIN + half,
      width: half,
    }),
    textLine('repairs', item.repairs, y + 14, { size: 9, align: 'left' }),
  ];
}

export function repairListPages(list: RepairList): LabelPage[] {
  const pageCount = Math.max(1, Math.ceil(list.items.length / ROWS_PER_PAGE));
  return Array.from({ length: pageCount }, (_, index) => {
    const title = textLine('repairOrderNo', `Repair list ${list.repairOrderNo}`, MARGIN, {
      size: 16,
      bold: true,
    });
    const bars = barcode('repairOrderNo', list.repairOrderNo, below(title, 8), 60);
    const info = `${list.warehouse}  ${list.items.length} pairs  page ${index + 1}/${pageCount}`;
    const header = textLine('warehouse', info, below(bars, 6), { size: 10 });
    const page: LabelPage = [title, bars, header, rule(HEADER_BOTTOM - 6)];
    list.items.slice(index * ROWS_PER_PAGE, (index + 1) * ROWS_PER_PAGE).forEach((item, row) => {
      page.push(...itemRow(item, HEADER_BOTTOM + row * ROW_HEIGHT));
    });
    return page;
  });
}
