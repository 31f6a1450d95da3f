import bwipjs from 'bwip-js/node';
import { PAGE_HEIGHT, PAGE_WIDTH } from './layout';
import type { LabelBarcode, LabelElement, LabelPage, LabelText } from './layout';

/** Zebra printers at 203 dots per inch: a 4in x 6in label is 812 x 1218 dots. */
export const ZPL_DPI = 203;
const dots = (points: number) => Math.round((points * ZPL_DPI) / 72);

/** ^FH lets a field carry ^ and ~ (ZPL's command prefixes) and the escape itself as hex. */
function fieldData(text: string): string {
  return `^FH\\^FD${text.replace(/[\\^~]/g, (c) => `\\${c.charCodeAt(0).toString(16).toUpperCase()}`)}^FS`;
}

function textField(text: LabelText): string {
  const height = dots(text.size);
  const justify = text.align === 'center' ? 'C' : 'L';
  // One-line field block: the printer centres the text in the block's width.
  return `^FO${dots(text.x)},${dots(text.y)}^A0N,${height},${height}^FB${dots(text.width)},1,0,${justify},0${fieldData(text.text)}`;
}

/** Code 128 modules of `data` as bwip-js encodes it, to pick the widest bars that fit the box. */
function moduleCount(data: string): number {
  const [symbol] = bwipjs.raw('code128', data, {});
  return 'sbs' in symbol ? symbol.sbs.reduce((sum, width) => sum + width, 0) : data.length * 11 + 35;
}

function barcodeField(box: LabelBarcode): string {
  const modules = moduleCount(box.data);
  const moduleWidth = Math.max(1, Math.min(6, Math.floor(dots(box.width) / modules)));
  const x = dots(box.x) + Math.max(0, Math.floor((dots(box.width) - modules * moduleWidth) / 2));
  const height = dots(box.height);
  // ^BC mode A: the printer picks the Code 128 subsets, as bwip-js does.
  return `^FO${x},${dots(box.y)}^BY${moduleWidth},3,${height}^BCN,${height},N,N,N,A${fieldData(box.data)}`;
}

function element(e: LabelElement): string {
  if (e.type === 'text') return textField(e);
  if (e.type === 'barcode') return barcodeField(e);
  const thickness = Math.max(1, dots(e.thickness));
  return `^FO${dots(e.x)},${dots(e.y)}^GB${dots(e.width)},${thickness},${thickness}^FS`;
}

/** One ^XA...^XZ format per page, printed `copies` times (^PQ), for a raw send to the printer. */
export function labelPagesZpl(pages: readonly LabelPage[], options: { copies: number }): string {
  return pages
    .map((page) =>
      [
        '^XA',
        '^CI0',
        `^PW${dots(PAGE_WIDTH)}`,
        `^LL${dots(PAGE_HEIGHT)}`,
        '^LH0,0',
        ...page.map(element),
        `^PQ${options.copies},0,1,Y`,
        '^XZ',
      ].join('\n'),
    )
    .join('\n')
    .concat('\n');
}
