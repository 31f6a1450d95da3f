import bwipjs from 'bwip-js/node';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import type { PDFFont, PDFPage, PDFRef } from 'pdf-lib';
import { PAGE_HEIGHT, PAGE_WIDTH } from './layout';
import type { LabelBarcode, LabelPage, LabelText } from './layout';

type Fonts = { regular: PDFFont; bold: PDFFont };

type BarcodeImage = { ref: PDFRef; modules: number };

/** Modules of quiet zone each side of the bars, as scanners need. */
const QUIET_ZONE = 10;

/**
 * Code 128 as bwip-js encodes it, drawn as an image one pixel per module and one row high, which
 * the page stretches to the barcode's box without smoothing: every bar exact at any size, and a
 * few hundred bytes per barcode (a PNG per label took ~40 ms to encode and embed). Embedded once
 * per value in a document.
 */
function barcodeImage(pdf: PDFDocument, cache: Map<string, BarcodeImage>, data: string): BarcodeImage {
  const known = cache.get(data);
  if (known) return known;
  const [symbol] = bwipjs.raw('code128', data, {});
  if (!('sbs' in symbol)) throw new Error('Code 128 is a linear barcode');
  const row: number[] = Array<number>(QUIET_ZONE).fill(255);
  symbol.sbs.forEach((width, i) => row.push(...Array<number>(width).fill(i % 2 === 0 ? 0 : 255)));
  row.push(...Array<number>(QUIET_ZONE).fill(255));
  const stream = pdf.context.flateStream(Uint8Array.from(row), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: row.length,
    Height: 1,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Interpolate: false,
  });
  const image = { ref: pdf.context.register(stream), modules: row.length };
  cache.set(data, image);
  return image;
}

function drawText(page: PDFPage, fonts: Fonts, text: LabelText) {
  const font = text.bold ? fonts.bold : fonts.regular;
  const width = font.widthOfTextAtSize(text.text, text.size);
  const x = text.align === 'center' ? text.x + (text.width - width) / 2 : text.x;
  // y is the top of the line; PDF places the baseline, from the bottom of the page.
  const baseline = PAGE_HEIGHT - text.y - font.heightAtSize(text.size, { descender: false });
  page.drawText(text.text, { x, y: baseline, size: text.size, font });
}

function drawBarcode(page: PDFPage, image: BarcodeImage, box: LabelBarcode) {
  // Whole points per module where they fit, so every bar prints the same width.
  const perModule = box.width / image.modules;
  const width = image.modules * (perModule >= 1 ? Math.floor(perModule) : perModule);
  const x = box.x + (box.width - width) / 2;
  const name = page.node.newXObject('Barcode', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, box.height, x, PAGE_HEIGHT - box.y - box.height),
    drawObject(name),
    popGraphicsState(),
  );
}

/** Many labels into one PDF, one 4in x 6in page (288 x 432 points) each, `copies` of each in a row. */
export async function labelPagesPdf(pages: readonly LabelPage[], options: { title: string; copies: number }) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const images = new Map<string, BarcodeImage>();
  for (const elements of pages) {
    for (let copy = 0; copy < options.copies; copy += 1) {
      const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      for (const element of elements) {
        if (element.type === 'text') drawText(page, fonts, element);
        else if (element.type === 'barcode')
          drawBarcode(page, barcodeImage(pdf, images, element.data), element);
        else
          page.drawRectangle({
            x: element.x,
            y: PAGE_HEIGHT - element.y - element.thickness,
            width: element.width,
            height: element.thickness,
            color: rgb(0, 0, 0),
          });
      }
    }
  }
  return Buffer.from(await pdf.save());
}
