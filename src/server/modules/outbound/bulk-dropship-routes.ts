import { XLSX_MIME } from '../../../domain/kernel/imports';
import {
  BULK_DROPSHIP_COLUMNS,
  BULK_DROPSHIP_EXAMPLE,
  bulkDropshipCheck,
  bulkDropshipCreated,
  bulkUploadIdQuery,
  bulkUploadListRequest,
  bulkUploadSummary,
  bulkUploadView,
} from '../../../domain/outbound/bulk';
import { BusinessPart } from '../../../domain/kernel/permissions';
import { requestKeyQuery } from '../../../domain/kernel/request-key';
import type { Action } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import { defineRoute, fileAnswer, WithMessage } from '../../http/route';
import { sendTemplate, templateXlsx } from '../../imports/template';
import { readBulkUpload } from './bulk-dropship-files';
import { bulkUploadPage, checkBulkDropship, createBulkDropship, uploadView } from './bulk-dropship-service';

/** Bulk dropshipping (src/domain/outbound/bulk.ts): the seller's template, check, create and its uploads. */

const business = (action: Action) => ({ kind: 'permission', code: BusinessPart.orders, action }) as const;

export const bulkDropshipRoutes = [
  defineRoute({
    method: 'GET',
    path: '/outbound/bulkDropship/template',
    hosts: ['business'],
    access: business('import'),
    summary: 'The bulk dropship template (xlsx: ONE ID, label file name in the ZIP, remark)',
    response: fileAnswer(XLSX_MIME),
    handler: async (ctx, _input, reply) =>
      sendTemplate(
        reply,
        await templateXlsx(BULK_DROPSHIP_COLUMNS, BULK_DROPSHIP_EXAMPLE, ctx.lang),
        'bulk-dropship-template.xlsx',
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/bulkDropship/check',
    hosts: ['business'],
    access: business('import'),
    summary:
      'Check a bulk dropship upload (multipart "files": one xlsx and one ZIP of label PDFs): every row and label, nothing created',
    multipart: true,
    response: bulkDropshipCheck,
    handler: async (ctx, _input, reply) => checkBulkDropship(ctx, await readBulkUpload(reply)),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/bulkDropship/create',
    hosts: ['business'],
    access: business('import'),
    summary:
      'Create a ship-with-label order per row of a bulk upload: all in one transaction or none; the same files create once',
    multipart: true,
    query: requestKeyQuery,
    response: bulkDropshipCreated,
    handler: async (ctx, { query }, reply) => {
      const created = await createBulkDropship(ctx, await readBulkUpload(reply), query.requestKey);
      return new WithMessage(
        created,
        created.fresh ? 'outbound-bulk:messages.created' : 'outbound-bulk:messages.alreadyCreated',
        { count: created.upload.rowCount },
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/bulkDropship/list',
    hosts: ['business'],
    access: business('query'),
    summary: "The seller's bulk dropship uploads, newest first",
    body: bulkUploadListRequest.optional(),
    response: pageSchema(bulkUploadSummary),
    handler: (ctx, { body }) => bulkUploadPage(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/outbound/bulkDropship/get',
    hosts: ['business'],
    access: business('get'),
    summary: 'One bulk dropship upload: its rows and the order each created',
    query: bulkUploadIdQuery,
    response: bulkUploadView,
    handler: (ctx, { query }) => uploadView(ctx, ctx.user.id, query.id),
  }),
];
