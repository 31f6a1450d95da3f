import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { BULK_DROPSHIP_COLUMNS } from '../../domain/outbound/bulk';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { sheetXlsx } from '../imports/template';
import { streamLabelZip } from '../kernel/printing/label-zip';
import { createBulkDropship } from '../modules/outbound/bulk-dropship-service';
import { createBox } from '../modules/outbound/reship-boxes';
import { approveOrder, createReship } from '../modules/outbound/order-service';
import { demoActor } from './demo-context';
import { labelPdf } from './outbound';

/**
 * Bulk dropshipping and reship boxes in the demo (src/domain/outbound/bulk.ts): one upload of the demo
 * seller (a sheet and a ZIP of 4 labels) through the same service as the screen, one of its orders
 * approved; and a reship of 3 pairs with 2 of them in a box, the third unboxed. Runs once.
 */

type Env = { config: AppConfig; files: FileStore };

const ADDRESS = {
  name: 'Demo Seller',
  street1: '200 Harbor Blvd',
  city: 'Weehawken',
  state: 'NJ',
  zip: '07086',
  country: 'US',
};

async function zipOf(files: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await streamLabelZip(
    files.map((f) => ({ name: f.name, open: () => f.bytes })),
    out,
  );
  return Buffer.concat(chunks);
}

/** The seller's available pairs of one warehouse, oldest first. */
async function freePairs(db: Kysely<DB>, sellerId: number, count: number): Promise<string[]> {
  const ware = await db
    .selectFrom('products')
    .select(['ware_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('shop_user_id', '=', sellerId)
    .where('status', '=', 1)
    .groupBy('ware_id')
    .orderBy('n', 'desc')
    .executeTakeFirst();
  if (!ware) return [];
  const rows = await db
    .selectFrom('products')
    .select('one_id')
    .where('shop_user_id', '=', sellerId)
    .where('ware_id', '=', ware.ware_id)
    .where('status', '=', 1)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((r) => r.one_id);
}

export async function seedDemoOutboundBulk(db: Kysely<DB>, env: Env): Promise<void> {
  if (await db.selectFrom('outbound_bulk_uploads').select('id').limit(1).executeTakeFirst()) return;
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  const pairs = await freePairs(db, seller.user.id, 7);
  if (pairs.length < 7) return;
  const dropship = pairs.slice(0, 4);
  const sheet = await sheetXlsx(
    BULK_DROPSHIP_COLUMNS,
    dropship.map((oneId, i) => ({
      oneId,
      label: `buyer-${oneId}.pdf`,
      remark: `Marketplace order ${7001 + i}`,
    })),
    'en_us',
  );
  const zip = await zipOf(
    dropship.map((oneId, i) => ({ name: `buyer-${oneId}.pdf`, bytes: labelPdf(900 + i) })),
  );
  const made = await createBulkDropship(seller, {
    sheet: { fieldname: 'files', filename: 'demo-dropship.xlsx', bytes: sheet },
    zip: { fieldname: 'files', filename: 'demo-labels.zip', bytes: zip },
  });
  const first = made.upload.rows[0]?.orderId;
  if (first) await approveOrder(admin, first);

  const reship = await createReship(seller, {
    oneIds: pairs.slice(4, 7),
    address: ADDRESS,
    remark: 'Three pairs home, two in one box',
  });
  await createBox(seller, { orderId: reship.id, oneIds: pairs.slice(4, 6) });
}
