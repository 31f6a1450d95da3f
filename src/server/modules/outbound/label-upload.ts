import type { FastifyReply } from 'fastify';
import { UPLOAD_FIELD } from '../../../domain/kernel/files';
import {
  LABEL_PDF_LIMITS,
  LABEL_PDF_MAX_BYTES,
  LABEL_PDF_MIME,
  labelPdfMessage,
  labelPdfRefusal,
} from '../../../domain/outbound/label-pdf';
import { storeUpload } from '../../files/service';
import type { AuthedContext } from '../../http/context';
import { badRequest, tooLarge } from '../../http/errors';
import { readUploadedFile } from '../../http/multipart';
import { labelPdfFacts } from './label-pdf-check';

/**
 * A buyer's label for a ship-with-label pair (src/domain/outbound/label-pdf.ts): judged by its bytes
 * (label-pdf-check.ts), never by its name or the part's header, and stored by content hash as the
 * seller's own upload, so the same file again answers the same URL.
 */

/** POST /outbound/label/upload: the one `file` part, refused with its reason or stored as the seller's. */
export async function uploadLabelPdf(ctx: AuthedContext, reply: FastifyReply): Promise<string> {
  const file = await readUploadedFile(reply.request, {
    fileSize: LABEL_PDF_MAX_BYTES,
    tooLarge: () => tooLarge(labelPdfMessage('tooLarge'), LABEL_PDF_LIMITS),
  });
  if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest('outbound:labelPdf.missing');
  const refusal = labelPdfRefusal(await labelPdfFacts(file.bytes));
  if (refusal === 'tooLarge') throw tooLarge(labelPdfMessage(refusal), LABEL_PDF_LIMITS);
  if (refusal) throw badRequest(labelPdfMessage(refusal), LABEL_PDF_LIMITS);
  return storeUpload(ctx, file.bytes, LABEL_PDF_MIME, file.filename);
}
