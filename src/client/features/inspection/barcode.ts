import type { code128 as Code128 } from 'bwip-js/browser';

/**
 * bwip-js's Code 128 encoder alone (its named export leaves the other symbologies out), fetched
 * with the first label drawn: the inspection screen opens without it. A failed fetch (offline
 * before the service worker cached it) is tried again at the next label.
 */
let encoder: Promise<typeof Code128> | undefined;
function code128Encoder(): Promise<typeof Code128> {
  // Destructured in the callback's parameter, so the bundler keeps only this export.
  encoder ??= import('bwip-js/browser').then(
    ({ code128 }) => code128,
    (error: unknown) => {
      encoder = undefined;
      throw error;
    },
  );
  return encoder;
}

/**
 * Draws a Code 128 barcode of `text` on the canvas (the ONE ID label; scanners at shelving and
 * outbound read it). Resolves to false when the browser cannot draw (no canvas support, or the
 * encoder could not be fetched), so the label still shows the number in large type.
 */
export async function drawCode128(
  canvas: HTMLCanvasElement,
  text: string,
  options: { scale?: number; height?: number } = {},
): Promise<boolean> {
  try {
    const draw = await code128Encoder();
    draw(canvas, {
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
