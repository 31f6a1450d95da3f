import { XLSX_MIME } from '../../../domain/kernel/imports';
import { FinancePage } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import {
  BULK_COLUMNS,
  BULK_EXAMPLE,
  bulkBatchListRequest,
  bulkBatchSchema,
  bulkKindQuery,
  bulkPostedSchema,
  bulkPreviewSchema,
} from '../../../domain/wallet/bulk';
import { defineRoute, fileAnswer, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { readUploadFile } from '../../imports/importer';
import { sendTemplate, templateXlsx } from '../../imports/template';
import { bulkBatchPage, checkBulk, postBulk } from './bulk-service';

/** Finance/ChargeDeduction, bulk by spreadsheet: its own permission page (1000 page 6). */
const bulk = { kind: 'permission', code: FinancePage.bulkChargeDeduction } as const;

export const walletBulkRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/finance/bulk/template',
    hosts: ['admin'],
    access: { ...bulk, action: 'import' },
    summary: 'The bulk deposit or deduction template (xlsx: user code, amount in USD, reason)',
    query: bulkKindQuery,
    response: fileAnswer(XLSX_MIME),
    handler: async (ctx, { query }, reply) =>
      sendTemplate(
        reply,
        await templateXlsx(BULK_COLUMNS, BULK_EXAMPLE, ctx.lang),
        `bulk-${query.kind}-template.xlsx`,
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/bulk/check',
    hosts: ['admin'],
    access: { ...bulk, action: 'import' },
    summary: 'Check a bulk sheet (multipart "file"): every row, answered per row; nothing is posted',
    multipart: true,
    query: bulkKindQuery,
    response: bulkPreviewSchema,
    handler: async (ctx, { query }, reply) => {
      const file = await readUploadFile(reply);
      return checkBulk(ctx, { kind: query.kind, fileName: file.filename, bytes: file.bytes });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/bulk/post',
    hosts: ['admin'],
    access: { ...bulk, action: 'import' },
    summary: 'Post a bulk sheet (multipart "file"): all rows in one transaction or none; a sheet posts once',
    multipart: true,
    query: bulkKindQuery,
    response: bulkPostedSchema,
    handler: async (ctx, { query }, reply) => {
      const file = await readUploadFile(reply);
      const posted = await postBulk(ctx, { kind: query.kind, fileName: file.filename, bytes: file.bytes });
      return new WithMessage(posted, posted.fresh ? 'wallet:bulk.posted' : 'wallet:bulk.alreadyPosted', {
        at: posted.batch.createdAt,
        by: posted.batch.operatorName,
      });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/bulk/list',
    hosts: ['admin'],
    access: { ...bulk, action: 'query' },
    summary: 'The posted bulk batches, newest first: when, who, kind, rows, total, file name',
    body: bulkBatchListRequest.optional(),
    response: pageSchema(bulkBatchSchema),
    handler: (ctx, { body }) => bulkBatchPage(ctx, body ?? {}),
  }),
];
