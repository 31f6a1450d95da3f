import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

/**
 * One label design, two outputs: every label kind lays itself out once as elements on a 4in x 6in
 * page (spec section 9), in points from the top-left corner, and the PDF and ZPL renderers draw
 * the same elements. Text is fitted here with the PDF font's widths; the Zebra's font 0 is
 * narrower, so what fits one fits the other.
 */
export const PAGE_WIDTH = 4 * 72;
export const PAGE_HEIGHT = 6 * 72;
export const MARGIN = 18;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** `field` names the data a text or barcode shows, for the message when it cannot be printed. */
export type LabelText = {
  type: 'text';
  field: string;
  text: string;
  /** Top of the line. */
  y: number;
  size: number;
  bold: boolean;
  align: 'left' | 'center';
  x: number;
  width: number;
};

/** A Code 128 barcode centred in its box. */
export type LabelBarcode = {
  type: 'barcode';
  field: string;
  data: string;
  x: number;
  y: number;
  width: number;
  height: number;
};

export type LabelRule = { type: 'rule'; x: number; y: number; width: number; thickness: number };

export type LabelElement = LabelText | LabelBarcode | LabelRule;
export type LabelPage = LabelElement[];

// pdf-lib's StandardFonts and the embedder's font names are the same strings under two enum types.
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const METRICS = {
  regular: StandardFontEmbedder.for(StandardFonts.Helvetica as string as FontName),
  bold: StandardFontEmbedder.for(StandardFonts.HelveticaBold as string as FontName),
};

export function textWidth(text: string, size: number, bold: boolean): number {
  return METRICS[bold ? 'bold' : 'regular'].widthOfTextAtSize(text, size);
}

type TextOptions = { size: number; bold?: boolean; align?: 'left' | 'center'; x?: number; width?: number };

/**
 * A line of text at `y`, shrunk from `size` (down to 6 pt) until it fits its width. Only call it
 * with text that passed the printability check: the font's widths cover printable ASCII.
 */
export function textLine(field: string, text: string, y: number, options: TextOptions): LabelText {
  const bold = options.bold ?? false;
  const width = options.width ?? CONTENT_WIDTH;
  const full = textWidth(text, options.size, bold);
  const size = full <= width ? options.size : Math.max(6, Math.floor((options.size * width) / full));
  return {
    type: 'text',
    field,
    text,
    y,
    size,
    bold,
    align: options.align ?? 'center',
    x: options.x ?? MARGIN,
    width,
  };
}

export function barcode(field: string, data: string, y: number, height: number): LabelBarcode {
  return { type: 'barcode', field, data, x: MARGIN, y, width: CONTENT_WIDTH, height };
}

export function rule(y: number): LabelRule {
  return { type: 'rule', x: MARGIN, y, width: CONTENT_WIDTH, thickness: 1.5 };
}

/** The bottom of a line of text, for placing the next one below it. */
export const below = (element: LabelText | LabelBarcode, gap: number): number =>
  element.y + (element.type === 'text' ? element.size : element.height) + gap;
