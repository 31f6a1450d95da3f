import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { LABEL_PURCHASE_JOB, labelPurchaseJob } from '../modules/labels/label-purchase-job';
import { LABEL_REFUNDS_JOB, labelRefundsJob } from '../modules/labels/label-refunds';
import { LISTING_JOBS } from '../modules/listing/listing-jobs';
import { LISTING_ORDER_POLL_JOB } from '../modules/listing/listing-job-kinds';
import { ORDER_POLL_EVERY_MS } from '../modules/listing/sale-jobs';
import { AUTO_PRICING_EVERY_MS, AUTO_PRICING_JOB } from '../modules/listing/auto-pricing-job';
import { RESHIP_LABEL_JOB } from '../modules/outbound/reship-label';
import {
  PRICE_SNAPSHOT_EVERY_MS,
  PRICE_SNAPSHOT_JOB,
  priceSnapshotJob,
} from '../modules/sourcing/price-snapshots';
import { reshipLabelJob } from '../modules/outbound/reship-label-job';
import { FLEX_FEED_EVERY_MS, FLEX_FEED_JOB, flexFeedJob } from '../modules/sourcing/flex-feed-job';
import { FLEX_LABEL_JOB, flexLabelJob } from '../modules/sourcing/flex-label-job';
import { SHOP_JOBS } from '../modules/sourcing/shop-sync-job';
import { SHOP_STOCK_WATCH_EVERY_MS, SHOP_STOCK_WATCH_JOB } from '../modules/sourcing/shop-sync-queue';
import { MAIL_DELIVERY_JOB, mailDeliveryJob } from '../modules/email/mail-delivery-job';
import { NOTICE_MAIL_JOB, noticeMailJob } from '../modules/notices/notice-mail';
import { BI_REFRESH_EVERY_MS, BI_REFRESH_JOB, biRefreshJob } from '../modules/bi/bi-refresh-job';
import { EXPORT_JOB, exportJob } from './export-job';
import { PURGE_DOWNLOADS_JOB, PURGE_EVERY_MS, purgeDownloadsJob } from './purge-downloads';
import { startJobWorker } from './worker';

/**
 * The app's background worker: every job kind and its handler, and the periodic jobs. Started with
 * the app and stopped when it closes (a running job stops between pages and goes back to the queue).
 * PGlite has one connection, so one job at a time there; PostgreSQL runs two.
 */
export function runAppWorker(app: FastifyInstance, config: AppConfig, database: Database): void {
  const worker = startJobWorker({
    db: database.db,
    config,
    log: app.log,
    handlers: {
      [EXPORT_JOB]: exportJob,
      [PURGE_DOWNLOADS_JOB]: purgeDownloadsJob,
      [LABEL_PURCHASE_JOB]: labelPurchaseJob,
      [LABEL_REFUNDS_JOB]: labelRefundsJob,
      [RESHIP_LABEL_JOB]: reshipLabelJob,
      ...LISTING_JOBS,
      [PRICE_SNAPSHOT_JOB]: priceSnapshotJob,
      [FLEX_LABEL_JOB]: flexLabelJob,
      [FLEX_FEED_JOB]: flexFeedJob,
      ...SHOP_JOBS,
      [BI_REFRESH_JOB]: biRefreshJob,
      [MAIL_DELIVERY_JOB]: mailDeliveryJob,
      [NOTICE_MAIL_JOB]: noticeMailJob,
    },
    periodic: [
      { kind: PURGE_DOWNLOADS_JOB, everyMs: PURGE_EVERY_MS },
      { kind: BI_REFRESH_JOB, everyMs: BI_REFRESH_EVERY_MS },
      { kind: LABEL_REFUNDS_JOB, everyMs: config.labelRefundPollMs },
      { kind: LISTING_ORDER_POLL_JOB, everyMs: ORDER_POLL_EVERY_MS },
      { kind: AUTO_PRICING_JOB, everyMs: AUTO_PRICING_EVERY_MS },
      { kind: PRICE_SNAPSHOT_JOB, everyMs: PRICE_SNAPSHOT_EVERY_MS },
      { kind: FLEX_FEED_JOB, everyMs: FLEX_FEED_EVERY_MS },
      { kind: SHOP_STOCK_WATCH_JOB, everyMs: SHOP_STOCK_WATCH_EVERY_MS },
    ],
    staleAfterMs: config.jobStaleAfterMs,
    concurrency: database.engine === 'pglite' ? 1 : 2,
  });
  app.addHook('onClose', () => worker.stop());
}
