import { z } from 'zod';
import { BusinessPart } from '../../../domain/kernel/permissions';
import { LABEL_PDF_LIMITS } from '../../../domain/outbound/label-pdf';
import { defineRoute } from '../../http/route';
import { uploadLabelPdf } from './label-upload';

/** The seller's buyer label for a ship-with-label order, uploaded before the order is created. */
export const labelUploadRoutes = [
  defineRoute({
    method: 'POST',
    path: '/outbound/label/upload',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.orders, action: 'add' },
    summary: `Upload a buyer label PDF (multipart field "file"; at most ${LABEL_PDF_LIMITS.max} MB and ${LABEL_PDF_LIMITS.pages} pages, not encrypted); answers its URL`,
    multipart: true,
    response: z.string(),
    handler: (ctx, _input, reply) => uploadLabelPdf(ctx, reply),
  }),
];
