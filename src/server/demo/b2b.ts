import type { Kysely } from 'kysely';
import { InventoryStatus } from '../../domain/kernel/product-rules';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { offerPairs, withdrawOffer } from '../modules/sourcing/b2b-offers';
import { buyOffer } from '../modules/sourcing/b2b-purchase';
import { demoActor } from './demo-context';

/**
 * The B2B board's demo (issue 26 points 6 and 7), made through the board's own services: seller2
 * offers a pair and a lot of two (open, on the demo seller's board) and a third pair the demo seller
 * bought (sold: a switch user order, the price moved between the wallets); the demo seller offers a
 * pair (open, on seller2's board) and withdrew another. Pairs on a shelf and listed nowhere, so the
 * listing demo keeps its listings. Runs once: a later start finds the offers and stops.
 */

/** The price of the sold offer: seller2's wallet holds it on top of what the other demos left it. */
export const DEMO_B2B_SALE_CENTS = 15_000;

type Env = { config: AppConfig; files: FileStore };

/** A seller's available pairs on a shelf of the warehouse where it has the most, listed on no marketplace, newest first. */
async function unlistedPairs(db: Kysely<DB>, sellerId: number, count: number): Promise<string[]> {
  const free = db
    .selectFrom('products as p')
    .where('p.shop_user_id', '=', sellerId)
    .where('p.status', '=', InventoryStatus.available)
    .where('p.shelf_id', 'is not', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('listings as l').select('l.id').whereRef('l.product_id', '=', 'p.id'))),
    );
  const ware = await free
    .select(['p.ware_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('p.ware_id')
    .orderBy('n', 'desc')
    .executeTakeFirst();
  if (!ware) return [];
  const rows = await free
    .select('p.one_id')
    .where('p.ware_id', '=', ware.ware_id)
    .orderBy('p.id', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => r.one_id);
}

export async function seedDemoB2b(db: Kysely<DB>, env: Env): Promise<void> {
  if (await db.selectFrom('b2b_offers').select('id').limit(1).executeTakeFirst()) return;
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const seller2 = await demoActor(db, db, env, 'seller2', 'business');
  const mine = await unlistedPairs(db, seller.user.id, 2);
  const theirs = await unlistedPairs(db, seller2.user.id, 4);
  if (mine.length < 2 || theirs.length < 4) return;
  let n = 0;
  const offer = (who: typeof seller, oneIds: string[], priceCents: number, remark: string) =>
    offerPairs(who, { oneIds, priceCents, remark, requestKey: `demo-b2b-offer-${(n += 1)}` });

  await offer(seller2, theirs.slice(0, 1), 18_500, 'Deadstock, box intact');
  await offer(seller2, theirs.slice(1, 3), 42_000, 'Two pairs, sold together');
  const sold = await offer(seller2, theirs.slice(3, 4), DEMO_B2B_SALE_CENTS, '');
  await buyOffer(seller, { id: sold.id, requestKey: 'demo-b2b-buy-1' });
  await offer(seller, mine.slice(0, 1), 21_000, 'Tried on once');
  const withdrawn = await offer(seller, mine.slice(1, 2), 19_900, '');
  await withdrawOffer(seller, withdrawn.id);
}
