import type { Transaction } from 'kysely';
import { planEntry } from '../../domain/wallet/ledger';
import type { FeeType, Relation } from '../../domain/wallet/wallet';
import type { DB } from '../db/schema';
import { lockSellerAccounts, writeEntry } from '../modules/wallet/ledger-accounts';

/** A day of the demo's month, in milliseconds. */
export const DAY_MS = 86_400_000;

/**
 * The demo's one writer of historical timestamps (issue 28 point 8: a month of activity). The ledger
 * service always posts now and has no time input, so a month of recharges, fees, collections and
 * withdrawals would all land on the seed's day. This posts a credit or a charge at a chosen past instant
 * with the service's own pieces: the seller's balance rows locked, the entry planned by the ledger's
 * rules (refused if it would take the balance below zero), and written with its postings and balances
 * in one statement, so the daily totals' trigger files it under its own day. Idempotent by key: a
 * later start posts nothing again. Demo seeding only; nothing in the app calls it.
 */
export type BackdatedDemoEntry = {
  key: string;
  sellerId: number;
  kind: 'credit' | 'charge';
  feeType: FeeType;
  amountCents: number;
  at: Date;
  relation: Relation;
  operatorId: number | null;
  note: string;
};

export async function postBackdatedDemoEntry(trx: Transaction<DB>, e: BackdatedDemoEntry): Promise<boolean> {
  const accounts = await lockSellerAccounts(trx, e.sellerId);
  const plan = planEntry(
    { kind: e.kind, sellerId: e.sellerId, amountCents: e.amountCents, feeType: e.feeType },
    accounts.balance.availableCents,
  );
  if (!plan.ok) throw new Error(`demo: the backdated ${e.kind} ${e.key} is refused: ${plan.refusal}`);
  const row = {
    idempotency_key: e.key,
    fingerprint: `demo-history:${e.kind}:${e.feeType}:${e.amountCents}`,
    kind: e.kind,
    fee_type: e.feeType,
    seller_id: e.sellerId,
    amount_cents: e.amountCents,
    relation_type: e.relation.type,
    relation_ref: e.relation.ref,
    original_user_id: null,
    new_user_id: null,
    operator_id: e.operatorId,
    note: e.note,
    settles_entry_id: null,
    refunds_entry_id: null,
    created_at: e.at,
  };
  const existing = await trx
    .selectFrom('ledger_entries')
    .select('id')
    .where('idempotency_key', '=', e.key)
    .executeTakeFirst();
  if (existing) return false;
  return (await writeEntry(trx, { row }, e.sellerId, accounts, plan.postings)) !== undefined;
}

/**
 * The demo's marketplace sales spread over the month, oldest first (the simulators sell when the
 * listing demo runs, so every sale would fall on the seed's day): the newest keeps its instant, the
 * others go back evenly over `days`, at office hours, in their order. The sales triggers refile them
 * under their days (bi_sales_daily). Called once, on the seed that first posts the month.
 */
export async function spreadDemoSales(trx: Transaction<DB>, now: Date, days: number): Promise<void> {
  const sales = await trx
    .selectFrom('market_orders')
    .innerJoin('users', 'users.id', 'market_orders.seller_id')
    .select('market_orders.id')
    .where('users.is_demo', '=', true)
    .orderBy('market_orders.id')
    .execute();
  const last = sales.length - 1;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const [i, sale] of sales.slice(0, last).entries()) {
    const daysAgo = Math.max(1, Math.round(((last - i) * days) / last));
    const at = new Date(today - daysAgo * DAY_MS + (10 * 60 + 37 * i) * 60_000);
    await trx.updateTable('market_orders').set({ ordered_at: at }).where('id', '=', sale.id).execute();
  }
}
