import type { Kysely } from 'kysely';
import { pathTo, statusesOf } from '../../domain/outbound/kinds';
import { ORDER_KINDS, OrderKind } from '../../domain/outbound/kind-codes';
import type { OrderAction } from '../../domain/outbound/kind-codes';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import {
  acceptCashOut,
  approveOrder,
  cancelPlatformOutbound,
  closeOrder,
  createCashOut,
  createPlatformOutbound,
  createReship,
  createShipWithLabel,
  createSwitchUser,
  markException,
  payOrder,
  quoteCashOut,
  recallOrder,
  rejectOrder,
  resumeOrder,
  shipOrder,
} from '../modules/outbound/order-service';
import { createConsignments, recordPlatformSale } from '../modules/outbound/consignment-service';
import { demoActor } from './demo-context';
import { buyDemoReshipLabel } from './reship-labels';

/**
 * Outbound's demo (issue 16): the demo seller's orders of every kind in every status, each walked there
 * through the same services a request takes (approval, quote, payment from the seller's wallet, recall,
 * exit), so the wallet, the events and the audit log tell the same story. The platform's direct outbound
 * sends out pairs the platform bought by cash-out. Runs once: a later start finds the orders and stops.
 */

type Env = { config: AppConfig; files: FileStore };
type Actors = { seller: AuthedContext; admin: AuthedContext; warehouse: AuthedContext };

const ADDRESS = {
  name: 'Demo Seller',
  street1: '200 Harbor Blvd',
  city: 'Weehawken',
  state: 'NJ',
  zip: '07086',
  country: 'US',
};

/** A one-page PDF, as a seller's uploaded buyer label would be. */
export function labelPdf(n: number): Buffer {
  const text = `Demo buyer label ${n}`;
  const stream = `BT /F1 18 Tf 20 200 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The label as the create service takes it (the request's file URL, read): its content hash. */
export async function uploadedLabel(
  db: Kysely<DB>,
  env: Env,
  seller: AuthedContext,
  n: number,
): Promise<string> {
  const bytes = labelPdf(n);
  const hash = await env.files.put(bytes);
  await db
    .insertInto('files')
    .values({
      hash,
      mime: 'application/pdf',
      size: bytes.length,
      original_name: `buyer-label-${n}.pdf`,
      uploaded_by: seller.user.id,
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  await db
    .insertInto('file_uploads')
    .values({ hash, user_id: seller.user.id })
    .onConflict((oc) => oc.columns(['hash', 'user_id']).doNothing())
    .execute();
  return hash;
}

async function take(a: Actors, kind: OrderKind, id: number, wareId: number, action: OrderAction) {
  switch (action) {
    case 'approve':
      return approveOrder(a.admin, id);
    case 'reject':
      return rejectOrder(a.admin, {
        id,
        reasons: ['addressProblem'],
        remark: 'The street number is missing',
      });
    case 'quote':
      return quoteCashOut(a.admin, id, 9_500);
    case 'accept':
      return acceptCashOut(a.seller, id);
    case 'pay':
      return payOrder(a.seller, id, kind);
    case 'recall':
      return kind === OrderKind.platformOutbound
        ? cancelPlatformOutbound(a.admin, id)
        : recallOrder(a.seller, id, kind);
    case 'ship':
      if (kind === OrderKind.reship) await buyDemoReshipLabel(a.warehouse, id);
      return shipOrder(a.warehouse, id, wareId);
    case 'exception':
      // A reship's exception is the carrier refusing its label (the pay queued its purchase).
      if (kind === OrderKind.reship) return buyDemoReshipLabel(a.warehouse, id, true);
      return markException(a.warehouse, id, 'warehouse');
    case 'resume':
      return resumeOrder(a.admin, id);
    case 'close':
      return closeOrder(a.admin, id);
    case 'sell':
      return recordPlatformSale(a.admin, {
        id,
        platName: 'stockx',
        platOrderNo: `SX-DEMO-${id}`,
        soldPriceCents: 26_000,
      });
    default:
      throw new Error(`the demo takes no ${action} step`);
  }
}

async function create(db: Kysely<DB>, env: Env, a: Actors, kind: OrderKind, oneIds: string[], n: number) {
  switch (kind) {
    case OrderKind.shipWithLabel:
      return createShipWithLabel(a.seller, {
        items: await Promise.all(
          oneIds.map(async (oneId, i) => ({
            oneId,
            labelFile: await uploadedLabel(db, env, a.seller, n * 10 + i),
          })),
        ),
        remark: 'Sold on a marketplace: buyer label attached',
      });
    case OrderKind.reship:
      return createReship(a.seller, { oneIds, address: ADDRESS, remark: 'Back to my home address' });
    case OrderKind.cashOut:
      return createCashOut(a.seller, { oneIds, remark: 'Quick cash, please' });
    case OrderKind.switchUser:
      return createSwitchUser(a.seller, { oneIds, toUid: 'U100002', remark: 'Sold to Seller Two' });
    case OrderKind.consignment: {
      const [first] = await createConsignments(a.seller, {
        items: oneIds.map((oneId) => ({ oneId, priceCents: 25_000 })),
        remark: 'Sell it for me',
      });
      return first;
    }
    default:
      return createPlatformOutbound(a.admin, { oneIds, address: ADDRESS, remark: 'Platform sale' });
  }
}

export async function seedDemoOutbound(db: Kysely<DB>, env: Env): Promise<void> {
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const made = await db.selectFrom('outbound_orders').select('id').limit(1).executeTakeFirst();
  if (made) return;
  const a: Actors = {
    seller,
    admin: await demoActor(db, db, env, 'admin', 'admin'),
    warehouse: await demoActor(db, db, env, 'warehouse', 'warehouse'),
  };
  // The seller's warehouse with the most available pairs; one pair per order, the oldest first.
  const ware = await db
    .selectFrom('products')
    .select(['ware_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('shop_user_id', '=', seller.user.id)
    .where('status', '=', 1)
    .groupBy('ware_id')
    .orderBy('n', 'desc')
    .executeTakeFirst();
  if (!ware) return;
  const free = await db
    .selectFrom('products')
    .select('one_id')
    .where('shop_user_id', '=', seller.user.id)
    .where('ware_id', '=', ware.ware_id)
    .where('status', '=', 1)
    .orderBy('id')
    .limit(40)
    .execute();
  const pool = free.map((p) => p.one_id);
  const platformPairs: string[] = [];
  let n = 0;
  // Flex shipments have their own demo (flex.ts): through the program's review, label and feed.
  for (const kind of ORDER_KINDS.filter((k) => k !== OrderKind.flex)) {
    for (const status of statusesOf(kind)) {
      n += 1;
      const pairs = kind === OrderKind.platformOutbound ? platformPairs.splice(0, 1) : pool.splice(0, 1);
      if (pairs.length === 0) return;
      const { id } = await create(db, env, a, kind, pairs, n);
      for (const step of pathTo(kind, status)) await take(a, kind, id, ware.ware_id, step.action);
      // Pairs the platform bought by cash-out are what its direct outbound sends.
      if (kind === OrderKind.cashOut && status === 4) {
        for (let extra = 0; extra < 2; extra += 1) {
          const more = pool.splice(0, 1);
          const order = await createCashOut(a.seller, { oneIds: more, remark: 'Quick cash, please' });
          for (const step of pathTo(kind, status)) await take(a, kind, order.id, ware.ware_id, step.action);
          platformPairs.push(...more);
        }
        platformPairs.push(...pairs);
      }
    }
  }
  // Two reships recalled once paid: one before its label was bought (the purchase stopped), one after
  // the carrier sold it (the label voided, its refund the platform's).
  for (const labelBought of [false, true]) {
    const late = pool.splice(0, 1);
    if (late.length === 0) return;
    n += 1;
    const { id } = await create(db, env, a, OrderKind.reship, late, n);
    for (const action of ['approve', 'pay'] as const)
      await take(a, OrderKind.reship, id, ware.ware_id, action);
    if (labelBought) await buyDemoReshipLabel(a.warehouse, id);
    await take(a, OrderKind.reship, id, ware.ware_id, 'recall');
    await buyDemoReshipLabel(a.warehouse, id);
  }
}
