import { cardInForce, storageFeeToDate as storageFeeOfCard } from '../../../domain/wallet-fees';
import type { RateCard, StorageFee } from '../../../domain/wallet-fees';
import { notFound } from '../../http/errors';
import type { Db } from '../../kernel/db-helpers';
import { cardOfColumns, cardsOfSeller } from './rate-store';
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
