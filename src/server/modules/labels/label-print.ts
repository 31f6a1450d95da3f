import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { canPrintLabel } from '../../../domain/labels/label-center';
import type { labelPrintRequest } from '../../../domain/labels/label-center';
import type { ShippingAddress } from '../../../domain/labels/labels';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import type { REPLIED } from '../../http/route';
import { replyWithLabels } from '../../kernel/printing/print-labels';
import type { LabelAddress } from '../../kernel/printing/shipping-label';
import { findLabelRecord } from './label-reads';
import { jsonOf, statusOf } from './label-store';

/** A label from the carrier simulator says so on paper too: it is not real postage. */
const SIMULATOR_REFERENCE = 'SIMULATED LABEL - NOT VALID POSTAGE';

function labelAddress(a: ShippingAddress): LabelAddress {
  return {
    name: a.company ? `${a.name}, ${a.company}` : a.name,
    lines: [
      a.street1,
      ...(a.street2 ? [a.street2] : []),
      `${a.city}, ${a.state} ${a.zip}`,
      ...(a.country !== 'US' ? [a.country] : []),
    ],
  };
}

/** A bought label printed again through the printing kernel: 4in x 6in PDF inline, or ZPL to download. */
export async function printShippingLabel(
  ctx: AuthedContext,
  query: z.infer<typeof labelPrintRequest>,
  reply: FastifyReply,
): Promise<typeof REPLIED> {
  const record = await findLabelRecord(ctx, query.id);
  if (!canPrintLabel(statusOf(record)) || !record.tracking_number)
    throw conflict('printing:errors.labelMissing');
  return replyWithLabels(
    reply,
    [
      {
        kind: 'shipping',
        carrier: record.carrier,
        service: record.service,
        trackingNumber: record.tracking_number,
        from: labelAddress(jsonOf<ShippingAddress>(record.from_address)),
        to: labelAddress(jsonOf<ShippingAddress>(record.to_address)),
        reference: record.mode === 'simulator' ? SIMULATOR_REFERENCE : undefined,
      },
    ],
    {
      format: query.format,
      copies: query.copies,
      title: `Label ${record.tracking_number}`,
      fileName: `label-${record.tracking_number}`,
    },
  );
}
