import { barcode, below, MARGIN, PAGE_HEIGHT, textLine } from './layout';
import type { LabelPage } from './layout';

/** A shelf's label: its name large, its code as a barcode for the scanner and in text for a person. */
export type ShelfLabel = { kind: 'shelf'; name: string; code: string; rackName: string };

export function shelfLabelFields(label: ShelfLabel): [string, string][] {
  return [
    ['shelfName', label.name],
    ['shelfCode', label.code],
    ['rackName', label.rackName],
  ];
}

export function shelfLabelPages(label: ShelfLabel): LabelPage[] {
  const name = textLine('shelfName', label.name, MARGIN, { size: 72, bold: true });
  const bars = barcode('shelfCode', label.code, Math.max(below(name, 24), 130), 150);
  const code = textLine('shelfCode', label.code, below(bars, 14), { size: 22 });
  const rack = textLine('rackName', `Rack ${label.rackName}`, PAGE_HEIGHT - MARGIN - 18, { size: 14 });
  return [[name, bars, code, rack]];
}
