import { readFile } from 'node:fs/promises';
import {
  BarcodeFormat,
  BinaryBitmap,
  Code128Reader,
  HybridBinarizer,
  RGBLuminanceSource,
} from '@zxing/library';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { translate } from '../../http/messages';
import { printLabels } from './print-labels';
import type { PrintableLabel } from './printable-label';
import {
  aOneIdLabel,
  aRepairList,
  aShelfLabel,
  aShippingLabel,
  ONE_OF_EACH,
  pdfPageImages,
  pdfPageTexts,
} from './test-kit';
import type { GrayImage } from './test-kit';

const pdfOf = (labels: PrintableLabel[], copies = 1) =>
  printLabels(labels, { format: 'pdf', copies, title: 'Test' });
const zplOf = (labels: PrintableLabel[], copies = 1) =>
  printLabels(labels, { format: 'zpl', copies, title: 'Test' }).then((b) => b.toString('ascii'));

function decodeCode128(image: GrayImage): { text: string; format: BarcodeFormat } {
  const source = new RGBLuminanceSource(image.luminance, image.width, image.height);
  const result = new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source)));
  return { text: result.getText(), format: result.getBarcodeFormat() };
}

async function refusal(
  labels: PrintableLabel[],
  format: 'pdf' | 'zpl',
  language: 'en_us' | 'zh_cn' = 'en_us',
) {
  const error = await printLabels(labels, { format, copies: 1, title: 'Test' }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const app = error as AppError;
  expect(app.code).toBe(400);
  return translate(language, app.msgKey, app.params);
}

describe('label PDFs', () => {
  it('prints every kind on 4in x 6in pages (288 x 432 points), many labels into one PDF', async () => {
    const pdf = await PDFDocument.load(await pdfOf(Object.values(ONE_OF_EACH)));
    expect(pdf.getPageCount()).toBe(4);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 288, height: 432 });
  });

  it('the tracking number barcode decodes back to the tracking number', async () => {
    const label = aShippingLabel({ trackingNumber: '1Z999AA10123456784' });
    const [image] = await pdfPageImages(await pdfOf([label]), 0);
    expect(decodeCode128(image)).toEqual({ text: '1Z999AA10123456784', format: BarcodeFormat.CODE_128 });
  });

  it('the ONE ID and shelf barcodes decode back to what they carry', async () => {
    const pdf = await pdfOf([aOneIdLabel({ oneId: 'B20000457' }), aShelfLabel({ code: 'W7-B-12' })]);
    expect(decodeCode128((await pdfPageImages(pdf, 0))[0]).text).toBe('B20000457');
    expect(decodeCode128((await pdfPageImages(pdf, 1))[0]).text).toBe('W7-B-12');
  });

  it('shows the label text on the page', async () => {
    const [shipping, oneId] = await pdfPageTexts(await pdfOf([aShippingLabel(), aOneIdLabel()]));
    expect(shipping).toEqual(
      expect.arrayContaining(['Jane Buyer', 'Austin TX 78701', 'TRACKING # 9405511899223197428490']),
    );
    expect(shipping).toContain('USPS Priority Mail');
    expect(oneId).toEqual(expect.arrayContaining(['A10000123', 'DD1391-100', 'Size 10.5', 'Brand new']));
  });

  it('prints copies of each label in a row', async () => {
    const texts = await pdfPageTexts(
      await pdfOf([aShelfLabel({ name: 'A-01' }), aShelfLabel({ name: 'A-02' })], 3),
    );
    expect(texts.map((page) => page[0])).toEqual(['A-01', 'A-01', 'A-01', 'A-02', 'A-02', 'A-02']);
  });

  it('runs a long repair list over as many pages as it takes, every pair on one', async () => {
    const list = aRepairList(40);
    const texts = await pdfPageTexts(await pdfOf([list]));
    expect(texts.length).toBeGreaterThan(1);
    const printed = texts.flat();
    for (const item of list.items) expect(printed).toContain(item.oneId);
    expect(printed).toContain(`NJ  40 pairs  page ${texts.length}/${texts.length}`);
  });
});

describe('label ZPL', () => {
  it.each(Object.keys(ONE_OF_EACH))('the %s label matches its golden file', async (kind) => {
    const golden = await readFile(
      new URL(`../../../../tests/fixtures/zpl/${kind}.zpl`, import.meta.url),
      'ascii',
    );
    expect(await zplOf([ONE_OF_EACH[kind as PrintableLabel['kind']]])).toBe(golden);
  });

  it('is one ^XA...^XZ format per page, 812 x 1218 dots, with its copies as ^PQ', async () => {
    const zpl = await zplOf([aShelfLabel(), aOneIdLabel()], 2);
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    expect(zpl.match(/\^PW812\n\^LL1218/g)).toHaveLength(2);
    expect(zpl.match(/\^PQ2,/g)).toHaveLength(2);
  });

  it('escapes ZPL command characters in printed text', async () => {
    const zpl = await zplOf([aShelfLabel({ rackName: 'A^B~C' })]);
    expect(zpl).toContain('^FH\\^FDRack A\\5EB\\7EC^FS');
  });
});

describe('text that cannot be printed', () => {
  it('refuses Chinese before printing, naming the field, in PDF and ZPL', async () => {
    const label = aShippingLabel({ to: { name: 'Jane Buyer', lines: ['北京市朝阳区', 'CN'] } });
    for (const format of ['pdf', 'zpl'] as const) {
      expect(await refusal([label], format)).toBe(
        'Chinese cannot be printed: Recipient address (北 京 市 朝 阳 区)',
      );
    }
    expect(await refusal([label], 'zpl', 'zh_cn')).toBe('无法打印中文：收件人地址（北 京 市 朝 阳 区）');
  });

  it('refuses other characters the label font lacks, and the whole print with them', async () => {
    const labels = [aOneIdLabel(), aOneIdLabel({ name: 'Air Max 90 \u{1F45F}' })];
    expect(await refusal(labels, 'zpl')).toBe(
      'Product name has characters that cannot be printed: \u{1F45F}',
    );
  });

  it('refuses full-width punctuation typed by a Chinese input method', async () => {
    expect(await refusal([aShelfLabel({ rackName: 'A，B' })], 'pdf')).toBe(
      'Chinese cannot be printed: Rack name (，)',
    );
  });
});
