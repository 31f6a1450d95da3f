import { barcode, below, CONTENT_WIDTH, MARGIN, PAGE_HEIGHT, rule, textLine } from './layout';
import type { LabelElement, LabelPage } from './layout';

export type LabelAddress = { name: string; lines: string[] };

/** A parcel's shipping label: sender, recipient, carrier and service, the tracking number's barcode. */
export type ShippingLabel = {
  kind: 'shipping';
  carrier: string;
  service: string;
  trackingNumber: string;
  from: LabelAddress;
  to: LabelAddress;
  /** The order or ONE IDs it carries, for the packer. */
  reference?: string;
};

const addressFields = (who: 'from' | 'to', address: LabelAddress): [string, string][] => [
  [`${who}Name`, address.name],
  ...address.lines.map((line): [string, string] => [`${who}Address`, line]),
];

export function shippingLabelFields(label: ShippingLabel): [string, string][] {
  return [
    ['carrier', label.carrier],
    ['service', label.service],
    ['trackingNumber', label.trackingNumber],
    ...addressFields('from', label.from),
    ...addressFields('to', label.to),
    ['reference', label.reference ?? ''],
  ];
}

/** An address block from `y`: the name in bold, then its lines; returns its elements and bottom. */
function addressBlock(
  who: 'from' | 'to',
  address: LabelAddress,
  y: number,
  size: number,
): { elements: LabelElement[]; bottom: number } {
  const x = MARGIN + (who === 'to' ? 12 : 0);
  const width = CONTENT_WIDTH - (who === 'to' ? 12 : 0);
  const heading = textLine(`${who}Name`, who === 'to' ? 'SHIP TO:' : 'FROM:', y, {
    size: 8,
    bold: true,
    align: 'left',
  });
  const elements: LabelElement[] = [heading];
  let next = below(heading, 3);
  for (const [field, text, bold] of [
    [`${who}Name`, address.name, true] as const,
    ...address.lines.map((line) => [`${who}Address`, line, false] as const),
  ]) {
    const line = textLine(field, text, next, { size, bold, align: 'left', x, width });
    elements.push(line);
    next = below(line, 3);
  }
  return { elements, bottom: next };
}

export function shippingLabelPages(label: ShippingLabel): LabelPage[] {
  const from = addressBlock('from', label.from, MARGIN, 9);
  const top = rule(from.bottom + 4);
  const to = addressBlock('to', label.to, top.y + 10, 14);
  const middle = rule(to.bottom + 6);
  const carrier = textLine('carrier', `${label.carrier} ${label.service}`, middle.y + 10, {
    size: 18,
    bold: true,
  });
  const bars = barcode('trackingNumber', label.trackingNumber, below(carrier, 14), 110);
  const tracking = textLine('trackingNumber', `TRACKING # ${label.trackingNumber}`, below(bars, 8), {
    size: 14,
    bold: true,
  });
  const page: LabelPage = [...from.elements, top, ...to.elements, middle, carrier, bars, tracking];
  if (label.reference) {
    page.push(
      textLine('reference', `Ref: ${label.reference}`, PAGE_HEIGHT - MARGIN - 10, { size: 9, align: 'left' }),
    );
  }
  return [page];
}
