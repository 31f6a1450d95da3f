import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { SHELF_LABELS_MAX } from '../../../domain/warehouses';
import type { AuthedContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { assertWarehousesAllowed, SHELF_READ_WAREHOUSE } from './shelf-scope';

/** Print size 4in x 6in (spec section 9), in PDF points. */
const PAGE_WIDTH = 4 * 72;
const PAGE_HEIGHT = 6 * 72;
const MARGIN = 18;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

type LabelShelf = { id: number; name: string; code: string; rackName: string; wareId: number };

async function shelvesToPrint(ctx: AuthedContext, ids: number[]): Promise<LabelShelf[]> {
  if (ids.length === 0) throw badRequest('errors.invalidField', { field: 'ids', reason: 'no shelf ids' });
  if (ids.length > SHELF_LABELS_MAX)
    throw badRequest('warehouses:errors.tooManyLabels', { max: SHELF_LABELS_MAX });
  const rows = await ctx.db
    .selectFrom('shelves as s')
    .innerJoin('racks as r', 'r.id', 's.rack_id')
    .select(['s.id', 's.name', 's.code', 's.ware_id as wareId', 'r.name as rackName'])
    .where('s.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw notFound('warehouses:errors.shelvesNotFound', { ids: missing.slice(0, 10).join(', ') });
  if (ctx.host === 'warehouse') {
    await assertWarehousesAllowed(
      ctx,
      rows.map((r) => r.wareId),
      SHELF_READ_WAREHOUSE,
    );
  }
  return ids.map((id) => byId.get(id) as LabelShelf);
}

/** The largest font size, up to `max`, at which the text fits the label's width. */
function fittingSize(font: PDFFont, text: string, max: number): number {
  const width = font.widthOfTextAtSize(text, max);
  return width <= CONTENT_WIDTH ? max : Math.max(6, Math.floor((max * CONTENT_WIDTH) / width));
}

function drawCentered(
  page: ReturnType<PDFDocument['addPage']>,
  text: string,
  font: PDFFont,
  size: number,
  y: number,
) {
  const x = (PAGE_WIDTH - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y, size, font });
}

/**
 * One 4in x 6in page per shelf: the shelf name large, its code as a Code 128 barcode for the
 * scanner, and the code in text for a person. Names and codes are printable ASCII by rule.
 */
export async function shelfLabelsPdf(ctx: AuthedContext, ids: number[]): Promise<Buffer> {
  const shelves = await shelvesToPrint(ctx, ids);
  const pdf = await PDFDocument.create();
  pdf.setTitle('Shelf labels');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  for (const shelf of shelves) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const nameSize = fittingSize(bold, shelf.name, 72);
    drawCentered(page, shelf.name, bold, nameSize, PAGE_HEIGHT - MARGIN - nameSize);
    const png = await bwipjs.toBuffer({
      bcid: 'code128',
      text: shelf.code,
      scale: 4,
      height: 25,
      includetext: false,
      paddingwidth: 10,
    });
    const image = await pdf.embedPng(png);
    const scale = Math.min(CONTENT_WIDTH / image.width, 160 / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    const barcodeTop = PAGE_HEIGHT / 2 + 70;
    page.drawImage(image, { x: (PAGE_WIDTH - width) / 2, y: barcodeTop - height, width, height });
    const codeSize = fittingSize(regular, shelf.code, 22);
    drawCentered(page, shelf.code, regular, codeSize, barcodeTop - height - 14 - codeSize);
    const rackLine = `Rack ${shelf.rackName}`;
    drawCentered(page, rackLine, regular, fittingSize(regular, rackLine, 14), MARGIN + 4);
  }
  return Buffer.from(await pdf.save());
}
