import type { Selectable } from 'kysely';
import type { DB } from '../db/schema';
import type { Db } from './db-helpers';

export type LockedParcel = {
  parcel: Pick<
    Selectable<DB['parcels']>,
    'id' | 'pack_id' | 'ware_id' | 'log_no' | 'status' | 'received_by' | 'gmt_received'
  >;
  /** The parcel's forecast, locked; null for an unforecast parcel. */
  pack: Selectable<DB['packs']> | null;
};

/**
 * The live parcel of a tracking number with its forecast locked. Every change to a forecast's
 * parcels (receipt, completion, the seller's edit or cancellation) happens under the forecast's row
 * lock, so one lock, always taken first, serializes them without deadlocks. The parcel is read after
 * the lock, so it is the latest committed state.
 */
export async function lockParcel(trx: Db, logNo: string): Promise<LockedParcel | null> {
  // A parcel can move to another forecast between the two reads (an admin assigns it): read again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const pack = await trx
      .selectFrom('packs')
      .selectAll()
      .where('id', '=', (eb) =>
        eb
          .selectFrom('parcels')
          .select('pack_id')
          .where('log_no', '=', logNo)
          .where('cancelled_at', 'is', null),
      )
      .forUpdate()
      .executeTakeFirst();
    const parcel = await trx
      .selectFrom('parcels')
      .select(['id', 'pack_id', 'ware_id', 'log_no', 'status', 'received_by', 'gmt_received'])
      .where('log_no', '=', logNo)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (!parcel) return null;
    if ((pack?.id ?? null) === parcel.pack_id) return { parcel, pack: pack ?? null };
  }
  throw new Error(`parcel ${logNo} keeps moving between forecasts`);
}
