import type { FastifyReply } from 'fastify';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../domain/inspection/rules';
import type { ProductLabelQuery } from '../../../domain/inventory/inventory';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { translate } from '../../http/messages';
import type { REPLIED } from '../../http/route';
import type { OneIdLabel } from '../../kernel/printing/one-id-label';
import { replyWithLabels } from '../../kernel/printing/print-labels';
import { findVisibleProduct } from './product-record';

/**
 * An inspected pair's ONE ID label printed again (a torn or lost label), to whoever may see the
 * pair. Labels are printed in English whatever the screen's language: a Zebra cannot print Chinese.
 */
export async function reprintOneIdLabel(
  ctx: AuthedContext,
  query: ProductLabelQuery,
  reply: FastifyReply,
): Promise<typeof REPLIED> {
  const product = await findVisibleProduct(ctx, ctx.db, { oneId: query.oneId });
  const grade = product.check_result;
  if (grade === null || !isInspectionGrade(grade))
    throw conflict('inventory:errors.notInspectedYet', { oneId: product.one_id });
  const label: OneIdLabel = {
    kind: 'oneId',
    oneId: product.one_id,
    sku: product.sku,
    name: product.name,
    size: product.size,
    grade: translate('en_us', INSPECTION_GRADE_LABEL[grade]),
  };
  return replyWithLabels(reply, [label], {
    ...query,
    title: `ONE ID ${product.one_id}`,
    fileName: product.one_id,
  });
}
