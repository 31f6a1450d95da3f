/**
 * Printing from the browser (spec section 7: a PDF opens in a new window). The window is opened by
 * the click itself, so popup blockers let it through, and shows the PDF once it has arrived.
 */

/** An answer that is not a PDF: the label is missing (spec section 8). */
export class LabelMissingError extends Error {
  constructor() {
    super('label missing');
    this.name = 'LabelMissingError';
  }
}

/** How long the PDF stays readable by the window after it opened it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** The blob, if it is a PDF; LabelMissingError otherwise. */
export function pdfOrMissing(blob: Blob): Blob {
  if (blob.size === 0 || !blob.type.includes('pdf')) throw new LabelMissingError();
  return blob;
}

/** Shows the PDF in the window opened for it, or in a new one if that window is gone. */
export function showPdf(blob: Blob, target: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (target && !target.closed) target.location.href = url;
  else window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** Opens the window a PDF will show in, with a line saying it is being prepared. */
export function openPrintWindow(title: string, preparing: string): Window | null {
  const target = window.open('', '_blank');
  if (target) {
    target.document.title = title;
    target.document.body.textContent = preparing;
  }
  return target;
}

/** Saves a file through a temporary link, under the name given. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
