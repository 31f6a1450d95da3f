import { z } from 'zod';
import type { JobHandler } from '../../jobs/worker';
import { MAIL_DELIVERY_JOB } from '../../kernel/mail-outbox';
import { attemptDelivery } from './mail-delivery';
import { smtpTransportOf } from './smtp-transport';

export { MAIL_DELIVERY_JOB };

const payloadSchema = z.object({
  mailId: z.number().int(),
  attempt: z.number().int().min(1),
  single: z.boolean().optional(),
});

/** The outbox's delivery job: one attempt of one message through the configured SMTP server. */
export const mailDeliveryJob: JobHandler = {
  run: async (payload, ctx) => {
    const outcome = await attemptDelivery(
      ctx.db,
      ctx.config,
      payloadSchema.parse(payload),
      smtpTransportOf(ctx.config),
    );
    if (outcome === 'retry' || outcome === 'failed')
      ctx.log.warn({ job: ctx.job.id, payload, outcome }, 'mail delivery attempt failed');
  },
};
