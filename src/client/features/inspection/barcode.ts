import bwipjs from 'bwip-js/browser';

/**
 * Draws a Code 128 barcode of `text` on the canvas (the ONE ID label; scanners at shelving and
 * outbound read it). Returns false when the browser cannot draw (no canvas support), so the label
 * still shows the number in large type.
 */
export function drawCode128(
  canvas: HTMLCanvasElement,
  text: string,
  options: { scale?: number; height?: number } = {},
): boolean {
  try {
    bwipjs.toCanvas(canvas, {
      bcid: 'code128',
      text,
      scale: options.scale ?? 3,
      height: options.height ?? 14,
      includetext: false,
      paddingwidth: 4,
      paddingheight: 2,
      backgroundcolor: 'FFFFFF',
    });
    return true;
  } catch {
    return false;
  }
}
