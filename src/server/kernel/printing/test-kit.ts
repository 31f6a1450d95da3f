import { inflateSync } from 'node:zlib';
import type { PDFNumber } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import type { OneIdLabel } from './one-id-label';
import type { PrintableLabel } from './printable-label';
import type { RepairList } from './repair-list';
import type { ShelfLabel } from './shelf-label';
import type { ShippingLabel } from './shipping-label';

/** One label of each kind, as the areas that print them would fill them in. */
export const aShippingLabel = (overrides: Partial<ShippingLabel> = {}): ShippingLabel => ({
  kind: 'shipping',
  carrier: 'USPS',
  service: 'Priority Mail',
  trackingNumber: '9405511899223197428490',
  from: { name: 'SoleStack NJ', lines: ['100 Main St', 'Newark NJ 07102', 'US'] },
  to: { name: 'Jane Buyer', lines: ['5 Elm Road Apt 3', 'Austin TX 78701', 'US'] },
  reference: 'OC1234567890123',
  ...overrides,
});

export const aOneIdLabel = (overrides: Partial<OneIdLabel> = {}): OneIdLabel => ({
  kind: 'oneId',
  oneId: 'A10000123',
  sku: 'DD1391-100',
  name: 'Nike Dunk Low Retro White Black Panda',
  size: '10.5',
  grade: 'Brand new',
  ...overrides,
});

export const aShelfLabel = (overrides: Partial<ShelfLabel> = {}): ShelfLabel => ({
  kind: 'shelf',
  name: 'A-01',
  code: 'W1-A-01',
  rackName: 'A',
  ...overrides,
});

export const aRepairList = (pairs = 3): RepairList => ({
  kind: 'repairList',
  repairOrderNo: 'R20261129001',
  warehouse: 'NJ',
  items: Array.from({ length: pairs }, (_, i) => ({
    oneId: `A1000${String(i).padStart(4, '0')}`,
    sku: 'DD1391-100',
    size: String(8 + (i % 5)),
    repairs: i % 2 === 0 ? 'Clean midsole; glue toe cap' : 'Replace laces',
  })),
});

export const ONE_OF_EACH: Record<PrintableLabel['kind'], PrintableLabel> = {
  shipping: aShippingLabel(),
  oneId: aOneIdLabel(),
  shelf: aShelfLabel(),
  repairList: aRepairList(),
};

function decoded(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = Buffer.from(stream.getContents());
  return filter === PDFName.of('FlateDecode') ? inflateSync(bytes) : bytes;
}

/** The text each page draws (pdf-lib writes standard-font text as hex strings shown with Tj). */
export async function pdfPageTexts(pdf: Buffer): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const parts =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const source = parts
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => decoded(s).toString('latin1'))
      .join('\n');
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
      Buffer.from(m[1], 'hex').toString('latin1'),
    );
  });
}

export type GrayImage = { width: number; height: number; luminance: Uint8ClampedArray };

/** The images a page draws, as grey pixels (pdf-lib stores an embedded PNG's pixels deflated). */
export async function pdfPageImages(pdf: Buffer, pageIndex: number): Promise<GrayImage[]> {
  const doc = await PDFDocument.load(pdf);
  const resources = doc.getPage(pageIndex).node.Resources();
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  return xObjects
    .values()
    .map((ref) => doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .filter((s) => s.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((s) => {
      const width = (s.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
      const height = (s.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
      const pixels = decoded(s);
      const channels = pixels.length / (width * height);
      const luminance = new Uint8ClampedArray(width * height);
      for (let i = 0; i < luminance.length; i += 1) {
        let sum = 0;
        for (let c = 0; c < channels; c += 1) sum += pixels[i * channels + c];
        luminance[i] = sum / channels;
      }
      return { width, height, luminance };
    });
}
