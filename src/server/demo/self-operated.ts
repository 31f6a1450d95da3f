import type { Kysely } from 'kysely';
import { InspectionGrade } from '../../domain/inspection/rules';
import { formatOneId, parseOneId } from '../../domain/kernel/one-id';
import { OrderKind } from '../../domain/outbound/kind-codes';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import { selfOperatedSessionOf } from '../http/self-operated-session';
import { runOnline } from '../kernel/action-context';
import { selfOperatedAccountId } from '../kernel/self-operated-account';
import { createForecast } from '../modules/inbound/forecast-service';
import { receiveParcel } from '../modules/inbound/receiving-service';
import { inspectItem } from '../modules/inspection/inspection-service';
import { leaseOneIds } from '../modules/inspection/one-id-service';
import {
  approveOrder,
  createReship,
  createShipWithLabel,
  createSwitchUser,
  payOrder,
} from '../modules/outbound/order-service';
import { shelveItem } from '../modules/shelving/shelving-service';
import { addDrawAccount } from '../modules/wallet/application-draw-accounts';
import { approveRecharge } from '../modules/wallet/application-review';
import { applyForWithdrawal } from '../modules/wallet/application-seller';
import { DEMO_PASSWORD } from './accounts';
import { demoActor } from './demo-context';
import { uploadedLabel } from './outbound';
import { pairPhotoPng } from './pictures';
import { storedPhoto } from './repair';
import { recharge } from './wallet-applications';

/**
 * The self-operated warehouse area's demo (issue 28 point 6): the demo admin works in
 * /admin/warehouse as the platform's own seller account, through the services a request from there
 * takes (the session access.ts makes: the account, the admin as its person). Beside the pairs the
 * platform bought by cash-out (outbound's demo), the account has a forecast on its way and one
 * received, inspected and shelved; a recharge credited and one waiting, a withdrawal waiting; a
 * ship-with-label order paid, a reship and a switch to Seller Two waiting for review. Runs once: a
 * later start finds the account's forecasts and stops.
 */

type Env = { config: AppConfig; files: FileStore };

const REMARK = 'Bought at the outlet for the platform';
const ARRIVED = ['1ZSELFOP0000000001'];
const ON_ITS_WAY = ['1ZSELFOP0000000002'];
const SHELVED_PAIRS = [
  { sku: 'DD1391-100', size: '9.5', quantity: 2, costPrice: 10_500, supply: 'Nike outlet' },
  { sku: 'HP7870', size: '9', quantity: 2, costPrice: 8_000, supply: 'adidas outlet' },
];
const DEVICE = 'demo-self-operated';

/** The warehouse with the most enabled shelves (the demo's main one) and its first shelf. */
async function mainShelf(db: Kysely<DB>) {
  return db
    .selectFrom('shelves as s')
    .innerJoin('warehouses as w', 'w.id', 's.ware_id')
    .select(['s.id', 's.ware_id'])
    .where('s.status', '=', 1)
    .where('w.status', '=', 1)
    .orderBy('w.id')
    .orderBy('s.id')
    .executeTakeFirst();
}

export async function seedDemoSelfOperated(db: Kysely<DB>, env: Env): Promise<void> {
  const accountId = await selfOperatedAccountId(db);
  const seeded = await db
    .selectFrom('packs')
    .select('id')
    .where('shop_user_id', '=', accountId)
    .where('remark', '=', REMARK)
    .executeTakeFirst();
  if (seeded) return;
  const shelf = await mainShelf(db);
  if (!shelf) return;
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  const area: AuthedContext = {
    ...admin,
    host: 'business',
    requestId: 'demo-seed-self-operated',
    user: await selfOperatedSessionOf(db, admin.user),
  };
  const staff = { ...(await demoActor(db, db, env, 'warehouse', 'warehouse')), wareId: shelf.ware_id };

  // Inbound: one forecast still on its way, one received, its pairs inspected and shelved.
  await createForecast(area, {
    wareId: shelf.ware_id,
    logNos: ON_ITS_WAY,
    items: [{ sku: 'M990GL6', size: '10', quantity: 1, costPrice: 15_000, supply: 'New Balance outlet' }],
    remark: 'A restock for the platform store',
  });
  const arrived = await createForecast(area, {
    wareId: shelf.ware_id,
    logNos: ARRIVED,
    items: SHELVED_PAIRS,
    remark: REMARK,
  });
  await runOnline(staff, (trx, meta) =>
    receiveParcel(staff, trx, meta, { wareId: shelf.ware_id, logNo: ARRIVED[0] }),
  );
  const lines = await db
    .selectFrom('pack_items')
    .select(['id', 'quantity'])
    .where('pack_id', '=', arrived.id)
    .orderBy('id')
    .execute();
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const lease = await leaseOneIds(staff, DEVICE, count);
  const start = parseOneId(lease.start);
  if (start === null) throw new Error(`the ONE ID lease starts at ${lease.start}`);
  const oneIds: string[] = [];
  for (const line of lines) {
    for (let i = 0; i < line.quantity; i += 1) {
      const oneId = formatOneId(start + oneIds.length);
      const photo = await storedPhoto(staff, pairPhotoPng(oneId, InspectionGrade.qualified));
      await runOnline(staff, async (trx, meta) => {
        await inspectItem(staff, trx, meta, {
          wareId: shelf.ware_id,
          logNo: ARRIVED[0],
          packItemId: line.id,
          grade: InspectionGrade.qualified,
          checkRemark: '',
          photos: [photo],
          oneId,
        });
        await shelveItem(staff, trx, meta, { wareId: shelf.ware_id, oneId, shelfId: shelf.id });
      });
      oneIds.push(oneId);
    }
  }

  // The wallet: $1,500 credited, $400 waiting for review, a withdrawal of $200 waiting.
  const credited = await recharge(area, 'USD', '1500', 'DEMO-SELF-TT-0001');
  await approveRecharge(admin, { id: credited.id, creditedAmount: 150_000 });
  await recharge(area, 'USD', '400', 'DEMO-SELF-TT-0002');
  const bank = await addDrawAccount(area, {
    holderType: 2,
    method: 2,
    holderName: 'SoleStack Platform Ltd.',
    accountNumber: '6222021009876543210',
    bankName: 'Bank of America',
  });
  // The person confirms with their own password: the account has none anyone knows.
  await applyForWithdrawal(area, {
    amount: 20_000,
    method: 2,
    drawAccountId: bank.id,
    password: DEMO_PASSWORD,
  });

  // Orders: a ship-with-label order approved and paid, a reship and a switch user waiting for review.
  const [shipped, reshipped, switched] = oneIds;
  const label = await uploadedLabel(db, env, area, 900);
  const ship = await createShipWithLabel(area, {
    items: [{ oneId: shipped, labelFile: label }],
    remark: 'Sold in the platform store: buyer label attached',
  });
  await approveOrder(admin, ship.id);
  await payOrder(area, ship.id, OrderKind.shipWithLabel);
  await createReship(area, {
    oneIds: [reshipped],
    address: {
      name: 'SoleStack Showroom',
      street1: '417 Montgomery St',
      city: 'San Francisco',
      state: 'CA',
      zip: '94104',
      country: 'US',
    },
    remark: 'To the showroom for display',
  });
  await createSwitchUser(area, { oneIds: [switched], toUid: 'U100002', remark: 'Sold to Seller Two' });
}
