import type { Kysely, Selectable } from 'kysely';
import { ProductEventType } from '../../domain/kernel/events';
import { ForecastKind, ParcelStatus } from '../../domain/inbound/inbound';
import { SkuStatus } from '../../domain/skus/skus';
import type { DB } from '../db/schema';
import type { Db } from '../kernel/db-helpers';

export const DEMO_SKUS = [
  {
    sku: 'DD1391-100',
    brand: 'Nike',
    name: 'Dunk Low Retro White Black Panda',
    sizes: ['8', '8.5', '9', '9.5', '10', '10.5', '11'],
  },
  {
    sku: 'DZ5485-612',
    brand: 'Jordan',
    name: 'Air Jordan 1 Retro High OG Chicago Lost & Found',
    sizes: ['9', '9.5', '10', '11', '12'],
  },
  { sku: 'HP7870', brand: 'adidas', name: 'Samba OG Cloud White Core Black', sizes: ['7', '8', '9', '10'] },
  { sku: 'M990GL6', brand: 'New Balance', name: '990v6 Made in USA Grey', sizes: ['9', '10', '10.5', '11'] },
] as const;

export type DemoForecast = {
  seller: string;
  logNos: string[];
  remark: string;
  items: {
    sku?: string;
    name?: string;
    brand?: string;
    size: string;
    quantity: number;
    costCents: number;
    supply: string;
  }[];
};

const DEMO_FORECASTS: readonly DemoForecast[] = [
  {
    seller: 'seller',
    logNos: ['1Z999AA10123456784', '1Z999AA10123456785'],
    remark: 'Restock from the outlet run',
    items: [
      { sku: 'DD1391-100', size: '9', quantity: 2, costCents: 11_000, supply: 'Nike outlet' },
      { sku: 'HP7870', size: '10', quantity: 1, costCents: 9_500, supply: 'Foot Locker' },
    ],
  },
  {
    seller: 'seller',
    logNos: ['9400111899223334445566'],
    remark: '',
    items: [
      {
        name: 'Yeezy Slide Onyx',
        brand: 'adidas',
        size: '10',
        quantity: 1,
        costCents: 7_000,
        supply: 'Private seller',
      },
    ],
  },
  {
    seller: 'seller2',
    logNos: ['794612345678'],
    remark: 'Chicago pairs',
    items: [{ sku: 'DZ5485-612', size: '10', quantity: 2, costCents: 18_000, supply: 'SNKRS' }],
  },
];

/**
 * The SKU catalogue and a few scheduled forecasts of the demo sellers to the first demo warehouse,
 * ready to be received, inspected and shelved. Safe to run on every start: a seller who already has
 * forecasts gets none.
 */
export async function seedDemoInbound(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('skus')
    .values(
      DEMO_SKUS.map((s) => ({
        sku: s.sku,
        brand: s.brand,
        name: s.name,
        sizes: JSON.stringify(s.sizes),
        image: '',
        status: SkuStatus.enabled,
      })),
    )
    .onConflict((oc) => oc.column('sku').doNothing())
    .execute();
  const ware = await db
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('name', '=', 'Demo Warehouse NJ')
    .executeTakeFirst();
  if (!ware) return;
  const skus = await db
    .selectFrom('skus')
    .selectAll()
    .where(
      'sku',
      'in',
      DEMO_SKUS.map((s) => s.sku),
    )
    .execute();
  for (const f of DEMO_FORECASTS) {
    const seller = await db
      .selectFrom('users')
      .select(['id', 'realname'])
      .where('username', '=', f.seller)
      .where('is_demo', '=', true)
      .executeTakeFirst();
    if (!seller) continue;
    const has = await db
      .selectFrom('packs')
      .select('id')
      .where('shop_user_id', '=', seller.id)
      .where('remark', '=', f.remark)
      .executeTakeFirst();
    if (has) continue;
    const taken = await db
      .selectFrom('parcels')
      .select('id')
      .where('log_no', 'in', f.logNos)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (taken) continue;
    await db
      .transaction()
      .execute((trx) => insertDemoForecast(trx, { seller, ware, skus, forecast: f, at: new Date() }));
  }
}

/**
 * A seller's forecast as the forecast service writes it (forecast, parcels, expected lines, event 10),
 * made at `at`: the demo's history spreads its forecasts over weeks. Returns the forecast and its lines.
 */
export async function insertDemoForecast(
  trx: Db,
  {
    seller,
    ware,
    skus,
    forecast: f,
    at,
  }: {
    seller: { id: number; realname: string };
    ware: { id: number; name: string };
    skus: readonly Selectable<DB['skus']>[];
    forecast: Omit<DemoForecast, 'seller'>;
    at: Date;
  },
): Promise<{ packId: number; lines: { id: number; quantity: number }[] }> {
  const pack = await trx
    .insertInto('packs')
    .values({
      kind: ForecastKind.forecast,
      shop_user_id: seller.id,
      ware_id: ware.id,
      status: ParcelStatus.scheduled,
      remark: f.remark,
      created_by: seller.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('parcels')
    .values(
      f.logNos.map((log_no) => ({
        pack_id: pack.id,
        ware_id: ware.id,
        log_no,
        status: ParcelStatus.scheduled,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  const lines = await trx
    .insertInto('pack_items')
    .values(
      f.items.map((item, position) => {
        const sku = skus.find((s) => s.sku === item.sku);
        return {
          pack_id: pack.id,
          position,
          sku_id: sku?.id ?? null,
          sku: sku?.sku ?? '',
          brand: sku?.brand ?? item.brand ?? '',
          name: sku?.name ?? item.name ?? '',
          size: item.size,
          quantity: item.quantity,
          cost_cents: item.costCents,
          supply: item.supply,
        };
      }),
    )
    .returning(['id', 'quantity', 'position'])
    .execute();
  await trx
    .insertInto('product_events')
    .values({
      type: ProductEventType.forecast,
      product_id: null,
      pack_id: pack.id,
      parcel_id: null,
      log_no: f.logNos.join(','),
      operator_id: seller.id,
      operator_name: seller.realname,
      check_result: null,
      ware_id: ware.id,
      ware_name: ware.name,
      shelf_id: null,
      ware_days: null,
      ware_fee_cents: null,
      out_type: null,
      out_time: null,
      delivery_fee_cents: null,
      other_fee_cents: null,
      flow_status: null,
      pre_id: null,
      op_id: null,
      gmt_create: at,
    })
    .execute();
  return {
    packId: pack.id,
    lines: lines.sort((a, b) => a.position - b.position).map((l) => ({ id: l.id, quantity: l.quantity })),
  };
}
