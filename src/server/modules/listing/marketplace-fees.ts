import type { Db } from '../../kernel/db-helpers';

/** Each marketplace's fee in basis points (Fee/Platform): what a listing shows and a sale is charged (fee 22). */
export async function marketplaceFees(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('marketplace_fees').select(['code', 'fee_bp']).execute();
  return new Map(rows.map((r) => [r.code, r.fee_bp]));
}
