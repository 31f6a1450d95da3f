import type { Kysely } from 'kysely';
import { NoticeAudience } from '../../domain/notices/notice-rules';
import type { NoticeCreateRequest } from '../../domain/notices/notices';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { createNotice, withdrawNotice } from '../modules/notices/notice-admin';
import { markRead } from '../modules/notices/notice-reading';
import { demoActor } from './demo-context';

/**
 * Announcements' demo (issue 28 point 2), written by the demo admin through the notices' services:
 * for sellers, for warehouse staff and for both, a draft, a notice scheduled three days ahead, two
 * published (one read by the demo seller and the warehouse user, one unread, so each header's bell
 * shows a count) and a withdrawn one. One is in English only; one was also sent by email (kept in
 * the outbox without an SMTP server). Runs once: a later start finds the notices and stops.
 */

type Env = { config: AppConfig; files: FileStore };
type Text = Pick<NoticeCreateRequest, 'titleEn' | 'bodyEn' | 'titleZh' | 'bodyZh'>;

const DAY_MS = 86_400_000;

const SELLERS: Record<'draft' | 'scheduled' | 'read' | 'unread' | 'withdrawn', Text> = {
  draft: {
    titleEn: 'New storage fee tiers from February',
    bodyEn: 'Pairs stored over 90 days will move to the long-term rate. Details and examples follow.',
    titleZh: '二月起仓储费分档调整',
    bodyZh: '存放超过 90 天的商品将按长期仓储费计费，详细说明和示例稍后公布。',
  },
  scheduled: {
    titleEn: 'Cross-listing maintenance window',
    bodyEn:
      'Listings will not sync with the marketplaces for about one hour during the maintenance.\nPrices and stock catch up automatically afterwards.',
    titleZh: '多平台刊登系统维护',
    bodyZh: '维护期间约一小时内刊登不会与各平台同步。\n维护结束后价格和库存会自动补齐。',
  },
  read: {
    titleEn: 'Welcome to the new seller portal',
    bodyEn: 'Your inventory, orders and wallet are now in one place. Tell us what you miss.',
    titleZh: '欢迎使用新版商家门户',
    bodyZh: '库存、订单和钱包现已集中在一处。如有需要的功能，欢迎告诉我们。',
  },
  unread: {
    titleEn: 'Holiday shipping cut-off: December 20',
    bodyEn:
      'Outbound orders approved after December 20 ship after the holidays.\nCash-out requests are paid as usual.',
    titleZh: '节假日发货截止：12 月 20 日',
    bodyZh: '12 月 20 日之后审核通过的出库订单将于节后发货。\n回收提现照常打款。',
  },
  withdrawn: {
    titleEn: 'Withdrawal fee change (cancelled)',
    bodyEn: 'This change has been called off.',
    titleZh: '提现手续费调整（已取消）',
    bodyZh: '该调整已取消。',
  },
};

const WAREHOUSE: Record<keyof typeof SELLERS, Text> = {
  draft: {
    titleEn: 'Stocktake plan for January',
    bodyEn: 'Racks A to D on the first weekend, E to H on the second.',
    titleZh: '一月盘点计划',
    bodyZh: '第一个周末盘点 A 至 D 货架，第二个周末盘点 E 至 H 货架。',
  },
  scheduled: {
    titleEn: 'Scanner firmware update',
    bodyEn: 'Dock the handheld scanners overnight so they take the update.',
    titleZh: '扫码枪固件升级',
    bodyZh: '请在当晚将手持扫码枪放回底座充电，以便完成升级。',
  },
  read: {
    titleEn: 'Inspection photo checklist',
    bodyEn: 'Every pair: both sides, the soles, the size label and the box label.',
    titleZh: '质检拍照清单',
    bodyZh: '每双鞋需拍摄：两侧、鞋底、尺码标和鞋盒标签。',
  },
  unread: {
    titleEn: 'Peak season shifts',
    bodyEn: 'From December 1 the evening shift packs outbound orders until 22:00.',
    titleZh: '旺季排班',
    bodyZh: '12 月 1 日起晚班打包出库订单至 22:00。',
  },
  withdrawn: {
    titleEn: 'Dock 2 closed (reopened)',
    bodyEn: 'Dock 2 is open again.',
    titleZh: '2 号月台关闭（已重新开放）',
    bodyZh: '2 号月台已重新开放。',
  },
};

const BOTH: Record<keyof typeof SELLERS, Text> = {
  draft: {
    titleEn: 'Chinese New Year schedule',
    bodyEn: 'The warehouse closes for five days; the exact dates follow.',
    titleZh: '春节安排',
    bodyZh: '仓库将停工五天，具体日期稍后公布。',
  },
  scheduled: {
    titleEn: 'Platform update on Sunday night',
    bodyEn: 'The apps may log you out once; your work is kept.',
    titleZh: '周日晚平台升级',
    bodyZh: '升级期间可能需要重新登录一次，已保存的工作不受影响。',
  },
  read: {
    titleEn: 'Support hours',
    bodyEn: 'Support answers from 9:00 to 18:00, Monday to Saturday.',
    titleZh: '客服时间',
    bodyZh: '客服服务时间为周一至周六 9:00 至 18:00。',
  },
  unread: {
    // Written in English only: a Chinese reader gets it in English, said so.
    titleEn: 'New ONE ID labels',
    bodyEn: 'Labels printed from today carry a larger barcode. Old labels stay valid.',
    titleZh: '',
    bodyZh: '',
  },
  withdrawn: {
    titleEn: 'Power maintenance (postponed)',
    bodyEn: 'The maintenance has been postponed.',
    titleZh: '电力检修（已延期）',
    bodyZh: '电力检修已延期。',
  },
};

export async function seedDemoNotices(db: Kysely<DB>, env: Env): Promise<void> {
  if (await db.selectFrom('notices').select('id').limit(1).executeTakeFirst()) return;
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const warehouse = await demoActor(db, db, env, 'warehouse', 'warehouse');
  const now = new Date();
  let n = 0;
  const write = (audience: NoticeAudience, text: Text, how: Partial<NoticeCreateRequest>) =>
    createNotice(
      admin,
      {
        audience,
        sendEmail: false,
        publishAt: null,
        intent: 'publish',
        ...text,
        ...how,
        requestKey: `demo-notice-${(n += 1)}`,
      },
      now,
    );
  const sets: [NoticeAudience, Record<keyof typeof SELLERS, Text>][] = [
    [NoticeAudience.sellers, SELLERS],
    [NoticeAudience.warehouse, WAREHOUSE],
    [NoticeAudience.both, BOTH],
  ];
  for (const [audience, texts] of sets) {
    const withdrawn = await write(audience, texts.withdrawn, {});
    await withdrawNotice(admin, withdrawn.id, now);
    const read = await write(audience, texts.read, {});
    await write(audience, texts.unread, { sendEmail: audience === NoticeAudience.sellers });
    await write(audience, texts.scheduled, {
      publishAt: new Date(now.getTime() + 3 * DAY_MS).toISOString(),
      sendEmail: audience === NoticeAudience.sellers,
    });
    await write(audience, texts.draft, { intent: 'draft' });
    if (audience !== NoticeAudience.warehouse) await markRead(seller, { id: read.id }, now);
    if (audience !== NoticeAudience.sellers) await markRead(warehouse, { id: read.id }, now);
  }
}
