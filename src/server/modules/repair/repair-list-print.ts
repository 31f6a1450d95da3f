import type { FastifyReply } from 'fastify';
import type { PrintFormat } from '../../../domain/kernel/printing';
import type { RepairIssue } from '../../../domain/repair/codes';
import type { RepairChoice } from '../../../domain/repair/pricing';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { REPLIED } from '../../http/route';
import { replyWithLabels } from '../../kernel/printing/print-labels';
import type { RepairList } from '../../kernel/printing/repair-list';

/**
 * Bulk print of a batch task's repair list (spec section 2): one repair list per order of the task
 * (the printing kernel's 4in x 6in layout, as many pages as it takes), each pair with what to repair
 * and what is wrong, for the repairer's bench. Printers print ASCII: the words are English.
 */

const ITEM_TEXT: Record<RepairChoice['item'], string> = {
  cleanStain: 'Clean stain',
  repairBox: 'Repair box',
};
const ISSUE_TEXT: Record<RepairIssue, string> = {
  stained: 'stained',
  soleDirty: 'sole dirty',
  minorDamage: 'minor damage',
  boxCrush: 'box crush',
  boxDamage: 'box damage',
  notOriginal: 'not original',
};

export function repairsText(repairs: readonly RepairChoice[], issues: readonly RepairIssue[]): string {
  const work = repairs.map((r) =>
    r.item === 'repairBox' ? `${ITEM_TEXT[r.item]} (${r.boxColour})` : ITEM_TEXT[r.item],
  );
  return `${work.join('; ')} - ${issues.map((i) => ISSUE_TEXT[i]).join(', ')}`;
}

export async function printRepairList(
  ctx: AuthedContext,
  query: { batchNo: string; format: PrintFormat; copies: number; wareId?: number },
  reply: FastifyReply,
): Promise<typeof REPLIED> {
  const rows = await ctx.db
    .selectFrom('repair_batches as b')
    .innerJoin('warehouses as w', 'w.id', 'b.ware_id')
    .innerJoin('repair_batch_orders as bo', 'bo.batch_id', 'b.id')
    .innerJoin('repair_orders as o', 'o.id', 'bo.order_id')
    .innerJoin('repair_order_items as i', 'i.order_id', 'o.id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['w.name as ware_name', 'o.odd_no', 'i.one_id', 'i.issues', 'i.repairs', 'p.sku', 'p.size'])
    .where('b.batch_no', '=', query.batchNo)
    .$if(query.wareId !== undefined, (q) => q.where('b.ware_id', '=', query.wareId as number))
    .orderBy('o.id')
    .orderBy('i.id')
    .execute();
  if (rows.length === 0) throw notFound('repair:errors.taskNotFound', { batchNo: query.batchNo });
  const lists = new Map<string, RepairList>();
  for (const r of rows) {
    const list = lists.get(r.odd_no) ?? {
      kind: 'repairList' as const,
      repairOrderNo: r.odd_no,
      warehouse: `${r.ware_name}  ${query.batchNo}`,
      items: [],
    };
    list.items.push({
      oneId: r.one_id,
      sku: r.sku,
      size: r.size,
      repairs: repairsText(r.repairs as unknown as RepairChoice[], r.issues as RepairIssue[]),
    });
    lists.set(r.odd_no, list);
  }
  return replyWithLabels(reply, [...lists.values()], {
    format: query.format,
    copies: query.copies,
    title: `Repair list ${query.batchNo}`,
    fileName: `repair-list-${query.batchNo}`,
  });
}
