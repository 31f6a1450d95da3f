import type { FastifyReply } from 'fastify';
import { PRINT_MEDIA_TYPE } from '../../../domain/kernel/printing';
import type { PrintFormat } from '../../../domain/kernel/printing';
import { REPLIED } from '../../http/route';
import { labelPagesPdf } from './label-pdf';
import { labelPagesZpl } from './label-zpl';
import { assertPrintable, labelPages } from './printable-label';
import type { PrintableLabel } from './printable-label';

export type PrintOptions = { format: PrintFormat; copies: number; title: string };

/**
 * The one way anything is printed: checks every label can be printed, then renders them all into
 * one file, a 4in x 6in PDF or ZPL for a 203 dpi Zebra.
 */
export async function printLabels(labels: readonly PrintableLabel[], options: PrintOptions): Promise<Buffer> {
  assertPrintable(labels);
  const pages = labelPages(labels);
  if (options.format === 'zpl') return Buffer.from(labelPagesZpl(pages, options), 'ascii');
  return labelPagesPdf(pages, options);
}

/**
 * Answers with the printed file: a PDF inline (the browser opens it in a new window to print), ZPL
 * as an attachment (downloaded, or sent to the printer as a raw file). `fileName` has no extension.
 */
export async function replyWithLabels(
  reply: FastifyReply,
  labels: readonly PrintableLabel[],
  options: PrintOptions & { fileName: string },
): Promise<typeof REPLIED> {
  const bytes = await printLabels(labels, options);
  const disposition = options.format === 'pdf' ? 'inline' : 'attachment';
  await reply
    .header('Content-Type', PRINT_MEDIA_TYPE[options.format])
    .header('Content-Disposition', `${disposition}; filename="${options.fileName}.${options.format}"`)
    .header('Cache-Control', 'no-store')
    .send(bytes);
  return REPLIED;
}
