import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { LabelZipRequest } from '../../../domain/outbound/outbound';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { REPLIED } from '../../http/route';
import { streamLabelZip } from '../../kernel/printing/label-zip';
import type { ZipEntry } from '../../kernel/printing/label-zip';

/** The orders a zip may hold: the warehouse's own on the warehouse portal, any on the admin's. */
export type LabelZipScope = { wareId: number | null };

type LabelRow = { id: number; odd_no: string; one_id: string; label_file: string };

async function labelsOf(ctx: AuthedContext, scope: LabelZipScope, orderIds: number[]): Promise<LabelRow[]> {
  let q = ctx.db
    .selectFrom('outbound_orders as o')
    .leftJoin('outbound_order_items as i', 'i.order_id', 'o.id')
    .select(['o.id', 'o.odd_no', 'i.one_id', 'i.label_file'])
    .where('o.id', 'in', orderIds)
    .orderBy('o.id')
    .orderBy('i.one_id');
  if (scope.wareId !== null) q = q.where('o.ware_id', '=', scope.wareId);
  const rows = await q.execute();
  const found = new Set(rows.map((r) => r.id));
  const missing = orderIds.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound('outbound:errors.orderNotFound', { id: missing });
  return rows.map((r) => ({ ...r, one_id: r.one_id ?? '', label_file: r.label_file ?? '' }));
}

/**
 * POST /sys_ware_out_batch/zipLabel (spec section 7): the label of every pair of the given orders,
 * one PDF each named by order and ONE ID (a reship's one label under its first pair), streamed as a zip (streamLabelZip: file by file, never a
 * whole archive in memory). Every label is looked for before the first byte is sent: an order of
 * another warehouse is not found, and a pair without its label file is the spec's "The label is
 * missing and cannot be printed" instead of a zip without it.
 */
export async function replyWithLabelZip(
  ctx: AuthedContext,
  scope: LabelZipScope,
  req: LabelZipRequest,
  reply: FastifyReply,
): Promise<typeof REPLIED> {
  const rows = await labelsOf(ctx, scope, [...new Set(req.orderIds)]);
  const entries: ZipEntry[] = [];
  // A reship's pairs share the one label of their parcel: it is printed once per order.
  const seen = new Set<string>();
  for (const r of rows) {
    if (r.label_file && seen.has(`${r.id}:${r.label_file}`)) continue;
    seen.add(`${r.id}:${r.label_file}`);
    const path = r.label_file ? ctx.files.pathOf(r.label_file) : null;
    const present =
      path !== null &&
      (await stat(path).then(
        (s) => s.isFile(),
        () => false,
      ));
    if (!present) throw notFound('printing:errors.labelMissingOf', { oddNo: r.odd_no, oneId: r.one_id });
    entries.push({ name: `${r.odd_no}/${r.one_id}.pdf`, open: () => createReadStream(path) });
  }
  const body = new PassThrough();
  // A failure half way destroys the stream, so the download breaks instead of looking whole.
  streamLabelZip(entries, body).catch((error: unknown) => body.destroy(error as Error));
  await reply
    .header('Content-Type', 'application/zip')
    .header(
      'Content-Disposition',
      `attachment; filename="labels-${new Date().toISOString().slice(0, 10)}.zip"`,
    )
    .header('Cache-Control', 'no-store')
    .send(body);
  return REPLIED;
}
