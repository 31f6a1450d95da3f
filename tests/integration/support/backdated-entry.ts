import type { Kysely } from 'kysely';
import type { FeeType } from '../../../src/domain/wallet/wallet';
import { planEntry } from '../../../src/domain/wallet/ledger';
import type { DB } from '../../../src/server/db/schema';
import { lockSellerAccounts, writeEntry } from '../../../src/server/modules/wallet/ledger-accounts';

/**
 * A credit or charge posted at a chosen instant: the ledger service always posts now, but a report's
 * period bounds need entries on given days. It writes what the service writes (the entry, its planned
 * postings and the balances they move, through the service's own pieces), with created_at set.
 */
export async function backdatedEntry(
  db: Kysely<DB>,
  e: { sellerId: number; kind: 'credit' | 'charge'; feeType: FeeType; amountCents: number; at: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const accounts = await lockSellerAccounts(trx, e.sellerId);
    const plan = planEntry(
      { kind: e.kind, sellerId: e.sellerId, amountCents: e.amountCents, feeType: e.feeType },
      accounts.balance.availableCents,
    );
    if (!plan.ok) throw new Error(`the backdated ${e.kind} is refused: ${plan.refusal}`);
    const row = {
      idempotency_key: `backdated:${e.sellerId}:${e.at}:${e.kind}:${e.feeType}:${e.amountCents}`,
      fingerprint: 'backdated',
      kind: e.kind,
      fee_type: e.feeType,
      seller_id: e.sellerId,
      amount_cents: e.amountCents,
      relation_type: 'manual',
      relation_ref: 'backdated',
      original_user_id: null,
      new_user_id: null,
      operator_id: null,
      settles_entry_id: null,
      refunds_entry_id: null,
      created_at: e.at,
    };
    const entry = await writeEntry(trx, { row }, e.sellerId, accounts, plan.postings);
    if (!entry) throw new Error(`the backdated ${e.kind} was posted before`);
    return entry.id;
  });
}
