import { barcode, below, MARGIN, textLine } from './layout';
import type { LabelPage } from './layout';

/**
 * The label stuck on a pair the moment it is inspected: its ONE ID as a barcode (scanned at
 * shelving and outbound) and in large type, with what the pair is.
 */
export type OneIdLabel = {
  kind: 'oneId';
  oneId: string;
  sku: string;
  name: string;
  size: string;
  grade: string;
};

export function oneIdLabelFields(label: OneIdLabel): [string, string][] {
  return [
    ['oneId', label.oneId],
    ['sku', label.sku],
    ['productName', label.name],
    ['size', label.size],
    ['grade', label.grade],
  ];
}

export function oneIdLabelPages(label: OneIdLabel): LabelPage[] {
  const bars = barcode('oneId', label.oneId, MARGIN + 36, 140);
  const oneId = textLine('oneId', label.oneId, below(bars, 14), { size: 34, bold: true });
  const sku = textLine('sku', label.sku, below(oneId, 22), { size: 20, bold: true });
  const name = textLine('productName', label.name, below(sku, 12), { size: 14 });
  const size = textLine('size', `Size ${label.size}`, below(name, 14), { size: 20 });
  const grade = textLine('grade', label.grade, below(size, 12), { size: 20 });
  return [[bars, oneId, sku, name, size, grade]];
}
