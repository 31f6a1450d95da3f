import { PDFDocument } from 'pdf-lib';
import { isPdfBytes } from '../../../domain/outbound/label-pdf';
import type { LabelPdfFacts } from '../../../domain/outbound/label-pdf';

/**
 * What a file is as a buyer label (judged by src/domain/outbound/label-pdf.ts): its size, its first
 * bytes and, for a PDF, what pdf-lib reads of it. The same for a label uploaded alone and one in a
 * bulk dropship ZIP.
 */

/** The PDF's encryption and page count, or null when pdf-lib cannot read it. */
async function parsePdf(bytes: Buffer): Promise<LabelPdfFacts['parsed']> {
  try {
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    return { encrypted: doc.isEncrypted, pages: doc.getPageCount() };
  } catch {
    return null;
  }
}

export async function labelPdfFacts(bytes: Buffer): Promise<LabelPdfFacts> {
  const pdf = isPdfBytes(bytes);
  return { size: bytes.length, pdf, parsed: pdf ? await parsePdf(bytes) : null };
}
