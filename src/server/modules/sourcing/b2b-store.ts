import type { Insertable, Selectable, Transaction } from 'kysely';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import type { ProductEventType } from '../../../domain/kernel/events';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import type { B2bOffersTable } from '../../db/b2b-tables';
import type { ProductEventsTable, ProductsTable } from '../../db/inbound-tables';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import type { KeyedRequest } from '../../http/request-keys';
import { onlineMeta } from '../../kernel/action-context';
import { isUniqueViolation } from '../../kernel/db-helpers';
import { eventOfItem, recordProductEvent } from '../../kernel/product-events';

/**
 * The B2B board's rows (migration 0127): its transaction, the offer and its pairs locked, the pairs
 * held for the offer or freed again, and each pair's event, so the one-ID drawer's timeline shows
 * the offer (7, the switch user application), its withdrawal and its sale (712, the result).
 */

export type Trx = Transaction<DB>;
export type OfferRow = Selectable<B2bOffersTable>;
export type Pair = Selectable<ProductsTable>;

/**
 * A board action in its own transaction, once per client request key. A pair another offer or order
 * took meanwhile (a partial unique index refused the insert) is a 409 with what happened.
 */
export async function inBoardTransaction<T>(
  ctx: AuthedContext,
  request: KeyedRequest,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  try {
    return await oncePerRequestKey(ctx, request, work);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('sourcing-b2b:errors.pairTaken');
    throw err;
  }
}

/** The offer, locked for the rest of the transaction (two buyers queue here), or undefined. */
export function lockOffer(trx: Trx, id: number): Promise<OfferRow | undefined> {
  return trx.selectFrom('b2b_offers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The pairs an open offer holds, locked in id order (the order every writer locks products in). */
export function lockOfferedPairs(trx: Trx, offerId: number): Promise<Pair[]> {
  return trx
    .selectFrom('products')
    .selectAll()
    .where(
      'id',
      'in',
      trx
        .selectFrom('b2b_offer_items')
        .select('product_id')
        .where('offer_id', '=', offerId)
        .where('open', '=', true),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The offer lets go of its pairs: available again, on the shelf they never left. */
export async function freePairs(trx: Trx, offerId: number, pairs: readonly Pair[]): Promise<void> {
  await trx
    .updateTable('products')
    .set({ status: InventoryStatus.available, updated_at: new Date() })
    .where(
      'id',
      'in',
      pairs.map((p) => p.id),
    )
    .execute();
  await trx
    .updateTable('b2b_offer_items')
    .set({ open: false })
    .where('offer_id', '=', offerId)
    .where('open', '=', true)
    .execute();
}

/** One event per pair, naming the offer and the switch user kind; the order's own events are the engine's. */
export async function recordOfferEvents(
  ctx: AuthedContext,
  trx: Trx,
  offer: Pick<OfferRow, 'offer_no' | 'ware_id'>,
  pairs: readonly Pair[],
  type: ProductEventType,
  extra: Partial<Insertable<ProductEventsTable>> = {},
): Promise<void> {
  const ware = await trx
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('id', '=', offer.ware_id)
    .executeTakeFirstOrThrow();
  const meta = onlineMeta();
  for (const pair of pairs) {
    await recordProductEvent(
      ctx,
      trx,
      meta,
      type,
      eventOfItem(pair, ware, { odd_no: offer.offer_no, out_type: OrderKind.switchUser, ...extra }),
    );
  }
}
