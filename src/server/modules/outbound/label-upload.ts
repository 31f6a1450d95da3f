import type { FastifyReply } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { UPLOAD_FIELD } from '../../../domain/kernel/files';
import {
  isPdfBytes,
  LABEL_PDF_MAX_BYTES,
  LABEL_PDF_MAX_PAGES,
  LABEL_PDF_MIME,
  labelPdfRefusal,
} from '../../../domain/outbound/label-pdf';
import type { LabelPdfFacts } from '../../../domain/outbound/label-pdf';
import { storeUpload } from '../../files/service';
import type { AuthedContext } from '../../http/context';
import { badRequest, tooLarge } from '../../http/errors';
import { readUploadedFile } from '../../http/multipart';

/**
 * A buyer's label for a ship-with-label pair (src/domain/outbound/label-pdf.ts): judged by its bytes
 * (the first ones, then parsed by pdf-lib), never by its name or the part's header, and stored by
 * content hash as the seller's own upload, so the same file again answers the same URL.
 */

const MB = 1024 * 1024;
const limits = { max: LABEL_PDF_MAX_BYTES / MB, pages: LABEL_PDF_MAX_PAGES };

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

/** POST /outbound/label/upload: the one `file` part, refused with its reason or stored as the seller's. */
export async function uploadLabelPdf(ctx: AuthedContext, reply: FastifyReply): Promise<string> {
  const file = await readUploadedFile(reply.request, {
    fileSize: LABEL_PDF_MAX_BYTES,
    tooLarge: () => tooLarge('outbound:labelPdf.tooLarge', limits),
  });
  if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest('outbound:labelPdf.missing');
  const refusal = labelPdfRefusal(await labelPdfFacts(file.bytes));
  if (refusal === 'tooLarge') throw tooLarge('outbound:labelPdf.tooLarge', limits);
  if (refusal) throw badRequest(`outbound:labelPdf.${refusal}`, limits);
  return storeUpload(ctx, file.bytes, LABEL_PDF_MIME, file.filename);
}
