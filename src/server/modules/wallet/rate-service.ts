import { cardInForce, storageFeeToDate as storageFeeOfCard } from '../../../domain/wallet/fees';
import type { RateCard, StorageFee } from '../../../domain/wallet/fees';
import { notFound } from '../../http/errors';
import type { Db } from '../../kernel/db-helpers';
import { cardOfColumns, cardsOfSeller, cardsOfSellers } from './rate-store';
import type { CardRow } from './rate-store';

/**
 * What other areas ask of the rates (listed in SERVER_MODULE_ENTRIES): the card in force for a
 * seller at a moment, and the storage fee of an item to a moment, which outbound charges (fee
 * type 3 or 4 orders carry it) when the item leaves.
 */

export type CardInForce = { card: RateCard; override: { id: number; effectiveFrom: string } | null };

export function chooseCard(rows: readonly CardRow[], at: Date): CardInForce {
  const fallback = rows.find((r) => r.seller_id === null);
  if (!fallback) throw new Error('the default rate card is missing (migration 0102 seeds it)');
  const dated = rows
    .filter((r) => r.seller_id !== null && r.effective_day !== null)
    .map((r) => ({ effectiveFrom: r.effective_day as string, card: r }));
  const chosen = cardInForce(fallback, dated, at);
  return {
    card: cardOfColumns(chosen),
    override: chosen === fallback ? null : { id: chosen.id, effectiveFrom: chosen.effective_day as string },
  };
}

export async function rateCardInForce(db: Db, sellerId: number, at: Date): Promise<CardInForce> {
  return chooseCard(await cardsOfSeller(db, sellerId), at);
}

export type ItemStorageFee = StorageFee & { sellerId: number; wareId: number; warehouseLevel: number };

/**
 * The storage fee of one item (products.id) from the day it came in to `at`, by the level of the
 * warehouse that holds it and the card in force for its owner at `at`. Run it in the outbound's
 * transaction, with `at` the moment the item leaves, and charge wareFeeCents through the ledger.
 */
export async function storageFeeToDate(db: Db, itemId: number, at: Date): Promise<ItemStorageFee> {
  const item = await db
    .selectFrom('products as p')
    .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
    .select(['p.shop_user_id', 'p.ware_id', 'p.gmt_in', 'w.level'])
    .where('p.id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound('wallet:fees.errors.unknownItem', { id: itemId });
  const { card } = await rateCardInForce(db, item.shop_user_id, at);
  return {
    ...storageFeeOfCard(card, item.level, new Date(item.gmt_in), at),
    sellerId: item.shop_user_id,
    wareId: item.ware_id,
    warehouseLevel: item.level,
  };
}

/**
 * What the storage fee of an item needs: its owner, its warehouse's level, and when it came in and
 * left (products.gmt_in and gmt_out as the database gives them; gmt_out null while it is in).
 */
export type StoredItem = {
  sellerId: number;
  warehouseLevel: number;
  inAt: Date | string;
  outAt: Date | string | null;
};
export type StorageFeeOf = (item: StoredItem) => StorageFee;

/**
 * The storage fee to date of the items of these sellers, for the lists and the one-ID drawer: one
 * query (the default card and every override of the sellers) whatever the number of items, none for
 * no seller. An item still in the warehouse is counted to `now`; one that left (gmt_out), to the
 * moment it left, by the card in force for its owner at that moment, as outbound charges it.
 */
export async function storageFeesOf(db: Db, sellerIds: Iterable<number>, now: Date): Promise<StorageFeeOf> {
  const ids = [...new Set(sellerIds)];
  const rows = ids.length === 0 ? [] : await cardsOfSellers(db, ids);
  const fallback = rows.filter((r) => r.seller_id === null);
  const bySeller = new Map<number, CardRow[]>(ids.map((id) => [id, [...fallback]]));
  for (const r of rows) if (r.seller_id !== null) bySeller.get(r.seller_id)?.push(r);
  return (item) => {
    const cards = bySeller.get(item.sellerId);
    if (!cards) throw new Error(`the rate cards of seller ${item.sellerId} were not read (storageFeesOf)`);
    const at = item.outAt === null ? now : new Date(item.outAt);
    const { card } = chooseCard(cards, at);
    return storageFeeOfCard(card, item.warehouseLevel, new Date(item.inAt), at);
  };
}
