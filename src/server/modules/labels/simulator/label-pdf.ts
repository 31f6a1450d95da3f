import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { EpAddress } from '../easypost-shapes';

/** Print size 4in x 6in (spec section 9), in PDF points. */
const WIDTH = 4 * 72;
const HEIGHT = 6 * 72;
const MARGIN = 18;

export type SimulatedLabel = {
  carrier: string;
  service: string;
  trackingNumber: string;
  from: EpAddress;
  to: EpAddress;
};

/** The standard fonts print Latin-1 only: anything else becomes '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

function addressLines(a: EpAddress): string[] {
  return [
    a.name,
    a.company,
    a.street1,
    a.street2,
    `${a.city}, ${a.state} ${a.zip}`,
    a.country === 'US' ? null : a.country,
  ]
    .filter((line): line is string => Boolean(line))
    .map(printable);
}

/**
 * The simulator's label file: one 4in x 6in page with the addresses, the service, the tracking
 * number as a Code 128 barcode, and a banner saying it is simulated. Kept to this one function so
 * the shared printing module can take it over.
 */
export async function simulatedLabelPdf(label: SimulatedLabel): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Simulated label ${label.trackingNumber}`);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN - 12;
  page.drawText('SIMULATOR - NOT A REAL LABEL', { x: MARGIN, y, size: 12, font: bold });
  y -= 26;
  page.drawText(printable(`${label.carrier} ${label.service}`), { x: MARGIN, y, size: 14, font: bold });
  y -= 22;
  for (const [title, address, size] of [
    ['FROM', label.from, 8],
    ['SHIP TO', label.to, 11],
  ] as const) {
    page.drawText(title, { x: MARGIN, y, size: 7, font: bold });
    y -= size + 3;
    for (const line of addressLines(address)) {
      page.drawText(line, { x: MARGIN, y, size, font: regular, maxWidth: WIDTH - 2 * MARGIN });
      y -= size + 3;
    }
    y -= 10;
  }
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: label.trackingNumber,
    scale: 3,
    height: 18,
    includetext: false,
    paddingwidth: 6,
  });
  const image = await pdf.embedPng(png);
  const scale = Math.min(1, (WIDTH - 2 * MARGIN) / image.width);
  const barcode = image.scale(scale);
  page.drawImage(image, { x: (WIDTH - barcode.width) / 2, y: MARGIN + 24, ...barcode });
  const number = label.trackingNumber;
  const numberWidth = bold.widthOfTextAtSize(number, 12);
  page.drawText(number, { x: (WIDTH - numberWidth) / 2, y: MARGIN + 6, size: 12, font: bold });
  return Buffer.from(await pdf.save());
}
