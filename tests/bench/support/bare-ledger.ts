import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { FeeType } from '../../../src/domain/wallet/wallet';
import type { DB } from '../../../src/server/db/schema';

/**
 * bench:ledger's ceiling: the same money commands as hand-written SQL, what one deposit or deduction
 * must write and nothing more (lock the seller's balance rows, the entry, its two postings, the two
 * balances, the audit row), and the balance read. Run in the bench's process and behind
 * bare-ledger-server.ts (node:http, no framework).
 */

export type BareOp = 'deposit' | 'deduction' | 'read';
export type PlatformAccounts = { cashClearing: number; revenue: number };

export async function platformAccounts(db: Kysely<DB>): Promise<PlatformAccounts> {
  const platform = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'fee_type'])
    .where('seller_id', 'is', null)
    .execute();
  return {
    cashClearing: platform.find((a) => a.kind === 'cash_clearing')!.id,
    revenue: platform.find((a) => a.kind === 'revenue' && a.fee_type === FeeType.platformFee)!.id,
  };
}

export async function bareBalanceRead(db: Kysely<DB>, sellerId: number) {
  const rows = await sql<{ kind: string; balance_cents: string | number }>`
    select a.kind, b.balance_cents from ledger_balances b join ledger_accounts a on a.id = b.account_id
    where a.seller_id = ${sellerId}`.execute(db);
  return rows.rows;
}

export type BareMoneyCommand = {
  op: 'deposit' | 'deduction';
  sellerId: number;
  cents: number;
  key: string;
  adminId: number;
};

export function bareMoneyCommand(
  db: Kysely<DB>,
  accounts: PlatformAccounts,
  c: BareMoneyCommand,
): Promise<'committed' | 'refused'> {
  return db.transaction().execute(async (trx) => {
    const rows = await sql<{ account_id: number; kind: string; balance_cents: string | number }>`
      select b.account_id, b.kind, b.balance_cents from ledger_balances b
      where b.account_id in (select id from ledger_accounts where seller_id = ${c.sellerId})
      order by b.kind for update`.execute(trx);
    const availableRow = rows.rows.find((r) => r.kind === 'seller_available')!;
    if (c.op === 'deduction' && Number(availableRow.balance_cents) < c.cents) return 'refused' as const;
    const deposit = c.op === 'deposit';
    const other = deposit ? accounts.cashClearing : accounts.revenue;
    const delta = deposit ? c.cents : -c.cents;
    const entry = await sql<{ id: number }>`
      insert into ledger_entries (idempotency_key, fingerprint, kind, fee_type, seller_id, amount_cents,
        relation_type, relation_ref, operator_id, note)
      values (${c.key}, '{}', ${deposit ? 'credit' : 'charge'},
        ${deposit ? FeeType.userRecharge : FeeType.platformFee}, ${c.sellerId}, ${c.cents}, 'manual', '', ${c.adminId}, 'bench')
      on conflict do nothing returning id`.execute(trx);
    const entryId = entry.rows[0].id;
    await sql`insert into ledger_postings (entry_id, account_id, amount_cents)
              values (${entryId}, ${availableRow.account_id}, ${delta}), (${entryId}, ${other}, ${-delta})`.execute(
      trx,
    );
    await sql`update ledger_balances set balance_cents = balance_cents + ${delta}
              where account_id = ${availableRow.account_id} and slot = 0`.execute(trx);
    await sql`insert into ledger_balances (account_id, slot, kind, balance_cents)
              values (${other}, ${c.sellerId % 16}, ${deposit ? 'cash_clearing' : 'revenue'}, ${-delta})
              on conflict (account_id, slot) do update set balance_cents = ledger_balances.balance_cents + excluded.balance_cents`.execute(
      trx,
    );
    await sql`insert into audit_log (actor_id, actor_name, action, entity, entity_id, before, after, request_id)
              values (${c.adminId}, 'root', ${`wallet.${c.op}`}, 'ledger_entry', ${String(entryId)}, '{}', '{}', ${c.key})`.execute(
      trx,
    );
    return 'committed' as const;
  });
}
