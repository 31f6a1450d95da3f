import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { PAGE_HEIGHT, PAGE_WIDTH } from './layout';
import type { LabelBarcode, LabelPage, LabelText } from './layout';

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Code 128 drawn by bwip-js at 4 pixels a module, embedded once per value in a document. */
async function barcodeImage(pdf: PDFDocument, cache: Map<string, PDFImage>, data: string): Promise<PDFImage> {
  const known = cache.get(data);
  if (known) return known;
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: data,
    scale: 4,
    height: 25,
    includetext: false,
    paddingwidth: 10,
    // Opaque white, so the image is the printed label as it is (no transparency mask to composite).
    backgroundcolor: 'FFFFFF',
  });
  const image = await pdf.embedPng(png);
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

function drawBarcode(page: PDFPage, image: PDFImage, box: LabelBarcode) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = box.x + (box.width - width) / 2;
  page.drawImage(image, { x, y: PAGE_HEIGHT - box.y - height, width, height });
}

/** Many labels into one PDF, one 4in x 6in page (288 x 432 points) each, `copies` of each in a row. */
export async function labelPagesPdf(pages: readonly LabelPage[], options: { title: string; copies: number }) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const images = new Map<string, PDFImage>();
  for (const elements of pages) {
    for (let copy = 0; copy < options.copies; copy += 1) {
      const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      for (const element of elements) {
        if (element.type === 'text') drawText(page, fonts, element);
        else if (element.type === 'barcode')
          drawBarcode(page, await barcodeImage(pdf, images, element.data), element);
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
