import { z } from 'zod';

/**
 * Printing (spec sections 5, 7, 8 and 9): every label is a 4in x 6in page, as a PDF or as ZPL for
 * a Zebra printer at 203 dpi (downloaded, or sent to the printer as a raw file).
 *
 *   POST /getFile2 { url }   (admin, warehouse, business) the bytes of one of this server's files,
 *                            for a label PDF preview; any other address is refused
 */

export const PRINT_FORMATS = ['pdf', 'zpl'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

export const PRINT_MEDIA_TYPE: Record<PrintFormat, string> = {
  pdf: 'application/pdf',
  zpl: 'application/zpl',
};

/** Copies of each label in one print (a Zebra's ^PQ, repeated pages in a PDF). */
export const PRINT_COPIES_MAX = 20;

/** The print options a label route takes in its query, beside what it prints. */
export const printOptionFields = {
  format: z.enum(PRINT_FORMATS).default('pdf'),
  copies: z.coerce.number().int().min(1).max(PRINT_COPIES_MAX).default(1),
};

export const fileBytesRequest = z.strictObject({
  /** A file address this server handed out: /api/<host>/files/<hash>, relative or on this host. */
  url: z.string().trim().min(1).max(2000),
});
export type FileBytesRequest = z.infer<typeof fileBytesRequest>;
